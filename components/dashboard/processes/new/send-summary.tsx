import { AUTH_POLICY_LABELS, DISPATCH_MODE_LABELS } from "../process-labels";
import { effectiveSigners, localInputToIso, type ProcessDraft } from "./process-draft";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** What "Send for signing" will do, in one sentence. */
export function SendSummary({ draft, fieldCount }: { draft: ProcessDraft; fieldCount: number }) {
  const signers = effectiveSigners(draft).length;
  const expires = localInputToIso(draft.expiresAtLocal);
  const policy = draft.dispatchMode === "CURRENT_USER" ? "SES_LINK_ONLY" : draft.authPolicy;
  return (
    <p className="text-sm text-slate-700">
      {signers === 1 ? "1 signer" : `${signers} signers`} · {fieldCount === 1 ? "1 field" : `${fieldCount} fields`} ·{" "}
      {DISPATCH_MODE_LABELS[draft.dispatchMode]} · {AUTH_POLICY_LABELS[policy]}
      {expires && ` · expires ${WHEN.format(new Date(expires))}`}
    </p>
  );
}
