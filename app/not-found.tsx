import type { Metadata } from "next";
import Link from "next/link";
import { AuthPage } from "@/components/auth/auth-page";

export const metadata: Metadata = { title: "Page not found" };

/**
 * Any address with no page behind it. It says nothing about what exists or who is signed in,
 * and leads to the front door, which takes a visitor to sign-in and a user to their Overview.
 */
export default function NotFound() {
  return (
    <AuthPage title="Page not found" description="There is no page at this address. The link may be mistyped or out of date.">
      <Link href="/" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
        Go to Signet
      </Link>
    </AuthPage>
  );
}
