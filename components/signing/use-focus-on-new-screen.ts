"use client";

import { useEffect, useRef } from "react";

/**
 * When the screen changes (`screen` is its name), the control that had the focus is usually
 * gone with the old screen, and the browser would drop the focus to the page's body, where a
 * keyboard or screen reader user loses their place. This puts it on the new screen's main
 * heading instead, unless something on the new screen holds it already. The first screen is
 * left alone: a page that just opened starts at its top, as any page does.
 */
export function useFocusOnNewScreen(screen: string) {
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const heading = document.querySelector<HTMLElement>("main h1, h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [screen]);
}
