"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { TYPED_SIGNATURE_MAX_LENGTH, typedSignaturePrefill } from "@/lib/signing/typed-signature";
import { SignatureMark } from "./signature-mark";
import { SignaturePad, type SignaturePadHandle } from "./signature-pad";
import type { AdoptedSignature } from "./signer-client";
import { useT } from "./translator-context";

type Method = "DRAWN" | "TYPED";
const METHODS: Method[] = ["DRAWN", "TYPED"];

/**
 * Adopting a signature once, drawn or typed; it then goes into every signature field of the
 * document (the API stamps the one adopted signature everywhere).
 */
export function SignatureAdoption({
  defaultName,
  kiosk,
  onAdopt,
  onCancel,
}: {
  defaultName: string;
  /** On a shared device the browser must not offer the previous signer's name. */
  kiosk: boolean;
  onAdopt: (signature: AdoptedSignature) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const id = useId();
  const [method, setMethod] = useState<Method>("DRAWN");
  const [hasInk, setHasInk] = useState(false);
  const [name, setName] = useState(() => typedSignaturePrefill(defaultName));
  const [error, setError] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const adopt = () => {
    if (method === "DRAWN") {
      const imagePng = hasInk ? pad.current?.toPng() : null;
      if (!imagePng) return setError(t("sign.signature.drawFirst"));
      onAdopt({ type: "DRAWN", imagePng });
    } else {
      const text = name.trim();
      if (!text) return setError(t("sign.signature.typeFirst"));
      onAdopt({ type: "TYPED", text });
    }
  };

  // Tabs pattern: arrow keys move between the two methods.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = METHODS[(METHODS.indexOf(method) + 1) % METHODS.length]!;
    setMethod(next);
    setError(null);
    tabs.current[METHODS.indexOf(next)]?.focus();
  };

  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t("sign.signature.intro")}</p>
      <div role="tablist" aria-label={t("sign.signature.methods")} className="grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1">
        {METHODS.map((candidate, index) => (
          <button
            key={candidate}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${candidate}`}
            aria-selected={method === candidate}
            aria-controls={`${id}-panel-${candidate}`}
            tabIndex={method === candidate ? 0 : -1}
            onKeyDown={onTabKey}
            onClick={() => {
              setMethod(candidate);
              setError(null);
            }}
            className={cn(
              "h-10 rounded text-sm font-medium",
              method === candidate ? "bg-white text-slate-900 shadow ring-1 ring-slate-300" : "text-slate-700 hover:bg-white/60",
            )}
          >
            {candidate === "DRAWN" ? t("sign.signature.draw") : t("sign.signature.type")}
          </button>
        ))}
      </div>

      {method === "DRAWN" ? (
        <div role="tabpanel" id={`${id}-panel-DRAWN`} aria-labelledby={`${id}-tab-DRAWN`} className="space-y-2">
          <SignaturePad
            ref={pad}
            label={t("sign.signature.padLabel")}
            describedBy={`${id}-draw-hint`}
            onInkChange={(ink) => {
              setHasInk(ink);
              if (ink) setError(null);
            }}
          />
          <div className="flex items-start justify-between gap-3">
            <p id={`${id}-draw-hint`} className="text-xs text-slate-600">
              {t("sign.signature.drawHint")}
            </p>
            <Button variant="secondary" size="sm" onClick={() => pad.current?.clear()} disabled={!hasInk}>
              {t("sign.signature.clear")}
            </Button>
          </div>
        </div>
      ) : (
        <div role="tabpanel" id={`${id}-panel-TYPED`} aria-labelledby={`${id}-tab-TYPED`} className="space-y-2">
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
            {t("sign.signature.nameLabel")}
          </label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={TYPED_SIGNATURE_MAX_LENGTH}
            autoComplete={kiosk ? "off" : "name"}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          <div className="flex h-24 items-center justify-center rounded-md border-2 border-dashed border-slate-400 bg-white px-3" aria-hidden={name.trim() === ""}>
            {name.trim() !== "" && (
              <SignatureMark signature={{ type: "TYPED", text: name.trim() }} box={{ w: 300, h: 80 }} alt={t("sign.signature.preview", { name: name.trim() })} />
            )}
          </div>
        </div>
      )}

      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t("sign.cancel")}
          </Button>
        )}
        <Button onClick={adopt}>{t("sign.signature.adopt")}</Button>
      </div>
    </div>
  );
}
