"use client";

import { useId, type ReactNode, type Ref } from "react";
import { Input } from "@/components/ui/input";
import type { Translator } from "@/components/signing/translator";
import type { PinRefusal } from "@/server/services/kiosk/kiosk-session";

/** A PIN field: digits only on a phone's keyboard, never remembered or filled in by the browser. */
export function PinInput({ label, name, value, onChange, invalid, describedBy, inputRef }: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="text-start">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <Input
        ref={inputRef}
        id={id}
        name={name}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 h-12 text-lg tracking-widest"
      />
    </div>
  );
}

/** Why a PIN (or password) did not open the kiosk, in plain words. */
export function refusalText(staff: Translator, refusal: PinRefusal | { ok: false; reason: "WAIT"; retryAfterSeconds: number }, secret: "pin" | "password" = "pin"): string {
  if (refusal.reason === "WRONG_PIN") {
    return staff(secret === "pin" ? "kiosk.lock.wrongPin" : "kiosk.lock.wrongPassword", { count: refusal.attemptsLeft });
  }
  const seconds = refusal.retryAfterSeconds;
  return seconds <= 90 ? staff("kiosk.lock.waitSeconds", { count: seconds }) : staff("kiosk.lock.waitMinutes", { count: Math.ceil(seconds / 60) });
}

/** The message under a PIN form, announced to screen readers when it appears. */
export function PinMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-start text-sm text-red-800">
      {children}
    </p>
  );
}
