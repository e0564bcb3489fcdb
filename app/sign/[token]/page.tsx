import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { earlyViewScript } from "@/components/signing/early-view";
import { SigningFlow } from "@/components/signing/signing-flow";
import { preferredLanguage } from "@/lib/i18n/accept-language";
import { translate } from "@/lib/i18n/translate";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { signerIsDashboardUser } from "@/server/services/signer/signer-dashboard-user";

export const dynamic = "force-dynamic";

// The bottom panel's inputs must stay above a phone's on-screen keyboard.
export const viewport: Viewport = { width: "device-width", initialScale: 1, interactiveWidget: "resizes-content" };

/**
 * The browser's preferred language among ours, until the signer view says which one the page
 * speaks (the view also weighs the signer record and the organization's default).
 */
async function browserLanguage() {
  return preferredLanguage((await headers()).get("accept-language")) ?? "en";
}

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: translate(await browserLanguage(), "sign.pageTitle"),
    // The token in the address is the signer's key: keep it out of search engines and Referer headers.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/**
 * The hosted signing page (DESIGN.md, contract 5). A door only: the browser loads everything
 * through the signer API, so that a link scanner that does not run scripts opens nothing; the
 * first GET starts from a script in the HTML, before the page's code has loaded (early-view.ts).
 * The server only reads whether the signer also works in the dashboard, for the way back to it.
 */
export default async function SignPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const db = await getDb();
  const dashboardUser = await signerIsDashboardUser(db, token, await currentSessionContext(db));
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyViewScript(token) }} />
      <SigningFlow token={token} initialLocale={await browserLanguage()} dashboardHref={dashboardUser ? "/dashboard" : undefined} />
    </>
  );
}
