"use client";

import { PLAN_LIMITS } from "@/lib/plans";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { organizationRegion } from "@/lib/regional/organization-region";
import type { TemplateDefinition } from "@/lib/schemas/templates";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { describedBy } from "../../forms/field-errors";
import { warningOf } from "../../forms/print-warnings";
import { usePrintWarnings } from "../../forms/use-print-warnings";
import { QueryError } from "../../forms/query-error";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { appCodeOf, serverErrorMessages } from "../../forms/server-error-messages";
import { languageName, PLAN_NAMES } from "../../organization-labels";
import { ChoiceCards, type Choice } from "../../processes/new/choice-cards";
import { Textarea } from "../../processes/textarea";
import { inputIndexOfRow } from "../../observers/observer-rows";
import { ObserversFieldset } from "../../observers/observers-fieldset";
import { InputDataField } from "./input-data-field";
import { PrefillField } from "./prefill-field";
import { SignerFields } from "./signer-fields";
import {
  dayAfter,
  initialValues,
  placeSentences,
  prefillableFields,
  printedTexts,
  rolesInOrder,
  startProblems,
  toStartInput,
  type Delivery,
  type ProblemTarget,
  type Problems,
  type SignerValues,
  type StartFormValues,
} from "./start-form";

const SIGNER_LABELS: Record<string, string> = { name: "Name", email: "Email", phoneE164: "Mobile number", locale: "Language" };
const FORM_LABELS: Record<string, string> = { subject: "Subject", message: "Message", expiresAt: "Signing deadline", policy: "" };

/** A control's id for a problem target ("data.customer.name" → "use-data--customer--name"). */
const idOf = (target: ProblemTarget) => `use-${target.replaceAll(".", "--")}`;

export interface UsableTemplate {
  id: string;
  name: string;
  latestVersion: number;
}

/** Loads the latest published version, then shows the form built from its definition. */
export function UseTemplateForm({ template, me }: { template: UsableTemplate; me: { name: string; email: string } }) {
  const trpc = useTRPC();
  const version = useQuery(trpc.templates.version.queryOptions({ id: template.id, number: template.latestVersion }));
  const organization = useQuery(trpc.organization.get.queryOptions());
  if (version.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the template…
      </p>
    );
  if (version.isError) return <QueryError error={version.error} onRetry={() => void version.refetch()} />;
  return <StartForm template={template} definition={version.data.definition} me={me} organization={organization.data} />;
}

