/**
 * The "Use template" form's state and its translation into start-signing's input: the values
 * typed for the version's input schema become the nested `data` object (customer.name →
 * {customer: {name}}), the plain policy choices become the policy, and every problem, the
 * browser's or the server's, is keyed by the form control it belongs to.
 */
import { startSigningSchema, type InputSchemaEntry, type StartPolicy, type TemplateDefinition } from "@/lib/schemas/templates";
import { parseLocaleNumber } from "@/lib/numbers/locale-number";
import { normalizedPhoneInput } from "@/lib/phone/phone-number";
import type { OrganizationRegion } from "@/lib/regional/organization-region";
import { inputDataProblems } from "@/lib/templates/start-values";
import type { z } from "zod";
import { contactRule } from "../../forms/contact-rules";
import { plainRule } from "../../forms/plain-rule";
import type { PrintedText } from "../../forms/print-warnings";
import { dayEndIso } from "../../processes/list/created-range";
import type { Language } from "@/lib/languages";
import { toObserversInput, type ObserverRow } from "../../observers/observer-rows";

export type Delivery = "EMAIL" | "KIOSK" | "CURRENT_USER";
/** "" leaves the language unchosen (lib/i18n/signer-language.ts). */
export type LocaleChoice = "" | Language;
/** A checkbox field's suggestion: none, ticked or not ticked. */
export type CheckboxSuggestion = "" | "true" | "false";

export interface SignerValues {
  name: string;
  email: string;
  phoneE164: string;
  locale: LocaleChoice;
}

export interface StartFormValues {
  /** By input key; a checkbox entry holds a boolean, every other a string as typed. */
  data: Record<string, string | boolean>;
  /** By role key. */
  signers: Record<string, SignerValues>;
  delivery: Delivery;
  sms: boolean;
  subject: string;
  message: string;
  /** The last day signers can sign, yyyy-mm-dd in the reader's calendar. */
  expiresOn: string;
  /** By signing field key; a date field may hold %TODAY%. */
  prefills: Record<string, string>;
  /** "Send a copy to". */
  observers: ObserverRow[];
}

export type SigningFieldForPrefill = TemplateDefinition["signingFields"][number];

const PREFILLABLE = new Set(["TEXT", "DATE", "CHECKBOX"]);
export const DEFAULT_EXPIRY_DAYS = 14;

/** The signing fields a sender may suggest a value for (a signature is always the signer's own). */
export function prefillableFields(definition: Pick<TemplateDefinition, "signingFields">): SigningFieldForPrefill[] {
  return definition.signingFields.filter((field) => PREFILLABLE.has(field.type));
}

/** The roles in signing order. */
export function rolesInOrder(definition: Pick<TemplateDefinition, "signerRoles">) {
  return [...definition.signerRoles].sort((a, b) => a.signOrder - b.signOrder);
}

/** A date `days` from `now` as yyyy-mm-dd in the reader's calendar. */
export function dayAfter(now: Date, days: number): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function initialValues(
  definition: Pick<TemplateDefinition, "signerRoles" | "inputSchema">,
  templateName: string,
  now = new Date(),
): StartFormValues {
  return {
    data: Object.fromEntries(definition.inputSchema.map((entry) => [entry.key, entry.type === "boolean" ? false : ""])),
    signers: Object.fromEntries(rolesInOrder(definition).map((role) => [role.key, { name: "", email: "", phoneE164: "", locale: "" as const }])),
    delivery: "EMAIL",
    sms: false,
    subject: templateName,
    message: "",
    expiresOn: dayAfter(now, DEFAULT_EXPIRY_DAYS),
    prefills: {},
    observers: [],
  };
}

/**
 * What of the form the PDFs print, keyed as its problems are: the subject and the signers' names
 * on the certificate, the text details in the document, and the suggested text values in the
 * signers' fields. Signing as oneself prints the account's name, which is not typed here.
 */
export function printedTexts(definition: Pick<TemplateDefinition, "signerRoles" | "inputSchema" | "signingFields">, values: StartFormValues): PrintedText[] {
  const signers: PrintedText[] =
    values.delivery === "CURRENT_USER"
      ? []
      : rolesInOrder(definition).map((role) => ({ key: `signers.${role.key}.name`, label: `${role.label}’s name`, text: values.signers[role.key]?.name ?? "", place: "certificate" }));
  const details: PrintedText[] = definition.inputSchema
    .filter((entry) => entry.type === "string")
    .map((entry) => ({ key: `data.${entry.key}`, label: entry.label, text: String(values.data[entry.key] ?? ""), place: "document" }));
  const suggestions: PrintedText[] = prefillableFields(definition)
    .filter((field) => field.type === "TEXT")
    .map((field) => ({ key: `fieldPrefills.${field.key}`, label: `Suggested value for “${field.label.trim() || field.key}”`, text: values.prefills[field.key] ?? "", place: "suggestion" }));
  return [{ key: "subject", label: "Subject", text: values.subject, place: "certificate" }, ...signers, ...details, ...suggestions];
}

