import { StatusScreen } from "@/components/signing/status-screen";
import { translatorFor } from "@/components/signing/translator";
import type { Language } from "@/lib/languages";
import { languageAttributes } from "@/lib/i18n/text-direction";

/** A process whose signers hold their own links (or sign in the dashboard) is not for the kiosk. */
export function KioskUnavailable({ processId, language }: { processId: string; language: Language }) {
  const t = translatorFor(language);
  return (
    <div {...languageAttributes(language)}>
      <StatusScreen
        icon="ban"
        tone="neutral"
        title={t("kiosk.unavailable.title")}
        actions={
          <a href={`/processes/${processId}`} className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100">
            {t("kiosk.over.back")}
          </a>
        }
      >
        <p>{t("kiosk.unavailable.body")}</p>
      </StatusScreen>
    </div>
  );
}
