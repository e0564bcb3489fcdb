import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { PublicLinkForm } from "@/components/public-link/public-link-form";
import { translatorFor } from "@/components/signing/translator";
import { preferredLanguage } from "@/lib/i18n/accept-language";
import { translate } from "@/lib/i18n/translate";
import type { Language } from "@/lib/languages";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { viewPublicLink } from "@/server/services/public-links/visit-public-link";
import { languageAttributes } from "@/lib/i18n/text-direction";

export const dynamic = "force-dynamic";

export const viewport: Viewport = { width: "device-width", initialScale: 1, interactiveWidget: "resizes-content" };

async function browserLanguage(): Promise<Language> {
  return preferredLanguage((await headers()).get("accept-language")) ?? "en";
}

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: translate(await browserLanguage(), "publicLink.pageTitle"),
    // The code in the address starts signings: keep it out of search engines and Referer headers.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

function Shell({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <main {...languageAttributes(language)} className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-8">
      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </main>
  );
}

/**
 * A template's public link (docs/templates.md, "Public links"): anyone with the address gives
 * their name and email, confirms the email with a code, and is taken to the signing page of the
 * process that starts. A link that is switched off, expired or used up says so, plainly.
 */
export default async function PublicLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const language = await browserLanguage();
  const t = translatorFor(language);
  let view;
  try {
    view = await viewPublicLink(await getDb(), { token });
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== "PUBLIC_LINK_UNAVAILABLE" && error.code !== "NOT_FOUND")) throw error;
    const gone = error.code === "PUBLIC_LINK_UNAVAILABLE";
    return (
      <Shell language={language}>
        <h1 className="text-2xl font-semibold text-slate-900">{gone ? t("publicLink.unavailableTitle") : t("publicLink.unknownTitle")}</h1>
        <p className="text-base text-slate-700">{gone ? t("publicLink.unavailableBody") : t("publicLink.unknownBody")}</p>
      </Shell>
    );
  }
  return (
    <Shell language={language}>
      <p className="text-sm font-medium text-slate-600">{view.organizationName}</p>
      <h1 className="text-2xl font-semibold text-slate-900">{view.templateName}</h1>
      <p className="text-base text-slate-700">{t("publicLink.intro", { organizationName: view.organizationName, templateName: view.templateName })}</p>
      <PublicLinkForm token={token} language={language} needsPhone={view.needsPhone} />
    </Shell>
  );
}
