"use client";

import { useEffect, useState } from "react";

/** The address of this page at `step`, keeping its other parameters (the draft's id). */
function addressAt(key: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set("step", key);
  return `${url.pathname}${url.search}`;
}

/**
 * The wizard's step, kept in the browser's history: each move to another step is an entry
 * (`?step=signers`), so the browser's Back and Forward move between steps as they would
 * between pages, and never leave the wizard with its work in memory.
 */
export function useStepHistory<K extends string>(keys: readonly K[], initial: number): [number, (step: number) => void] {
  const [step, setStep] = useState(initial);
  useEffect(() => {
    // The entry the wizard opened on has no step in its address: it is the step it opened at.
    const onPopState = () => {
      const key = new URL(window.location.href).searchParams.get("step");
      const index = key === null ? initial : keys.indexOf(key as K);
      if (index !== -1) setStep(index);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: every Back and Forward
  }, []);
  const goTo = (next: number) => {
    if (next === step) return;
    setStep(next);
    window.history.pushState(window.history.state, "", addressAt(keys[next]!));
  };
  return [step, goTo];
}
