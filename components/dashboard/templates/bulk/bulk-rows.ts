/**
 * "Send in bulk": a spreadsheet's rows as start-signing bodies. Columns are matched to the
 * template by their headers, in the words a person would write ("Tenant name", "tenant email",
 * "Tenant mobile", "Monthly rent" or the input's key "rent"); each row then becomes the same
 * values the "Use template" form holds, and start-form.ts turns them into the request, so one
 * row and one use of the form make the same process.
 */
import type { startSigningSchema, TemplateDefinition } from "@/lib/schemas/templates";
import type { OrganizationRegion } from "@/lib/regional/organization-region";
import type { z } from "zod";
import { rolesInOrder, toStartInput, type Delivery, type StartFormValues } from "../use/start-form";

type Definition = Pick<TemplateDefinition, "signerRoles" | "inputSchema" | "signingFields">;

/** What a column feeds: a signer's detail for a role, or a template input. */
export type ColumnTarget = { kind: "signer"; roleKey: string; detail: "name" | "email" | "phoneE164" } | { kind: "input"; key: string };

export interface ColumnMapping {
  /** By column header; headers that match nothing are left out. */
  columns: Map<string, ColumnTarget>;
  /** What the template needs and no column gives, in words ("Tenant email"). */
  missing: string[];
}

/** The settings every row shares: how it is delivered, its subject and deadline. */
export interface SharedSettings {
  delivery: Exclude<Delivery, "CURRENT_USER">;
  sms: boolean;
  subject: string;
  message: string;
  expiresOn: string;
}

const DETAIL_WORDS: Record<"name" | "email" | "phoneE164", string[]> = {
  name: ["name", "full name"],
  email: ["email", "e-mail", "email address"],
  phoneE164: ["phone", "mobile", "mobile number", "phone number"],
};
const DETAIL_LABELS = { name: "name", email: "email", phoneE164: "mobile number" } as const;

/** A header as compared: lower case, separators as single spaces. */
export function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.:]+/g, " ")
    .trim();
}

/** Matches headers to roles and inputs; a header matches at most one target, the first it fits. */
export function mapColumns(headers: readonly string[], definition: Definition, delivery: Delivery, sms: boolean): ColumnMapping {
  const wanted = new Map<string, ColumnTarget>();
  const roles = rolesInOrder(definition);
  for (const role of roles) {
    for (const detail of ["name", "email", "phoneE164"] as const) {
      for (const word of DETAIL_WORDS[detail]) {
        for (const prefix of new Set([role.label, role.key])) wanted.set(headerKey(`${prefix} ${word}`), { kind: "signer", roleKey: role.key, detail });
        // One role: "Name" and "Email" alone are that role's.
        if (roles.length === 1) wanted.set(headerKey(word), { kind: "signer", roleKey: role.key, detail });
      }
    }
  }
  for (const entry of definition.inputSchema) {
    wanted.set(headerKey(entry.label), { kind: "input", key: entry.key });
    wanted.set(headerKey(entry.key), { kind: "input", key: entry.key });
  }
  const columns = new Map<string, ColumnTarget>();
  for (const header of headers) {
    const target = wanted.get(headerKey(header));
    if (target && ![...columns.values()].some((taken) => sameTarget(taken, target))) columns.set(header, target);
  }
  const has = (target: ColumnTarget) => [...columns.values()].some((taken) => sameTarget(taken, target));
  const missing: string[] = [];
  for (const role of roles) {
    const needs: ("name" | "email" | "phoneE164")[] = ["name", ...(delivery === "EMAIL" ? (["email"] as const) : []), ...(sms ? (["phoneE164"] as const) : [])];
    for (const detail of needs) if (!has({ kind: "signer", roleKey: role.key, detail })) missing.push(`${role.label} ${DETAIL_LABELS[detail]}`);
  }
  for (const entry of definition.inputSchema) if (entry.required && !has({ kind: "input", key: entry.key })) missing.push(entry.label);
  return { columns, missing };
}

function sameTarget(a: ColumnTarget, b: ColumnTarget): boolean {
  if (a.kind === "input") return b.kind === "input" && a.key === b.key;
  return b.kind === "signer" && a.roleKey === b.roleKey && a.detail === b.detail;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "x"]);

/** One spreadsheet row as the start-signing body the "Use template" form would send. */
export function rowToStartInput(
  row: Record<string, string>,
  mapping: ColumnMapping,
  definition: Definition,
  shared: SharedSettings,
  region: OrganizationRegion,
): z.input<typeof startSigningSchema> {
  const values: StartFormValues = {
    data: {},
    signers: Object.fromEntries(rolesInOrder(definition).map((role) => [role.key, { name: "", email: "", phoneE164: "", locale: "" as const }])),
    delivery: shared.delivery,
    sms: shared.sms,
    subject: shared.subject,
    message: shared.message,
    expiresOn: shared.expiresOn,
    prefills: {},
    observers: [],
  };
  for (const [header, target] of mapping.columns) {
    const cell = (Object.hasOwn(row, header) ? row[header] : undefined) ?? "";
    if (target.kind === "signer") values.signers[target.roleKey]![target.detail] = cell;
    else {
      const entry = definition.inputSchema.find((candidate) => candidate.key === target.key)!;
      values.data[target.key] = entry.type === "boolean" ? TRUE_WORDS.has(cell.trim().toLowerCase()) : cell;
    }
  }
  // No logged-in "me" is involved: bulk sends never sign as the sender.
  return toStartInput(definition, values, { name: "", email: "" }, region);
}
