"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

type Stage = "idle" | "signingIn" | "failed";

/**
 * Signing in with the password just chosen (first-run setup, an invitation, a reset). When that
 * does not work (two-factor asks for a code, the server cannot be reached), the form says that
 * its own change went through and points to the sign-in page.
 */
export function useSignInAfter() {
  const [stage, setStage] = useState<Stage>("idle");
  return {
    signingIn: stage === "signingIn",
    failed: stage === "failed",
    /** Answers whether it worked; the form stays "signing in" meanwhile, and after a success until `settle`. */
    async signInWith(email: string, password: string): Promise<boolean> {
      setStage("signingIn");
      const result = await signIn("credentials", { email, password, redirect: false }).catch(() => undefined);
      const signedIn = Boolean(result && !result.error);
      if (!signedIn) setStage("failed");
      return signedIn;
    },
    settle: () => setStage("idle"),
  };
}
