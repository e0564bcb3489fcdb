"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldEditor } from "./field-editor";
import { fieldProblem, isRequired } from "./field-progress";
import { SignatureAdoption } from "./signature-adoption";
import { SignatureMark } from "./signature-mark";
import type { AdoptedSignature, FieldValue, SignerField } from "./signer-client";
import { useT } from "./translator-context";

/** One field at a time: its input (or the signature), and the way back, on and out. */
export function FieldPanel({
  field,
  value,
  signature,
  signerName,
  kiosk,
  showProblem,
  hasNext,
  skippable,
  isFirst,
  onChange,
  onAdopt,
  onPrevious,
  onNext,
}: {
  field: SignerField;
  value: FieldValue;
  signature: AdoptedSignature | null;
  signerName: string;
  kiosk: boolean;
  /** After a first try to finish, empty required fields say so. */
  showProblem: boolean;
  hasNext: boolean;
  /** An optional field left empty: the way on reads "Skip". */
  skippable: boolean;
  isFirst: boolean;
  onChange: (value: FieldValue) => void;
  onAdopt: (signature: AdoptedSignature) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const [changingSignature, setChangingSignature] = useState(false);
  const problem = fieldProblem(field, value, signature !== null);
  // A malformed value is worth saying at once; an empty one only once the signer tries to finish.
  const shownProblem = problem === "required" && !showProblem ? null : problem;
  const adopting = field.type === "SIGNATURE" && (signature === null || changingSignature);

  return (
    <div className="space-y-3">
      {field.type === "SIGNATURE" ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-800">
            {field.label} <span className="font-normal text-slate-600">({isRequired(field) ? t("sign.field.required") : t("sign.field.optional")})</span>
          </p>
          {adopting ? (
            <SignatureAdoption
              defaultName={signerName}
              kiosk={kiosk}
              onAdopt={(adopted) => {
                setChangingSignature(false);
                onAdopt(adopted);
              }}
              onCancel={signature ? () => setChangingSignature(false) : undefined}
            />
          ) : (
            <>
              <div className="flex h-24 items-center justify-center rounded-md border border-slate-300 bg-white p-2">
                <SignatureMark signature={signature!} box={{ w: 280, h: 80 }} alt={t("sign.signature.adoptedAlt", { name: signerName })} />
              </div>
              <p className="text-xs text-slate-600">{t("sign.signature.everywhere")}</p>
              <Button variant="secondary" size="sm" onClick={() => setChangingSignature(true)}>
                {t("sign.signature.change")}
              </Button>
            </>
          )}
        </div>
      ) : (
        <FieldEditor field={field} value={value} problem={shownProblem} kiosk={kiosk} onChange={onChange} onEnter={onNext} />
      )}
      {!adopting && (
        <div className="flex items-center justify-between gap-2">
          <Button variant="secondary" onClick={onPrevious} disabled={isFirst}>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span>
            {t("sign.field.previous")}
          </Button>
          <Button onClick={onNext}>
            {skippable ? t("sign.field.skip") : hasNext ? t("sign.field.next") : t("sign.finish")}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
          </Button>
        </div>
      )}
    </div>
  );
}
