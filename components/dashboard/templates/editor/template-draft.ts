/**
 * The template editors' state and the draft definition (API.md, "Templates"), mapped both ways
 * by pure functions. Roles carry a stable id, so renaming a role's key keeps its fields; fields
 * name their role by that id. In the PDF editor a Sender field is a placed box whose key is an
 * input key: its inputSchema entry and its prefillFields box are made from it on save.
 */
import type {
  InputSchemaEntry,
  PrefillField,
  SignerRole,
  TemplateDefinition,
  TemplateDraftPatch,
  TemplateSigningField,
} from "@/lib/schemas/templates";
import { SENDER_KEY, type DraftField, type FieldType, type SenderInputType } from "../../processes/field-editor/field-editor-state";

export interface EditorRole {
  id: string;
  key: string;
  label: string;
  /** Once the author types a key, renaming the role no longer changes it. */
  keyEdited: boolean;
}

/** A signing field of an HTML template: placed by its marker, so no geometry. */
export interface HtmlField {
  id: string;
  key: string;
  roleId: string;
  type: FieldType;
  label: string;
  required: boolean;
}

/** An inputSchema entry with the sample value the HTML preview renders with. */
export interface EditorInput extends InputSchemaEntry {
  id: string;
  sample: string;
}

function slug(text: string, separator: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, "g"), "");
}

