"use client";

import { useEffect, useRef } from "react";

/** Is the key press meant for a text control (which has its own undo)? */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Ctrl+Z (Cmd+Z on a Mac) undoes the last change on the pages, unless a text control has focus. */
export function useUndoShortcut(undo: () => void) {
  const latest = useRef(undo);
  useEffect(() => {
    latest.current = undo;
  }, [undo]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== "z" || typingIn(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
