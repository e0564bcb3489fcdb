"use client";

import { useEffect, useRef } from "react";

/** Ctrl+S (Cmd+S on a Mac) saves, as in every editor, wherever the focus is. */
export function useSaveShortcut(save: () => unknown) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  }, [save]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void latest.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
