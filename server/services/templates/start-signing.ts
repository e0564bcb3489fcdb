/**
 * POST /templates/{id}/start-signing (API.md, "Templates"): a signing process from the latest
 * published version, bound to that version for good. Every request problem is reported at once
 * in one 400; the document is generated only once the request is known to be good.
 */
import { resolveFieldPrefills, inputDataProblems } from "@/lib/templates/start-values";
import type { SignerRole, StartPolicy, StartSigningInput, TemplateDefinition } from "@/lib/schemas/templates";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { enforceSigningPlan, insertSigningProcess, type NewSigningProcess } from "../signing/create-signing-process";
import type { SigningProcessRecord } from "../signing/signing-process-record";
import { loadTemplate } from "./template-access";
import { buildTemplateSource, type MarkerBox } from "./template-source-pdf";
import { loadTemplateVersion } from "./template-versions";

const POLICIES: Record<StartPolicy, Pick<NewSigningProcess, "dispatchMode" | "authPolicy">> = {
  EMAIL_AES_OTP: { dispatchMode: "EMAIL", authPolicy: "AES_OTP" },
  EMAIL_SES_LINK_ONLY: { dispatchMode: "EMAIL", authPolicy: "SES_LINK_ONLY" },
  KIOSK_AES_OTP: { dispatchMode: "KIOSK", authPolicy: "AES_OTP" },
  KIOSK_SES_LINK_ONLY: { dispatchMode: "KIOSK", authPolicy: "SES_LINK_ONLY" },
  CURRENT_USER_SES_LINK_ONLY: { dispatchMode: "CURRENT_USER", authPolicy: "SES_LINK_ONLY" },
};

type StartInput = StartSigningInput & { id: string };

/** A bulk send's row: the version the send was bound to, and the send the process belongs to. */
export interface StartOptions {
  version?: number;
  bulkSendId?: string;
}

/** The template a signing can start from: not archived, with a published version. */
export async function loadStartableTemplate(ctx: ServiceContext, templateId: string) {
  const template = await loadTemplate(ctx, templateId);
  if (template.status === "ARCHIVED") throw new AppError("INVALID_STATE", "The template is archived; unarchive it to start signings", { status: template.status });
  if (template.latestVersion === null) throw new AppError("INVALID_STATE", "The template has no published version yet; publish it first", { status: template.status });
  return { ...template, latestVersion: template.latestVersion };
}

/** The authentication a start policy asks of signers. */
export function authPolicyOf(policy: StartPolicy): NewSigningProcess["authPolicy"] {
  return POLICIES[policy].authPolicy;
}

/** Every problem of a start request against a version's definition, one sentence each (none: it may start). */
export function startProblems(definition: TemplateDefinition, input: StartSigningInput): string[] {
  const today = new Date().toISOString().slice(0, 10);
  return [
    ...signerProblems(definition.signerRoles, input, POLICIES[input.policy]),
    ...inputDataProblems(definition.inputSchema, input.data),
    ...resolveFieldPrefills(definition.signingFields, input.fieldPrefills, today).problems,
  ];
}

