"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { SignerRole } from "@/lib/schemas/templates";
import { PHONE_HELP, PHONE_MAX_TYPED } from "../../forms/contact-rules";
import { describedBy } from "../../forms/field-errors";
import { LanguageField } from "../../processes/new/signer-row";
import type { SignerValues } from "./start-form";

/** The person who signs for one role: name, email, mobile phone and language. */
export function SignerFields({
  role,
  number,
  values,
  errorOf,
  warningAt,
  idOf,
  emailRequired,
  phoneRequired,
  me,
  organizationLanguage,
  onChange,
}: {
  role: SignerRole;
  number: number;
  values: SignerValues;
  errorOf: (target: string) => string | undefined;
  /** Text the PDF cannot print (forms/use-print-warnings.ts). */
  warningAt: (target: string) => string | undefined;
  idOf: (target: string) => string;
  emailRequired: boolean;
  phoneRequired: boolean;
  /** Set when the signed-in user signs themselves. */
  me: { name: string; email: string } | null;
  organizationLanguage: string;
  onChange: (changes: Partial<SignerValues>) => void;
}) {
  const target = (name: string) => `signers.${role.key}.${name}`;
  const headingId = idOf(target("heading"));
  const nameError = errorOf(target("name"));
  const nameWarning = warningAt(target("name"));
  const emailError = errorOf(target("email"));
  const phoneError = errorOf(target("phoneE164"));
  return (
    <li className="rounded-md border border-slate-200 bg-white p-4">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <span className="text-slate-500">Signer {number} · </span>
          {role.label}
        </h3>
        {me ? (
          <p className="mt-1 text-sm text-slate-700">
            You sign this yourself: {me.name} · {me.email}
          </p>
        ) : null}
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {!me && (
            <>
              <Field id={idOf(target("name"))} label="Name" error={nameError} warning={nameWarning}>
                <Input
                  id={idOf(target("name"))}
                  value={values.name}
                  maxLength={200}
                  required
                  autoComplete="off"
                  onChange={(event) => onChange({ name: event.target.value })}
                  {...describedBy(idOf(target("name")), nameError, false, nameWarning)}
                />
              </Field>
              <Field
                id={idOf(target("email"))}
                label={emailRequired ? "Email" : "Email (optional)"}
                help={emailRequired ? "The invitation goes here." : undefined}
                error={emailError}
              >
                <Input
                  id={idOf(target("email"))}
                  type="email"
                  value={values.email}
                  maxLength={254}
                  required={emailRequired}
                  autoComplete="off"
                  onChange={(event) => onChange({ email: event.target.value })}
                  {...describedBy(idOf(target("email")), emailError, emailRequired)}
                />
              </Field>
              <Field
                id={idOf(target("phoneE164"))}
                label={phoneRequired ? "Mobile number" : "Mobile number (optional)"}
                help={PHONE_HELP}
                error={phoneError}
              >
                <Input
                  id={idOf(target("phoneE164"))}
                  type="tel"
                  inputMode="tel"
                  value={values.phoneE164}
                  maxLength={PHONE_MAX_TYPED}
                  required={phoneRequired}
                  autoComplete="off"
                  onChange={(event) => onChange({ phoneE164: event.target.value })}
                  {...describedBy(idOf(target("phoneE164")), phoneError, true)}
                />
              </Field>
            </>
          )}
          <LanguageField
            id={idOf(target("locale"))}
            value={values.locale}
            organizationLanguage={organizationLanguage}
            onChange={(locale) => onChange({ locale })}
          />
        </div>
      </section>
    </li>
  );
}
