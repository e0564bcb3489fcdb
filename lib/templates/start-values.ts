/**
 * The values a start-signing request brings (API.md, "Templates"): `data` checked against the
 * version's input schema, and fieldPrefills checked against its signing fields. Pure, so that
 * the "Use template" form shows the server's own sentences.
 */
import type { InputSchemaEntry, TemplateSigningField } from "../schemas/templates";
import { formatLocaleNumber } from "../numbers/locale-number";

export const TODAY = "%TODAY%";
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}

/** The value at a dot path, through own properties only (never a prototype's). */
export function readDataPath(data: unknown, key: string): unknown {
  let current: unknown = data;
  for (const part of key.split(".")) {
    if (current === null || typeof current !== "object" || Array.isArray(current) || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function typeProblem(entry: InputSchemaEntry, value: unknown): string | null {
  switch (entry.type) {
    case "string":
      return typeof value === "string" ? null : "must be text";
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : "must be a number";
    case "boolean":
      return typeof value === "boolean" ? null : "must be true or false";
    case "date":
      return typeof value === "string" && isIsoDate(value) ? null : "must be a date written yyyy-mm-dd";
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Problems of `data`, one sentence per entry. Keys the schema does not declare pass through:
 * an HTML template's Liquid may loop over lists the schema cannot describe.
 */
export function inputDataProblems(inputSchema: readonly InputSchemaEntry[], data: unknown): string[] {
  const problems: string[] = [];
  for (const entry of inputSchema) {
    const value = readDataPath(data, entry.key);
    if (isBlank(value)) {
      if (entry.required) problems.push(`data.${entry.key} is required (${entry.label})`);
      continue;
    }
    const problem = typeProblem(entry, value);
    if (problem) problems.push(`data.${entry.key} ${problem} (${entry.label})`);
  }
  return problems;
}

/**
 * How a Sender field prints its value on the PDF: a number as the organization writes it
 * (`numberLocale`: "1.250,50" in de-DE), a boolean as a cross when true.
 */
export function printedInputValue(value: unknown, numberLocale: string): string {
  if (typeof value === "boolean") return value ? "X" : "";
  if (typeof value === "number") return formatLocaleNumber(value, numberLocale);
  return typeof value === "string" ? value : "";
}

export type PrefillValue = string | boolean;

/**
 * Checks fieldPrefills against the signing fields and answers the value each field starts
 * with. `today` (yyyy-mm-dd, UTC) replaces %TODAY%.
 */
export function resolveFieldPrefills(
  fields: readonly Pick<TemplateSigningField, "key" | "type" | "label" | "autofill">[],
  prefills: readonly { fieldKey: string; value: string | number | boolean }[],
  today: string,
): { values: Map<string, PrefillValue>; problems: string[] } {
  const values = new Map<string, PrefillValue>();
  const problems: string[] = [];
  prefills.forEach(({ fieldKey, value }, index) => {
    const where = `fieldPrefills.${index}`;
    const field = fields.find((candidate) => candidate.key === fieldKey);
    if (!field) return problems.push(`${where}.fieldKey: no signing field has the key "${fieldKey}"`);
    if (values.has(fieldKey)) return problems.push(`${where}.fieldKey: "${fieldKey}" is prefilled more than once`);
    if (field.autofill) return problems.push(`${where}.value cannot be set: the field is filled in with the date of signing`);
    const resolved = prefillFor(field.type, value, today);
    if (typeof resolved === "object") return problems.push(`${where}.value ${resolved.problem}`);
    values.set(fieldKey, resolved);
  });
  return { values, problems };
}

function prefillFor(type: TemplateSigningField["type"], value: string | number | boolean, today: string): PrefillValue | { problem: string } {
  switch (type) {
    case "SIGNATURE":
      return { problem: "cannot be set: SIGNATURE fields are signed, never prefilled" };
    case "TEXT":
      return typeof value === "boolean" ? { problem: "must be text or a number for a TEXT field" } : String(value);
    case "DATE":
      if (value === TODAY) return today;
      return typeof value === "string" && isIsoDate(value) ? value : { problem: `must be a date written yyyy-mm-dd, or ${TODAY}, for a DATE field` };
    case "CHECKBOX":
      return typeof value === "boolean" ? value : { problem: "must be true or false for a CHECKBOX field" };
  }
}
