"use client";

import { useSyncExternalStore } from "react";

/**
 * Device pixels per CSS pixel of what is on screen now: the screen's pixel ratio times the
 * pinch zoom (the visual viewport's scale), so a page pinched to twice its size asks for the
 * sharper image as the zoom buttons do. 1 on the server.
 */
function density(): number {
  return window.devicePixelRatio * (window.visualViewport?.scale ?? 1);
}

function subscribe(onChange: () => void): () => void {
  // A pinch resizes the visual viewport; moving the window to another screen changes the ratio.
  window.visualViewport?.addEventListener("resize", onChange);
  const screen = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  screen.addEventListener("change", onChange);
  return () => {
    window.visualViewport?.removeEventListener("resize", onChange);
    screen.removeEventListener("change", onChange);
  };
}

export function useDisplayDensity(): number {
  return useSyncExternalStore(subscribe, density, () => 1);
}
