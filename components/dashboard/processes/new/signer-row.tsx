"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { LANGUAGE_NAMES, LANGUAGES } from "@/lib/languages";
import { PHONE_HELP, PHONE_MAX_TYPED } from "../../forms/contact-rules";
import { describedBy } from "../../forms/field-errors";
import { warningOf, type PrintWarning } from "../../forms/print-warnings";
import { signerColor } from "../field-editor/signer-colors";
import { issueText, type DraftIssues, type DraftSigner, type LocaleChoice } from "./process-draft";

/** One signer's details, with buttons to move them in the order or remove them. */
export function SignerRow({
  signer,
  index,
  count,
  issues,
  printWarnings,
  emailRequired,
  phoneRequired,
  organizationLanguage,
  onChange,
  onMove,
  onRemove,
  children,
}: {
  signer: DraftSigner;
  index: number;
  count: number;
  issues: DraftIssues;
  /** Text the PDFs cannot print (use-print-warnings.ts). */
  printWarnings: readonly PrintWarning[];
  emailRequired: boolean;
  phoneRequired: boolean;
  organizationLanguage: string;
  onChange: (changes: Partial<DraftSigner>) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  /** Shown under the row's title: the question asked before removing a signer with fields. */
  children?: ReactNode;
}) {
  const number = index + 1;
  const id = (name: string) => `signer-${signer.key}-${name}`;
  const error = (name: string, label: string) => issueText(issues, `signers.${index}.${name}`, label);
  const nameError = error("name", "Name");
  const emailError = error("email", "Email");
  const phoneError = error("phoneE164", "Mobile number");
  const roleError = error("roleLabel", "Role");
  const nameWarning = warningOf(printWarnings, `signers.${index}.name`);
  const roleWarning = warningOf(printWarnings, `signers.${index}.roleLabel`);
  const title = `Signer ${number}`;

  return (
    <li className="rounded-md border border-slate-200 bg-white p-4">
      <section aria-labelledby={id("title")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={id("title")} className="flex min-w-0 items-center gap-2 text-base font-semibold text-slate-900">
            <span aria-hidden="true" className={cn("flex h-6 w-6 shrink-0 items-center justify-center rounded-sm text-xs font-bold", signerColor(index).badge)}>
              {number}
            </span>
            <span className="shrink-0 whitespace-nowrap">{title}</span>
            {signer.name.trim() !== "" && <span className="min-w-0 font-normal text-slate-600 [overflow-wrap:anywhere]">· {signer.name.trim()}</span>}
          </h3>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
              Move up<span className="sr-only"> {title}</span>
            </Button>
            <Button variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
              Move down<span className="sr-only"> {title}</span>
            </Button>
            <Button variant="ghost" size="sm" disabled={count === 1} onClick={onRemove} className="text-red-700 hover:bg-red-50">
              Remove<span className="sr-only"> {title}</span>
            </Button>
          </div>
        </div>
        {children}
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <Field id={id("name")} label="Name" error={nameError} warning={nameWarning}>
            <Input
              id={id("name")}
              value={signer.name}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => onChange({ name: event.target.value })}
              {...describedBy(id("name"), nameError, false, nameWarning)}
            />
          </Field>
          <Field id={id("email")} label={emailRequired ? "Email" : "Email (optional)"} help={emailRequired ? "The invitation goes here." : undefined} error={emailError}>
            <Input
              id={id("email")}
              type="email"
              value={signer.email}
              maxLength={254}
              autoComplete="off"
              onChange={(event) => onChange({ email: event.target.value })}
              {...describedBy(id("email"), emailError, emailRequired)}
            />
          </Field>
          <Field
            id={id("phone")}
            label={phoneRequired ? "Mobile number" : "Mobile number (optional)"}
            help={PHONE_HELP}
            error={phoneError}
          >
            <Input
              id={id("phone")}
              type="tel"
              inputMode="tel"
              value={signer.phoneE164}
              maxLength={PHONE_MAX_TYPED}
              autoComplete="off"
              onChange={(event) => onChange({ phoneE164: event.target.value })}
              {...describedBy(id("phone"), phoneError, true)}
            />
          </Field>
          <Field id={id("role")} label="Role (optional)" help="Such as “Tenant” or “Landlord”." error={roleError} warning={roleWarning}>
            <Input
              id={id("role")}
              value={signer.roleLabel}
              maxLength={100}
              onChange={(event) => onChange({ roleLabel: event.target.value })}
              {...describedBy(id("role"), roleError, true, roleWarning)}
            />
          </Field>
          <LanguageField id={id("language")} value={signer.locale} organizationLanguage={organizationLanguage} onChange={(locale) => onChange({ locale })} />
        </div>
      </section>
    </li>
  );
}

/** The language of the signer's emails and signing page. */
export function LanguageField({
  id,
  value,
  organizationLanguage,
  onChange,
}: {
  id: string;
  value: LocaleChoice;
  organizationLanguage: string;
  onChange: (value: LocaleChoice) => void;
}) {
  return (
    <Field
      id={id}
      label="Language"
      help="For the emails and the signing page. Without a choice, emails use the organization's language and the signing page the signer's browser's."
    >
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as LocaleChoice)} {...describedBy(id, undefined, true)}>
        <option value="">Organization default ({organizationLanguage})</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
