"use client";

import { Button } from "@/components/ui/button";
import type { SignerField } from "./signer-client";
import { useT } from "./translator-context";

/** Between fields: how far the signer is, the way to the next required field or to finishing, and the way out. */
export function OverviewPanel({
  progress,
  nextField,
  hasFields,
  downloadUrl,
  onNext,
  onFinish,
  onDecline,
}: {
  progress: { done: number; total: number };
  nextField: SignerField | null;
  hasFields: boolean;
  /** Hidden on a kiosk: a downloaded file would stay on the shared device. */
  downloadUrl: string | null;
  onNext: (field: SignerField) => void;
  onFinish: () => void;
  onDecline: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-3">
      {!hasFields && <p className="text-sm text-slate-700">{t("sign.noFields")}</p>}
      {nextField ? (
        <Button className="h-12 w-full text-base" onClick={() => onNext(nextField)}>
          {progress.done === 0 ? t("sign.start") : t("sign.nextField", { label: nextField.label })}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
        </Button>
      ) : (
        <Button className="h-12 w-full text-base" onClick={onFinish}>
          {t("sign.finish")}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onDecline} className="text-red-800 hover:bg-red-50">
          {t("sign.decline")}
        </Button>
        {downloadUrl && (
          <a href={downloadUrl} download className="rounded-md px-3 py-1.5 text-sm font-medium text-indigo-800 underline underline-offset-2 hover:bg-slate-100">
            {t("sign.downloadPdf")}
          </a>
        )}
      </div>
    </div>
  );
}