export async function startSigningFromTemplate(ctx: ServiceContext, input: StartInput, options: StartOptions = {}): Promise<SigningProcessRecord> {
  const template = await loadStartableTemplate(ctx, input.id);
  const version = await loadTemplateVersion(ctx, template.id, options.version ?? template.latestVersion);
  const { definition } = version;
  const policy = POLICIES[input.policy];

  const problems = startProblems(definition, input);
  if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems);
  const today = new Date().toISOString().slice(0, 10);
  const prefills = resolveFieldPrefills(definition.signingFields, input.fieldPrefills, today);

  const org = await loadWritableOrganization(ctx);
  await enforceSigningPlan(ctx, org, policy.authPolicy);
  const subject = input.subject ?? template.name;
  const source = await buildTemplateSource(ctx, org, template, definition, input.data);
  const roleByKey = new Map(definition.signerRoles.map((role) => [role.key, role]));

  return insertSigningProcess(ctx, org, {
    origin: "TEMPLATE",
    template: { id: template.id, version: version.number },
    ...policy,
    subject,
    message: input.message ?? null,
    expiresAt: input.expiresAt,
    reminders: input.reminders,
    // A template's null (or none) leaves it to the organization; {max: 0} is "no reminders".
    templateReminders: definition.reminders ?? undefined,
    content: { kind: "PDF", asset: source.asset },
    signers: input.signers.map(({ roleKey, ...signer }) => {
      const role = roleByKey.get(roleKey)!;
      return { ...signer, signOrder: role.signOrder, roleLabel: role.label };
    }),
    fields: placedFields(definition, source.markers).map(({ field, box }) => ({
      signOrder: roleByKey.get(field.roleKey)!.signOrder,
      key: field.key,
      type: field.type,
      label: field.label,
      required: field.autofill ? false : field.required,
      autofill: field.autofill,
      ...box,
      prefill: prefills.values.get(field.key) ?? null,
    })),
    observers: input.observers,
    bulkSendId: options.bulkSendId,
  });
}

/** One signer per role, with what the policy needs of each. */
function signerProblems(
  roles: readonly SignerRole[],
  input: StartSigningInput,
  policy: Pick<NewSigningProcess, "dispatchMode" | "authPolicy">,
): string[] {
  const problems: string[] = [];
  const roleKeys = roles.map((role) => role.key);
  const seen = new Set<string>();
  input.signers.forEach((signer, index) => {
    if (!roleKeys.includes(signer.roleKey)) {
      problems.push(`signers.${index}.roleKey: "${signer.roleKey}" is not a role of this template (its roles: ${roleKeys.join(", ")})`);
    } else if (seen.has(signer.roleKey)) {
      problems.push(`signers.${index}.roleKey: the role "${signer.roleKey}" already has a signer; each role takes exactly one`);
    }
    seen.add(signer.roleKey);
    if (policy.dispatchMode === "EMAIL" && !signer.email) problems.push(`signers.${index}.email is required with policy ${input.policy}`);
    if (policy.authPolicy === "AES_OTP" && !signer.phoneE164) problems.push(`signers.${index}.phoneE164 is required with policy ${input.policy}`);
  });
  for (const role of roles) {
    if (!seen.has(role.key)) problems.push(`signers: the role "${role.label}" (${role.key}) needs a signer`);
  }
  if (policy.dispatchMode === "CURRENT_USER" && roles.length !== 1) {
    problems.push(`policy ${input.policy} signs as the caller alone, but this template has ${roles.length} roles`);
  }
  return problems;
}

type SigningField = TemplateDefinition["signingFields"][number];

/**
 * Where each signing field goes: the PDF template's own coordinates, or the box its marker got
 * in the rendered HTML. An optional field whose marker Liquid left out is skipped; a required
 * one is a 400.
 */
function placedFields(definition: TemplateDefinition, markers: Record<string, MarkerBox> | null): { field: SigningField; box: MarkerBox }[] {
  const placed: { field: SigningField; box: MarkerBox }[] = [];
  const missing: string[] = [];
  for (const field of definition.signingFields) {
    if (!markers) {
      placed.push({ field, box: { page: field.page!, x: field.x!, y: field.y!, w: field.w!, h: field.h! } });
      continue;
    }
    const box = Object.hasOwn(markers, field.key) ? markers[field.key] : undefined;
    if (box) placed.push({ field, box });
    else if (field.required) missing.push(field.key);
  }
  if (missing.length > 0) {
    throw new AppError(
      "VALIDATION_FAILED",
      missing.map((key) => `signingFields: the required field "${key}" has no data-sd-field marker in the rendered document; check the Liquid conditions around it`),
    );
  }
  return placed;
}
