/**
 * The process being put together in /processes/new, step by step, and its translation into the
 * shared create schema's input. The one schema checks it in the browser (per step) and on the
 * server; the browser words its rules plainly (plain-rule.ts), keeping those the schema wrote.
 */
import type { DraftStepName } from "@/lib/schemas/process-drafts";
import type { CreateSigningProcessInput } from "@/lib/schemas/signing-processes";
import { createSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { normalizedPhoneInput, type PhoneCountry } from "@/lib/phone/phone-number";
import { readsAsPlainWords } from "@/lib/wording/plain-words";
import { contactRule } from "../../forms/contact-rules";
import { plainRule } from "../../forms/plain-rule";
import type { PrintedText } from "../../forms/print-warnings";
import type { DraftField } from "../field-editor/field-editor-state";
import type { Language } from "@/lib/languages";
import { toObserversInput, type ObserverRow } from "../../observers/observer-rows";

export type DispatchModeChoice = "EMAIL" | "KIOSK" | "CURRENT_USER";
export type AuthPolicyChoice = "AES_OTP" | "SES_LINK_ONLY";
/** "" leaves the language unchosen (lib/i18n/signer-language.ts). */
export type LocaleChoice = "" | Language;

export interface DraftSigner {
  /** Stable across reordering; fields point at it. */
  key: string;
  name: string;
  email: string;
  /** As typed ("0151 2345 6789"); sent in E.164 (lib/phone). */
  phoneE164: string;
  roleLabel: string;
  /** Empty: the organization's language. */
  locale: LocaleChoice;
}

export interface ProcessDraft {
  sourcePdfAssetId: string;
  subject: string;
  message: string;
  /** The reader's wall-clock time, as a datetime-local input holds it ("2025-06-01T17:00"). */
  expiresAtLocal: string;
  dispatchMode: DispatchModeChoice;
  authPolicy: AuthPolicyChoice;
  signers: DraftSigner[];
  /** The signed-in user, the one signer under CURRENT_USER (the server uses their account's name and email). */
  currentUser: DraftSigner;
  /** "Send a copy to": never sign, get the outcome. */
  observers: ObserverRow[];
}

export type DraftStep = DraftStepName;

const DAY_MS = 86_400_000;
export const DEFAULT_EXPIRY_DAYS = 14;

/** A Date as a datetime-local value in the reader's time zone, to the minute. */
export function toLocalInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; undefined when empty or not a date. */
export function localInputToIso(value: string): string | undefined {
  if (value.trim() === "") return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

export function defaultExpiry(now = new Date()): string {
  return toLocalInputValue(new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * DAY_MS));
}

export function emptySigner(key: string, fill: Partial<DraftSigner> = {}): DraftSigner {
  return { key, name: "", email: "", phoneE164: "", roleLabel: "", locale: "", ...fill };
}

const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The signers who will be asked: CURRENT_USER means the signed-in user alone. */
export function effectiveSigners(draft: ProcessDraft): DraftSigner[] {
  return draft.dispatchMode === "CURRENT_USER" ? [draft.currentUser] : draft.signers;
}

/** What of the wizard's text the certificate prints: the subject, each signer's name and role. */
export function printedTexts(draft: ProcessDraft): PrintedText[] {
  return [
    { key: "subject", label: "Subject", text: draft.subject, place: "certificate" },
    ...effectiveSigners(draft).flatMap((signer, index): PrintedText[] => [
      { key: `signers.${index}.name`, label: `Signer ${index + 1}’s name`, text: signer.name, place: "certificate" },
      { key: `signers.${index}.roleLabel`, label: `Signer ${index + 1}’s role`, text: signer.roleLabel, place: "certificate" },
    ]),
  ];
}

/** `phoneCountry`: where a number typed without "+" is from (the organization's country). */
export function toCreateInput(draft: ProcessDraft, fields: DraftField[], phoneCountry: PhoneCountry): CreateSigningProcessInput {
  const signers = effectiveSigners(draft);
  const orderOf = new Map(signers.map((signer, index) => [signer.key, index + 1]));
  return {
    dispatchMode: draft.dispatchMode,
    sourcePdfAssetId: draft.sourcePdfAssetId,
    subject: draft.subject.trim(),
    message: optional(draft.message),
    // Note: "" rather than undefined when unset, so that zod still runs the cross-field rules
    // (a missing value would stop it before them, and the signers step would hide its problems).
    expiresAt: localInputToIso(draft.expiresAtLocal) ?? "",
    // Signing in person as oneself asks for no SMS code, whatever the policy says.
    authPolicy: draft.dispatchMode === "CURRENT_USER" ? "SES_LINK_ONLY" : draft.authPolicy,
    signers: signers.map((signer, index) => ({
      signOrder: index + 1,
      name: signer.name.trim(),
      email: optional(signer.email),
      phoneE164: optional(normalizedPhoneInput(signer.phoneE164, phoneCountry)),
      roleLabel: optional(signer.roleLabel),
      locale: optional(signer.locale),
    })),
    fields: fields.map((field) => ({
      assignedSignerSignOrder: orderOf.get(field.signerKey) ?? 1,
      type: field.type,
      label: field.label.trim(),
      required: field.autofill ? false : field.required,
      ...(field.autofill ? { autofill: field.autofill } : {}),
      page: field.page,
      x: field.x,
      y: field.y,
      w: field.w,
      h: field.h,
    })),
    observers: toObserversInput(draft.observers),
  };
}

/** Every broken rule, keyed by its dotted path ("signers.0.email") with the rule's words. */
export type DraftIssues = Map<string, string>;

/**
 * The schema's own sentences for a signer's contact details, and any of its custom rules that
 * name raw values (they are worded for API callers), are replaced by the dashboard's words.
 */
function ruleWords(issue: { code: string; path: PropertyKey[]; message: string }): string {
  return contactRule(issue) ?? (readsAsPlainWords(issue.message) ? issue.message : "is not valid");
}

export function draftIssues(draft: ProcessDraft, fields: DraftField[], phoneCountry: PhoneCountry): DraftIssues {
  const parsed = createSigningProcessSchema.safeParse(toCreateInput(draft, fields, phoneCountry), { error: plainRule });
  const issues: DraftIssues = new Map();
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const path = issue.path.length === 0 ? "body" : issue.path.map(String).join(".");
    if (!issues.has(path)) issues.set(path, ruleWords(issue));
  }
  return issues;
}

const STEP_OF_ROOT: Record<string, DraftStep> = {
  sourcePdfAssetId: "document",
  subject: "details",
  message: "details",
  expiresAt: "details",
  dispatchMode: "details",
  authPolicy: "details",
  signers: "signers",
  fields: "fields",
  observers: "signers",
};

/** The issues a step is responsible for, so that "Next" only stops at what is on screen. */
export function issuesOfStep(issues: DraftIssues, step: DraftStep): DraftIssues {
  return new Map([...issues].filter(([path]) => STEP_OF_ROOT[path.split(".")[0]!] === step));
}

/** "Email is required: the invitation is sent to it": the field's visible label and the rule. */
export function issueText(issues: DraftIssues, path: string, label: string): string | undefined {
  const rule = issues.get(path);
  return rule === undefined ? undefined : `${label} ${rule}`;
}