function StartForm({
  template,
  definition,
  me,
  organization,
}: {
  template: UsableTemplate;
  definition: TemplateDefinition;
  me: { name: string; email: string };
  /** Undefined while it loads. */
  organization: Pick<OrganizationRecord, "plan" | "defaultLanguage"> | undefined;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const start = useMutation(trpc.templates.startSigning.mutationOptions());
  const [values, setValues] = useState<StartFormValues>(() => initialValues(definition, template.name));
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<{ fields: Problems; form: string[] }>({ fields: new Map(), form: [] });
  const formRef = useRef<HTMLFormElement>(null);
  const observerKeys = useRef(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const roles = useMemo(() => rolesInOrder(definition), [definition]);
  const prefillable = useMemo(() => prefillableFields(definition), [definition]);
  const roleLabel = (key: string) => roles.find((role) => role.key === key)?.label ?? key;
  const labelOf = (target: ProblemTarget): string => {
    const [root, ...rest] = target.split(".");
    if (root === "data") return definition.inputSchema.find((entry) => entry.key === rest.join("."))?.label ?? target;
    if (root === "signers") return SIGNER_LABELS[rest[rest.length - 1]!] ?? target;
    if (root === "fieldPrefills") return "Suggested value";
    if (root === "observers") return rest[rest.length - 1] === "name" ? "Name" : "Email";
    return FORM_LABELS[root!] ?? target;
  };

  const plan = organization?.plan;
  const smsAllowed = plan !== undefined && PLAN_LIMITS[plan].smsSigning;
  const self = values.delivery === "CURRENT_USER";
  const region = organizationRegion(organization);
  const clientProblems = startProblems(definition, values, me, labelOf, region);
  const printWarnings = usePrintWarnings(printedTexts(definition, values));
  const warningAt = (target: ProblemTarget) => warningOf(printWarnings, target);
  const errorOf = (target: ProblemTarget) => (checked ? clientProblems.fields.get(target) : undefined) ?? serverProblems.fields.get(target);
  const formProblems = [...(checked ? clientProblems.form : []), ...serverProblems.form];
  const set = (changes: Partial<StartFormValues>) => setValues((previous) => ({ ...previous, ...changes }));
  const setSigner = (key: string, changes: Partial<SignerValues>) =>
    setValues((previous) => ({ ...previous, signers: { ...previous.signers, [key]: { ...previous.signers[key]!, ...changes } } }));

  const deliveryChoices: Choice<Delivery>[] = [
    { value: "EMAIL", title: "Send by email", description: "Each signer gets a link by email when it is their turn." },
    {
      value: "KIOSK",
      title: "Sign in person on this device (kiosk)",
      description: "Signers sign one after the other on this device or a tablet you hand over.",
    },
    {
      value: "CURRENT_USER",
      title: "I sign it myself",
      description: "You are the only signer and sign here, signed in as yourself.",
      unavailable: roles.length === 1 ? undefined : `Only for templates with one signer; this one has ${roles.length}.`,
    },
  ];

  /** Moves focus to the first control with a problem, or to the alert above the form. */
  function focusFirstProblem() {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else alertRef.current?.focus();
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setServerProblems({ fields: new Map(), form: [] });
    if (clientProblems.fields.size > 0 || clientProblems.form.length > 0) {
      focusFirstProblem();
      return;
    }
    const input = toStartInput(definition, values, me, region);
    try {
      const created = await start.mutateAsync({ id: template.id, ...input });
      void queryClient.invalidateQueries({ queryKey: trpc.signingProcesses.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.templates.catalogue.queryKey() });
      router.push(`/processes/${created.id}`);
    } catch (error) {
      const code = appCodeOf(error);
      if (code === "PLAN_FEATURE_UNAVAILABLE") {
        setServerProblems({ fields: new Map([["policy", serverErrorMessages(error).join(" ")]]), form: [] });
      } else {
        setServerProblems(placeSentences(serverErrorMessages(error), definition, input, labelOf));
      }
      focusFirstProblem();
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      {formProblems.length > 0 && (
        <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
          <ServerErrorAlert messages={formProblems} />
        </div>
      )}
      {checked && formProblems.length === 0 && clientProblems.fields.size > 0 && (
        <p className="sr-only" role="status">
          Some details need your attention; each is marked beside its field.
        </p>
      )}

      {definition.inputSchema.length > 0 && (
        <Section title="Details for this document" description="They are filled into the document before anyone signs.">
          <div className="grid gap-4 md:grid-cols-2">
            {definition.inputSchema.map((entry) => (
              <InputDataField
                key={entry.key}
                id={idOf(`data.${entry.key}`)}
                entry={entry}
                value={values.data[entry.key]}
                error={errorOf(`data.${entry.key}`)}
                warning={warningAt(`data.${entry.key}`)}
                onChange={(value) => set({ data: { ...values.data, [entry.key]: value } })}
              />
            ))}
          </div>
        </Section>
      )}

      <Section title="How it is signed">
        <div className="space-y-4">
          <ChoiceCards
            name="use-delivery"
            legend="Choose how the signers sign"
            choices={deliveryChoices}
            value={values.delivery}
            onChange={(delivery) => set({ delivery })}
          />
          {!self && (
            <div className="space-y-1">
              <label htmlFor={idOf("policy")} className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  id={idOf("policy")}
                  type="checkbox"
                  checked={values.sms && smsAllowed}
                  disabled={!smsAllowed}
                  onChange={(event) => set({ sms: event.target.checked })}
                  className="h-4 w-4 accent-indigo-600"
                  aria-describedby={`${idOf("policy")}-help`}
                  aria-invalid={errorOf("policy") ? true : undefined}
                />
                Ask for an SMS code
              </label>
              <p id={`${idOf("policy")}-help`} className="text-xs text-slate-600">
                {plan === undefined
                  ? "Checking whether your plan includes it…"
                  : smsAllowed
                    ? "Signers also enter a code sent to their mobile phone before they sign, which ties each signature to that phone."
                    : `Needs the Pro or Enterprise plan; your organization is on ${PLAN_NAMES[plan]}. The operator of this installation changes plans in Settings.`}
              </p>
              {errorOf("policy") && (
                <p role="alert" className="text-xs text-red-700">
                  {errorOf("policy")}
                </p>
              )}
            </div>
          )}
        </div>
      </Section>

      <Section
        title={roles.length === 1 ? "Signer" : "Signers"}
        description={roles.length > 1 ? "They sign one after the other, in this order." : undefined}
      >
        <ol aria-label="Signers in signing order" className="space-y-4">
          {roles.map((role, index) => (
            <SignerFields
              key={role.key}
              role={role}
              number={index + 1}
              values={values.signers[role.key]!}
              errorOf={errorOf}
              warningAt={warningAt}
              idOf={idOf}
              emailRequired={values.delivery === "EMAIL"}
              phoneRequired={values.sms && smsAllowed && !self}
              me={self ? me : null}
              organizationLanguage={organization ? languageName(organization.defaultLanguage) : "English"}
              onChange={(changes) => setSigner(role.key, changes)}
            />
          ))}
        </ol>
      </Section>

      {prefillable.length > 0 && (
        <Section title="Suggested values (optional)" description="Signers find these already filled in and can change them.">
          <div className="grid gap-4 md:grid-cols-2">
            {prefillable.map((field) => (
              <PrefillField
                key={field.key}
                id={idOf(`fieldPrefills.${field.key}`)}
                field={field}
                roleLabel={roleLabel(field.roleKey)}
                value={values.prefills[field.key] ?? ""}
                error={errorOf(`fieldPrefills.${field.key}`)}
                warning={warningAt(`fieldPrefills.${field.key}`)}
                onChange={(value) => set({ prefills: { ...values.prefills, [field.key]: value } })}
              />
            ))}
          </div>
        </Section>
      )}

      <Section title="Message">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <Field
              id={idOf("subject")}
              label="Subject"
              help="Signers see it in the invitation and on the signing page; the certificate prints it."
              error={errorOf("subject")}
              warning={warningAt("subject")}
            >
              <Input
                id={idOf("subject")}
                value={values.subject}
                maxLength={300}
                onChange={(event) => set({ subject: event.target.value })}
                {...describedBy(idOf("subject"), errorOf("subject"), true, warningAt("subject"))}
              />
            </Field>
          </div>
          <div className="md:col-span-2">
            <Field
              id={idOf("message")}
              label="Message (optional)"
              help="A few words for the signers, shown with the document."
              error={errorOf("message")}
            >
              <Textarea
                id={idOf("message")}
                rows={3}
                value={values.message}
                maxLength={5000}
                onChange={(event) => set({ message: event.target.value })}
                {...describedBy(idOf("message"), errorOf("message"), true)}
              />
            </Field>
          </div>
          <Field
            id={idOf("expiresAt")}
            label="Signing deadline"
            help="Signers can sign until the end of this day, in your time zone."
            error={errorOf("expiresAt")}
          >
            <Input
              id={idOf("expiresAt")}
              type="date"
              value={values.expiresOn}
              min={dayAfter(new Date(), 0)}
              required
              onChange={(event) => set({ expiresOn: event.target.value })}
              {...describedBy(idOf("expiresAt"), errorOf("expiresAt"), true)}
            />
          </Field>
        </div>
      </Section>

      <ObserversFieldset
        rows={values.observers}
        errorOf={(rowKey, part) => {
          const index = inputIndexOfRow(values.observers, rowKey);
          return index === undefined ? undefined : errorOf(`observers.${index}.${part}`);
        }}
        newKey={() => `observer-${++observerKeys.current}`}
        onChange={(observers) => set({ observers })}
      />

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? "Sending…" : self ? "Create and sign" : "Send for signing"}
        </Button>
        {printWarnings.length > 0 && (
          <p className="w-full text-sm text-amber-900">
            <span aria-hidden="true">⚠ </span>
            {printWarnings.length === 1 ? "One text" : `${printWarnings.length} texts`} above cannot be printed in full in the PDF, as marked beside each. You can still send.
          </p>
        )}
        <p className="text-sm text-slate-600">
          From version {template.latestVersion} of “{template.name}”.
        </p>
      </div>
    </form>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <CardHeader title={title} description={description} />
      {children}
    </Card>
  );
}