/** The plain choices as start-signing's policy. Signing as oneself never asks for an SMS code. */
export function policyOf(delivery: Delivery, sms: boolean): StartPolicy {
  if (delivery === "CURRENT_USER") return "CURRENT_USER_SES_LINK_ONLY";
  return `${delivery}_${sms ? "AES_OTP" : "SES_LINK_ONLY"}`;
}

/** How each policy reads to a person, for sentences of the server that name one. */
export const POLICY_WORDS: Record<StartPolicy, string> = {
  EMAIL_AES_OTP: "“Send by email” with an SMS code",
  EMAIL_SES_LINK_ONLY: "“Send by email”",
  KIOSK_AES_OTP: "“Sign in person on this device” with an SMS code",
  KIOSK_SES_LINK_ONLY: "“Sign in person on this device”",
  CURRENT_USER_SES_LINK_ONLY: "“I sign it myself”",
};

/**
 * A typed value as the input's type wants it; undefined when left empty. Numbers are read as
 * `numberLocale` writes them ("1.250,50" in de-DE). What cannot be read (a number field holding
 * "1e") stays a string, so that the shared rules say what is wrong.
 */
export function typedValue(type: InputSchemaEntry["type"], raw: string | boolean | undefined, numberLocale: string): unknown {
  if (type === "boolean") return raw === true;
  if (typeof raw !== "string" || raw.trim() === "") return undefined;
  if (type === "number") return parseLocaleNumber(raw, numberLocale) ?? raw;
  return type === "string" ? raw : raw.trim();
}

/**
 * The dot-path values as one nested object. Note: each level is set as an own property, so a
 * key such as `__proto__` stays a plain key and never reaches a prototype.
 */
export function nestedData(
  entries: readonly Pick<InputSchemaEntry, "key" | "type">[],
  values: Record<string, string | boolean>,
  numberLocale: string,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const entry of entries) {
    const value = typedValue(entry.type, Object.hasOwn(values, entry.key) ? values[entry.key] : undefined, numberLocale);
    if (value === undefined) continue;
    const parts = entry.key.split(".");
    let level: Record<string, unknown> = data;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const existing = Object.hasOwn(level, part) ? level[part] : undefined;
      const next = last ? value : existing !== null && typeof existing === "object" ? existing : {};
      Object.defineProperty(level, part, { value: next, enumerable: true, writable: true, configurable: true });
      if (!last) level = next as Record<string, unknown>;
    });
  }
  return data;
}

const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The form as start-signing's input, signers in signing order. */
export function toStartInput(
  definition: Pick<TemplateDefinition, "signerRoles" | "inputSchema" | "signingFields">,
  values: StartFormValues,
  me: { name: string; email: string },
  region: OrganizationRegion,
): z.input<typeof startSigningSchema> {
  const roles = rolesInOrder(definition);
  const self = values.delivery === "CURRENT_USER";
  return {
    data: nestedData(definition.inputSchema, values.data, region.numberLocale),
    fieldPrefills: prefillableFields(definition).flatMap((field) => {
      const raw = values.prefills[field.key] ?? "";
      if (raw === "") return [];
      const value = field.type === "CHECKBOX" ? raw === "true" : raw;
      return [{ fieldKey: field.key, value }];
    }),
    signers: roles.map((role) => {
      const signer = values.signers[role.key] ?? { name: "", email: "", phoneE164: "", locale: "" };
      // Signing as oneself: the server signs as the signed-in user whatever is sent.
      if (self) return { roleKey: role.key, name: me.name, email: me.email, locale: optional(signer.locale) };
      return {
        roleKey: role.key,
        name: signer.name.trim(),
        email: optional(signer.email),
        phoneE164: optional(normalizedPhoneInput(signer.phoneE164, region.country)),
        locale: optional(signer.locale),
      };
    }),
    // Note: "" rather than undefined when unset, so the schema says the expiry is required.
    expiresAt: dayEndIso(values.expiresOn) ?? "",
    policy: policyOf(values.delivery, values.sms),
    subject: optional(values.subject),
    message: optional(values.message),
    observers: toObserversInput(values.observers),
  };
}

/**
 * Where a problem shows: `data.<input key>`, `signers.<role key>.<name|email|phoneE164|locale>`,
 * `fieldPrefills.<field key>`, `observers.<index in the input>.<name|email>`, `subject`, `message`, `expiresAt`, `policy`, or `form` for the
 * alert above the form.
 */
export type ProblemTarget = string;
export type Problems = Map<ProblemTarget, string>;

interface Placement {
  target: ProblemTarget;
  /** The rule's words after the path, such as "is required". */
  rule: string;
}

/**
 * Reads the path a sentence starts with ("input.signers.0.email must be…", "data.customer.name is
 * required (Customer name)", "fieldPrefills.1.value must be…") and says which control it concerns.
 */
