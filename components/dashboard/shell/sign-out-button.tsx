"use client";

import { signOut } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export function SignOutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    // Note: redirect:false because next-auth would redirect to the URL it was configured with
    // (APP_URL), which need not be the address in the browser. Leaving the dashboard layout
    // drops its query client; refresh() drops the router's cached pages of the signed-out user.
    await signOut({ redirect: false }).catch(() => undefined);
    router.replace("/login");
    router.refresh();
  }

  return (
    <Button variant="secondary" size="sm" onClick={handleClick} disabled={pending} className={cn(className)}>
      {pending ? "Signing out…" : "Sign out"}
    </Button>
  );
}
