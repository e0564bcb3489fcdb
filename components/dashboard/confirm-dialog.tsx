"use client";

import { useRef, type ReactNode } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { focusAfterRender } from "@/components/ui/focus-after-render";

/**
 * The second step of an action that cannot be undone: says what will happen and waits for the
 * action's button or Cancel. It stays open while the action runs ("Deleting…") and shows the
 * server's refusal inside; Escape and Cancel do nothing meanwhile.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  busy,
  onConfirm,
  error,
  focusOnClose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The action's button, its pending words included ("Deleting…"). */
  confirmLabel: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  busy: boolean;
  onConfirm: () => void;
  /** The refusal, shown inside the dialog. */
  error?: ReactNode;
  /**
   * Ids of where focus goes when it closes (the first one shown), when that is not the button
   * that opened it (the default): the opener is gone (a revoked key) or was in a closed menu.
   */
  focusOnClose?: string[];
}) {
  // Note: Radix gives focus back to its own trigger only; ours are plain buttons elsewhere on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (focusOnClose) focusAfterRender(...focusOnClose);
          else opener.current?.focus();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {error && <div className="mt-3">{error}</div>}
        <DialogFooter>
          {/* Focus starts here, the harmless choice (Radix's alert dialog does so for Cancel). */}
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          <Button variant={tone} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
