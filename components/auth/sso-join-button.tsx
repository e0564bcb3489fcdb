"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { startProviderSignIn } from "./sso-sign-in";

/** The invitation page's way in through the organization's own sign-in provider. */
export function SsoJoinButton({ providerId }: { providerId: string }) {
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function join() {
    setLeaving(true);
    setFailed(false);
    try {
      window.location.assign(await startProviderSignIn(providerId, "/dashboard"));
    } catch {
      setLeaving(false);
      setFailed(true);
    }
  }

  return (
    <div className="space-y-3">
      {failed && <Alert tone="error">The server could not be reached. Check your connection and try again.</Alert>}
      <Button type="button" className="w-full" disabled={leaving} onClick={() => void join()}>
        {leaving ? "Going to your sign-in provider…" : "Join with single sign-on"}
      </Button>
    </div>
  );
}
