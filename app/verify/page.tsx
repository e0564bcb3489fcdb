import type { Metadata } from "next";
import { headers } from "next/headers";
import { VerifyPanel } from "@/components/verify/verify-panel";
import { preferredLanguage } from "@/lib/i18n/accept-language";
import { translate } from "@/lib/i18n/translate";

export const dynamic = "force-dynamic";

/**
 * The public verification page (API.md, "Verification"): anybody drops a PDF and reads, in the
 * browser's language, whether its seals are intact and whether this installation issued it.
 * Opened as /verify#sha256=<hex> (the completion certificate's QR code), it names the document
 * it expects; the fragment never reaches the server.
 */
export async function generateMetadata(): Promise<Metadata> {
  const language = preferredLanguage((await headers()).get("accept-language")) ?? "en";
  return { title: translate(language, "verify.title"), referrer: "no-referrer" };
}

export default async function VerifyPage() {
  const language = preferredLanguage((await headers()).get("accept-language")) ?? "en";
  return <VerifyPanel language={language} />;
}
