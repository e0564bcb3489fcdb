import type { ReactNode } from "react";

/**
 * A labelled form control with optional help and error text wired up for screen readers, and a
 * warning: something to know that does not stop the form (text the PDF cannot print).
 */
export function Field({
  id,
  label,
  help,
  error,
  warning,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  warning?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {help && !error && (
        <p id={`${id}-help`} className="text-xs text-slate-500">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700" role="alert">
          {error}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} className="text-xs text-amber-800" role="status">
          <span aria-hidden="true">⚠ </span>
          {warning}
        </p>
      )}
    </div>
  );
}
