"use client";

import { PLAN_LIMITS } from "@/lib/plans";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { describedBy } from "../../forms/field-errors";
import { warningOf, type PrintWarning } from "../../forms/print-warnings";
import { PLAN_NAMES } from "../../organization-labels";
import { Textarea } from "../textarea";
import { ChoiceCards, type Choice } from "./choice-cards";
import { issueText, type AuthPolicyChoice, type DispatchModeChoice, type DraftIssues, type ProcessDraft } from "./process-draft";

type Plan = OrganizationRecord["plan"];


const DISPATCH_CHOICES: Choice<DispatchModeChoice>[] = [
  { value: "EMAIL", title: "Email", description: "Each signer gets a link by email when it is their turn." },
  { value: "KIOSK", title: "Kiosk", description: "Signers sign one after the other on a tablet you hand over." },
  { value: "CURRENT_USER", title: "I sign myself", description: "You are the only signer and sign here, signed in as yourself." },
];

/** Step 2: what the signers are told, until when they can sign, and how they are reached. */
export function DetailsStep({
  draft,
  issues,
  plan,
  printWarnings,
  onChange,
}: {
  draft: ProcessDraft;
  issues: DraftIssues;
  /** The organization's plan; undefined while it loads. */
  plan: Plan | undefined;
  /** Text the PDFs cannot print (use-print-warnings.ts). */
  printWarnings: readonly PrintWarning[];
  onChange: (changes: Partial<ProcessDraft>) => void;
}) {
  const subjectError = issueText(issues, "subject", "Subject");
  const messageError = issueText(issues, "message", "Message");
  const expiresError = issueText(issues, "expiresAt", "Expires");
  const subjectWarning = warningOf(printWarnings, "subject");
  const authChoices: Choice<AuthPolicyChoice>[] = [
    { value: "SES_LINK_ONLY", title: "Link only", description: "Whoever opens the signing link can sign (simple electronic signature)." },
    {
      value: "AES_OTP",
      title: "Link and SMS code",
      description: "Signers also enter a code sent to their mobile phone, which ties each signature to that phone.",
      unavailable:
        plan === undefined
          ? "Checking whether your plan includes it…"
          : PLAN_LIMITS[plan].smsSigning
            ? undefined
            : `Needs the Pro or Enterprise plan; your organization is on ${PLAN_NAMES[plan]}. The operator of this installation changes plans in Settings.`,
    },
  ];

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <Field
            id="process-subject"
            label="Subject"
            help="Signers see it in the invitation and on the signing page; the certificate prints it."
            error={subjectError}
            warning={subjectWarning}
          >
            <Input
              id="process-subject"
              value={draft.subject}
              maxLength={300}
              required
              onChange={(event) => onChange({ subject: event.target.value })}
              {...describedBy("process-subject", subjectError, true, subjectWarning)}
            />
          </Field>
        </div>
        <div className="md:col-span-2">
          <Field id="process-message" label="Message (optional)" help="A few words for the signers, shown with the document." error={messageError}>
            <Textarea
              id="process-message"
              rows={3}
              value={draft.message}
              maxLength={5000}
              onChange={(event) => onChange({ message: event.target.value })}
              {...describedBy("process-message", messageError, true)}
            />
          </Field>
        </div>
        <Field id="process-expires" label="Expires" help="In your local time. Unsigned processes expire then." error={expiresError}>
          <Input
            id="process-expires"
            type="datetime-local"
            value={draft.expiresAtLocal}
            required
            onChange={(event) => onChange({ expiresAtLocal: event.target.value })}
            {...describedBy("process-expires", expiresError, true)}
          />
        </Field>
      </div>
      <ChoiceCards name="dispatch-mode" legend="How signers sign" choices={DISPATCH_CHOICES} value={draft.dispatchMode} onChange={(dispatchMode) => onChange({ dispatchMode })} />
      {draft.dispatchMode === "CURRENT_USER" ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          You sign signed in to Signet, so no SMS code is asked of you: the signing link alone is used.
        </p>
      ) : (
        <ChoiceCards name="auth-policy" legend="How signers prove who they are" choices={authChoices} value={draft.authPolicy} onChange={(authPolicy) => onChange({ authPolicy })} />
      )}
    </div>
  );
}
