"use client";

import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `text` to the clipboard and says so. The Clipboard API is missing on plain-HTTP
 * origins other than localhost and may be refused; then the button says to copy by hand
 * instead of failing silently.
 */
export function CopyButton({
  text,
  label = "Copy",
  onCopyFailed,
  ...buttonProps
}: { text: string; label?: string; onCopyFailed?: () => void } & Omit<ButtonProps, "onClick" | "children">) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  async function handleClick() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
      onCopyFailed?.();
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={handleClick} {...buttonProps}>
        {state === "copied" ? "Copied" : label}
      </Button>
      <span aria-live="polite" className="text-xs text-slate-600">
        {state === "copied" && <span className="sr-only">Copied to the clipboard</span>}
        {state === "failed" && "Copying is not available here; select the text and copy it yourself."}
      </span>
    </span>
  );
}
