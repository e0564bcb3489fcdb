"use client";

import { useEffect } from "react";

export const LEAVE_WARNING = "This template has unsaved changes. Leave without saving them?";

/**
 * Warns before unsaved work is lost: the browser's own prompt when the tab closes or reloads,
 * and a confirmation when a link inside the app is followed (the App Router has no navigation
 * event to cancel, so clicks on links are caught before Next.js handles them).
 */
export function useLeaveGuard(active: boolean, warning: string = LEAVE_WARNING) {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      if (!window.confirm(warning)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [active, warning]);
}