/** `base`, or `base_2`, `base_3`… whichever is not taken yet. */
export function uniqueKey(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}_${n}`)) n++;
  return `${base}_${n}`;
}

/** A role key from its label: "Tenant (main)" → "tenant_main"; always a valid, unused key. */
export function roleKeyFromLabel(label: string, taken: readonly string[]): string {
  let base = slug(label, "_").slice(0, 40);
  if (base === "") base = "role";
  if (!/^[a-z]/.test(base)) base = `role_${base}`;
  return uniqueKey(base, taken);
}

/** A field's API key from its label: "Tenant signature" → "tenant_signature". */
export function fieldKeyFromLabel(label: string, taken: readonly string[]): string {
  let base = slug(label, "_").slice(0, 80);
  if (base === "") base = "field";
  if (!/^[a-z]/.test(base)) base = `field_${base}`;
  return uniqueKey(base, taken);
}

/** A label from a key the author wrote in the HTML: "customer.first_name" → "Customer first name". */
export function labelFromKey(key: string): string {
  const words = key.replace(/[._-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A signing field for a marker found in the HTML: its kind guessed from the key, the first role's. */
export function htmlFieldForMarker(id: string, key: string, roleId: string): HtmlField {
  // A date first: "signed_on_date" is the date of a signature, not one.
  const type: FieldType = /date/i.test(key) ? "DATE" : /sign/i.test(key) ? "SIGNATURE" : /agree|accept|consent|check/i.test(key) ? "CHECKBOX" : "TEXT";
  return { id, key, label: labelFromKey(key), type, required: true, roleId };
}

export function rolesFromDefinition(definition: TemplateDefinition): EditorRole[] {
  return [...definition.signerRoles]
    .sort((a, b) => a.signOrder - b.signOrder)
    .map((role, index) => ({ id: `role-${index + 1}`, key: role.key, label: role.label, keyEdited: true }));
}

/** Roles in the editor's order sign in that order: 1, 2, 3… */
export function rolesToDefinition(roles: readonly EditorRole[]): SignerRole[] {
  return roles.map((role, index) => ({ key: role.key.trim(), label: role.label.trim(), signOrder: index + 1 }));
}

const roleIdOf = (roles: readonly EditorRole[], key: string) => roles.find((role) => role.key === key)?.id ?? key;
const roleKeyOf = (roles: readonly EditorRole[], id: string) => roles.find((role) => role.id === id)?.key.trim() ?? id;

export interface PdfEditorModel {
  roles: EditorRole[];
  fields: DraftField[];
  /** Inputs the draft declares without a box on the page: kept as they are. */
  unplacedInputs: InputSchemaEntry[];
  sourcePdfAssetId: string | null;
}

export function pdfModelFromDefinition(definition: TemplateDefinition): PdfEditorModel {
  const roles = rolesFromDefinition(definition);
  const fields: DraftField[] = [];
  const nextId = () => `field-${fields.length + 1}`;
  for (const field of definition.signingFields) {
    if (field.page === undefined || field.x === undefined || field.y === undefined || field.w === undefined || field.h === undefined) continue;
    fields.push({
      id: nextId(),
      type: field.type,
      key: field.key,
      label: field.label,
      required: field.required,
      ...(field.autofill ? { autofill: field.autofill } : {}),
      signerKey: roleIdOf(roles, field.roleKey),
      page: field.page,
      x: field.x,
      y: field.y,
      w: field.w,
      h: field.h,
    });
  }
  for (const box of definition.prefillFields) {
    const input = definition.inputSchema.find((entry) => entry.key === box.key);
    fields.push({
      id: nextId(),
      type: "TEXT",
      key: box.key,
      label: input?.label ?? box.key,
      required: input?.required ?? true,
      inputType: input?.type ?? "string",
      signerKey: SENDER_KEY,
      page: box.page,
      x: box.x,
      y: box.y,
      w: box.w,
      h: box.h,
      ...(box.fontSize !== undefined ? { fontSize: box.fontSize } : {}),
    });
  }
  const placed = new Set(definition.prefillFields.map((box) => box.key));
  return {
    roles,
    fields,
    unplacedInputs: definition.inputSchema.filter((entry) => !placed.has(entry.key)),
    sourcePdfAssetId: definition.sourcePdfAssetId ?? null,
  };
}

/**
 * The draft a PDF editor saves. A Sender key placed twice (the name on two pages) is one input,
 * described by its first box; each box prints it.
 */
export function pdfModelToDraft(model: PdfEditorModel): Required<Pick<TemplateDraftPatch, "signerRoles" | "inputSchema" | "prefillFields" | "signingFields" | "sourcePdfAssetId">> {
  const inputSchema: InputSchemaEntry[] = [];
  const prefillFields: PrefillField[] = [];
  const signingFields: TemplateSigningField[] = [];
  for (const field of model.fields) {
    const box = { page: field.page, x: field.x, y: field.y, w: field.w, h: field.h };
    const key = (field.key ?? "").trim();
    if (field.signerKey === SENDER_KEY) {
      if (!inputSchema.some((entry) => entry.key === key)) {
        inputSchema.push({ key, label: field.label.trim(), type: field.inputType ?? "string", required: field.required });
      }
      prefillFields.push({ key, ...box, ...(field.fontSize !== undefined ? { fontSize: field.fontSize } : {}) });
    } else {
      const autofill = field.autofill ? { autofill: field.autofill, required: false } : {};
      signingFields.push({ key, roleKey: roleKeyOf(model.roles, field.signerKey), type: field.type, label: field.label.trim(), required: field.required, ...autofill, ...box });
    }
  }
  for (const entry of model.unplacedInputs) if (!inputSchema.some((other) => other.key === entry.key)) inputSchema.push(entry);
  return { signerRoles: rolesToDefinition(model.roles), inputSchema, prefillFields, signingFields, sourcePdfAssetId: model.sourcePdfAssetId };
}

export interface HtmlEditorModel {
  roles: EditorRole[];
  inputs: EditorInput[];
  fields: HtmlField[];
  html: string;
  css: string;
}

export function htmlModelFromDefinition(definition: TemplateDefinition): HtmlEditorModel {
  const roles = rolesFromDefinition(definition);
  return {
    roles,
    inputs: definition.inputSchema.map((entry, index) => ({ ...entry, id: `input-${index + 1}`, sample: "" })),
    fields: definition.signingFields.map((field, index) => ({
      id: `html-field-${index + 1}`,
      key: field.key,
      roleId: roleIdOf(roles, field.roleKey),
      type: field.type,
      label: field.label,
      required: field.required,
    })),
    html: definition.html ?? "",
    css: definition.css ?? "",
  };
}

export function htmlModelToDraft(model: HtmlEditorModel): Required<Pick<TemplateDraftPatch, "signerRoles" | "inputSchema" | "signingFields" | "html" | "css">> {
  return {
    signerRoles: rolesToDefinition(model.roles),
    inputSchema: model.inputs.map(({ key, label, type, required }) => ({ key: key.trim(), label: label.trim(), type, required })),
    signingFields: model.fields.map((field) => ({
      key: field.key.trim(),
      roleKey: roleKeyOf(model.roles, field.roleId),
      type: field.type,
      label: field.label.trim(),
      required: field.required,
    })),
    html: model.html,
    css: model.css,
  };
}

/** The whole definition a draft patch makes, for the live rules (structureProblems and friends). */
export function definitionOf(patch: TemplateDraftPatch): TemplateDefinition {
  return { signerRoles: [], inputSchema: [], prefillFields: [], signingFields: [], ...patch };
}

function sampleValue(type: SenderInputType, text: string): unknown {
  switch (type) {
    case "number": {
      const value = Number(text);
      return text.trim() !== "" && Number.isFinite(value) ? value : text;
    }
    case "boolean":
      return text === "true";
    default:
      return text;
  }
}

/**
 * `data` for the preview: each sample at its dot path (`customer.name` → {customer: {name}}).
 * Empty samples are left out, as a start without them would leave them out; a yes-or-no input
 * is always there, true or false.
 */
export function sampleData(inputs: readonly Pick<EditorInput, "key" | "type" | "sample">[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const input of inputs) {
    const key = input.key.trim();
    if (key === "" || (input.type !== "boolean" && input.sample.trim() === "")) continue;
    const parts = key.split(".");
    let target = data;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(target, part) ? target[part] : undefined;
      if (next === null || typeof next !== "object") target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts.at(-1)!] = sampleValue(input.type, input.sample);
  }
  return data;
}

/** What the "copy marker" button gives: an empty box of a signature's size, where the field goes. */
export function markerSnippet(key: string): string {
  return `<span data-sd-field="${key}" style="display:inline-block;width:180px;height:48px"></span>`;
}
