import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { EmbeddedSigning } from "@/components/embed/embedded-signing";
import { earlyViewScript } from "@/components/signing/early-view";
import { preferredLanguage } from "@/lib/i18n/accept-language";
import { translate } from "@/lib/i18n/translate";
import { getDb } from "@/server/db/client";
import { EMBED_GRANT_HEADER } from "@/server/http/embed-grant";
import { embeddedSignerOf } from "@/server/services/embed/embed-links";

export const dynamic = "force-dynamic";

export const viewport: Viewport = { width: "device-width", initialScale: 1, interactiveWidget: "resizes-content" };

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: translate(preferredLanguage((await headers()).get("accept-language")) ?? "en", "sign.pageTitle"),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/**
 * The embedded signing page (docs/embedding.md): the hosted signing page of one signer, inside a
 * frame on the origin the address was made for. proxy.ts consumed the address's code for this
 * load and set the frame's policy; this page only finds the signer it named.
 */
export default async function EmbeddedSignPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const requestHeaders = await headers();
  const embedded = await embeddedSignerOf(await getDb(), code, requestHeaders.get(EMBED_GRANT_HEADER));
  if (!embedded) notFound();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyViewScript(embedded.token) }} />
      <EmbeddedSigning
        token={embedded.token}
        origin={embedded.origin}
        processId={embedded.processId}
        signerId={embedded.signerId}
        initialLocale={preferredLanguage(requestHeaders.get("accept-language")) ?? "en"}
      />
    </>
  );
}