export function placeSentence(
  sentence: string,
  definition: Pick<TemplateDefinition, "signerRoles" | "inputSchema" | "signingFields">,
  sentInput: Pick<z.input<typeof startSigningSchema>, "fieldPrefills">,
): Placement | null {
  const match = /^(?:input\.)?([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*):? (.+)$/s.exec(sentence);
  if (!match) return null;
  const path = match[1]!.split(".");
  let rule = match[2]!;
  const [root, second, third] = path;
  switch (root) {
    case "subject":
    case "message":
    case "expiresAt":
    case "policy":
      return path.length === 1 ? { target: root, rule } : null;
    case "data": {
      const key = path.slice(1).join(".");
      const entry = definition.inputSchema.find((candidate) => candidate.key === key);
      if (!entry) return null;
      rule = rule.endsWith(` (${entry.label})`) ? rule.slice(0, -` (${entry.label})`.length) : rule;
      return { target: `data.${entry.key}`, rule };
    }
    case "signers": {
      const role = rolesInOrder(definition)[Number(second)];
      if (!role || second === undefined || !/^\d+$/.test(second)) return null;
      if (third === "name" || third === "email" || third === "phoneE164" || third === "locale")
        return { target: `signers.${role.key}.${third}`, rule };
      return null;
    }
    case "observers":
      return second !== undefined && /^\d+$/.test(second) && (third === "name" || third === "email") ? { target: `observers.${second}.${third}`, rule } : null;
    case "fieldPrefills": {
      const sent = second !== undefined && /^\d+$/.test(second) ? sentInput.fieldPrefills?.[Number(second)] : undefined;
      return sent ? { target: `fieldPrefills.${sent.fieldKey}`, rule } : null;
    }
    default:
      return null;
  }
}

/** A server sentence with the policy names it may hold in plain words ("with policy X" reads "for X"). */
export function plainSentence(sentence: string): string {
  return sentence
    .replace(/\bwith policy (?=[A-Z])/g, "for ")
    .replace(
      /\b(?:policy )?(EMAIL_AES_OTP|EMAIL_SES_LINK_ONLY|KIOSK_AES_OTP|KIOSK_SES_LINK_ONLY|CURRENT_USER_SES_LINK_ONLY)\b/g,
      (_, policy: string) => POLICY_WORDS[policy as StartPolicy],
    );
}

/** Sorts sentences onto their controls, each with its visible label first; the rest go to `form`. */
export function placeSentences(
  sentences: readonly string[],
  definition: Pick<TemplateDefinition, "signerRoles" | "inputSchema" | "signingFields">,
  sentInput: Pick<z.input<typeof startSigningSchema>, "fieldPrefills">,
  labelOf: (target: ProblemTarget) => string,
): { fields: Problems; form: string[] } {
  const fields: Problems = new Map();
  const form: string[] = [];
  for (const sentence of sentences) {
    const placed = placeSentence(sentence, definition, sentInput);
    if (!placed) {
      form.push(plainSentence(sentence));
      continue;
    }
    const label = labelOf(placed.target);
    const text = plainSentence(label ? `${label} ${placed.rule}` : placed.rule);
    if (!fields.has(placed.target)) fields.set(placed.target, text.charAt(0).toUpperCase() + text.slice(1));
  }
  return { fields, form };
}

/** Every problem the browser can see before sending: the shared schema's, then the input schema's. */
export function startProblems(
  definition: Pick<TemplateDefinition, "signerRoles" | "inputSchema" | "signingFields">,
  values: StartFormValues,
  me: { name: string; email: string },
  labelOf: (target: ProblemTarget) => string,
  region: OrganizationRegion,
): { fields: Problems; form: string[] } {
  const input = toStartInput(definition, values, me, region);
  const parsed = startSigningSchema.safeParse(input, { error: plainRule });
  const sentences: string[] = [];
  const unplaced: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path.length === 0) unplaced.push(issue.message);
      // The schema words a phone number's format for API callers ("E.164"); the form says what to type.
      else sentences.push(`${issue.path.map(String).join(".")} ${contactRule(issue) ?? issue.message}`);
    }
  }
  sentences.push(...inputDataProblems(definition.inputSchema, input.data));
  sentences.push(...policyNeeds(input));
  const placed = placeSentences(sentences, definition, input, labelOf);
  return { fields: placed.fields, form: [...unplaced, ...placed.form] };
}

/** What a policy asks of every signer (the server checks the same). */
function policyNeeds(input: z.input<typeof startSigningSchema>): string[] {
  const problems: string[] = [];
  const policy = input.policy ?? "EMAIL_AES_OTP";
  input.signers.forEach((signer, index) => {
    if (policy.startsWith("EMAIL_") && !signer.email) problems.push(`signers.${index}.email is required to send by email`);
    if (policy.endsWith("_AES_OTP") && !signer.phoneE164) problems.push(`signers.${index}.phoneE164 is required for an SMS code`);
  });
  return problems;
}
