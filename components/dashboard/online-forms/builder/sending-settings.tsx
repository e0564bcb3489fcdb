"use client";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/input";
import { toE164 } from "@/lib/phone/phone-number";
import type { FormBlock, FormDraft } from "@/lib/schemas/online-forms";
import { usePhoneCountry } from "../../forms/use-phone-country";
import { AUTH_POLICY_LABELS } from "../../processes/process-labels";
import { WhyDisabled } from "../../why-disabled";
import { removeRecipient } from "./block-tree";

const LABEL = "block text-sm font-medium text-slate-800";

/** yyyy-mm-dd of a moment, in the browser's time zone, for a date input. */
function localDay(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A deadline day means the end of that day where the sender is. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/**
 * Spaces, dashes and brackets people type in phone numbers, left out while typing because the
 * draft is saved as it is typed and keeps E.164's characters; on leaving the field, the number
 * becomes E.164 in the organization's country (lib/phone).
 */
const compactPhone = (typed: string) => typed.replace(/[\s\-()./]/g, "");

/**
 * A document's title, delivery, verification, deadline and signers; a form template's name and
 * how many recipients it has (they are named when a document is made from it).
 */
export function SendingSettings({
  kind,
  draft,
  blocks,
  templateRecipients,
  onDraftChange,
  onTemplateRecipientsChange,
}: {
  kind: "DOCUMENT" | "TEMPLATE";
  draft: FormDraft;
  blocks: readonly FormBlock[];
  templateRecipients: number;
  onDraftChange: (change: (draft: FormDraft) => FormDraft) => void;
  onTemplateRecipientsChange: (count: number) => void;
}) {
  const phoneCountry = usePhoneCountry();
  const hasBlocks = (signOrder: number) => blocks.some((block) => block.signOrder === signOrder);
  const set = (patch: Partial<FormDraft>) => onDraftChange((current) => ({ ...current, ...patch }));
  const withoutRecipient = (current: FormDraft, signOrder: number): FormDraft => ({
    ...current,
    signers: current.signers
      .filter((signer) => signer.signOrder !== signOrder)
      .map((signer) => (signer.signOrder > signOrder ? { ...signer, signOrder: signer.signOrder - 1 } : signer)),
    definition: { blocks: removeRecipient(current.definition?.blocks ?? [], signOrder) },
  });

  return (
    <Card className="space-y-4 p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <label htmlFor="form-subject" className={LABEL}>
            {kind === "DOCUMENT" ? "Title" : "Template name"}
          </label>
          <Input id="form-subject" value={draft.subject ?? ""} maxLength={300} onChange={(event) => set({ subject: event.target.value || undefined })} className="mt-1" />
        </div>
        {kind === "DOCUMENT" && (
          <>
            <div>
              <label htmlFor="form-delivery" className={LABEL}>
                How recipients get it
              </label>
              <Select id="form-delivery" value={draft.delivery ?? ""} onChange={(event) => set({ delivery: (event.target.value || undefined) as FormDraft["delivery"] })} className="mt-1">
                <option value="">Choose…</option>
                <option value="PRIVATE_LINK">A private link you share yourself</option>
                <option value="EMAIL">By email, one after the other</option>
              </Select>
            </div>
            <div>
              <label htmlFor="form-auth" className={LABEL}>
                Identity check
              </label>
              <Select id="form-auth" value={draft.authPolicy ?? "AES_OTP"} onChange={(event) => set({ authPolicy: event.target.value as FormDraft["authPolicy"] })} className="mt-1">
                <option value="SES_LINK_ONLY">{AUTH_POLICY_LABELS.SES_LINK_ONLY}</option>
                <option value="AES_OTP">{AUTH_POLICY_LABELS.AES_OTP}</option>
              </Select>
            </div>
            <div>
              <label htmlFor="form-deadline" className={LABEL}>
                Sign by
              </label>
              <Input
                id="form-deadline"
                type="date"
                value={localDay(draft.expiresAt)}
                min={localDay(new Date().toISOString())}
                onChange={(event) => set({ expiresAt: event.target.value ? endOfDay(event.target.value) : undefined })}
                className="mt-1"
              />
            </div>
          </>
        )}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">Recipients, in signing order</legend>
        {kind === "TEMPLATE" ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>
              {templateRecipients === 1 ? "1 recipient" : `${templateRecipients} recipients`}, named when a document is made from this template.
            </span>
            <Button variant="secondary" size="sm" disabled={templateRecipients >= 50} onClick={() => onTemplateRecipientsChange(templateRecipients + 1)}>
              Add recipient
            </Button>
            <WhyDisabled reason={hasBlocks(templateRecipients) ? BLOCKED : null}>
              <Button
                variant="ghost"
                size="sm"
                disabled={templateRecipients <= 1 || hasBlocks(templateRecipients)}
                onClick={() => onTemplateRecipientsChange(templateRecipients - 1)}
              >
                Remove recipient {templateRecipients}
              </Button>
            </WhyDisabled>
          </div>
        ) : (
          <>
            {draft.signers.length === 0 && <p className="text-sm text-slate-600">No recipients yet.</p>}
            <ol className="space-y-3">
              {draft.signers.map((signer, index) => {
                const id = (part: string) => `recipient-${signer.signOrder}-${part}`;
                const change = (patch: Partial<typeof signer>) =>
                  onDraftChange((current) => ({ ...current, signers: current.signers.map((item) => (item.signOrder === signer.signOrder ? { ...item, ...patch } : item)) }));
                const blocked = hasBlocks(signer.signOrder) && draft.signers.length > 1;
                return (
                  <li key={signer.signOrder} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[2rem_repeat(3,minmax(0,1fr))_auto] sm:items-end">
                    <span className="text-sm font-semibold text-slate-700" aria-hidden="true">
                      {index + 1}.
                    </span>
                    <div>
                      <label htmlFor={id("name")} className={LABEL}>
                        Name
                      </label>
                      <Input id={id("name")} value={signer.name} maxLength={200} autoComplete="off" onChange={(event) => change({ name: event.target.value })} className="mt-1" />
                    </div>
                    <div>
                      <label htmlFor={id("email")} className={LABEL}>
                        Email {draft.delivery !== "EMAIL" && <span className="font-normal text-slate-600">(optional)</span>}
                      </label>
                      <Input
                        id={id("email")}
                        type="email"
                        value={signer.email ?? ""}
                        maxLength={254}
                        autoComplete="off"
                        onChange={(event) => change({ email: event.target.value.trim() || undefined })}
                        className="mt-1"
                      />
                    </div>
                    <div>
                      <label htmlFor={id("phone")} className={LABEL}>
                        Mobile number {draft.authPolicy === "SES_LINK_ONLY" && <span className="font-normal text-slate-600">(optional)</span>}
                      </label>
                      <Input
                        id={id("phone")}
                        type="tel"
                        inputMode="tel"
                        placeholder="+49 151 12345678"
                        value={signer.phoneE164 ?? ""}
                        autoComplete="off"
                        onChange={(event) => change({ phoneE164: compactPhone(event.target.value) || undefined })}
                        onBlur={(event) => {
                          const e164 = toE164(event.target.value, phoneCountry);
                          if (e164) change({ phoneE164: e164 });
                        }}
                        className="mt-1"
                      />
                    </div>
                    <WhyDisabled reason={blocked ? BLOCKED : null}>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={blocked}
                        aria-label={`Remove recipient ${index + 1}`}
                        onClick={() => onDraftChange((current) => withoutRecipient(current, signer.signOrder))}
                      >
                        Remove
                      </Button>
                    </WhyDisabled>
                  </li>
                );
              })}
            </ol>
            <Button
              variant="secondary"
              size="sm"
              disabled={draft.signers.length >= 50}
              onClick={() => onDraftChange((current) => ({ ...current, signers: [...current.signers, { signOrder: current.signers.length + 1, name: "" }] }))}
            >
              Add recipient
            </Button>
          </>
        )}
      </fieldset>
    </Card>
  );
}

const BLOCKED = "Move or remove this recipient's blocks first";

