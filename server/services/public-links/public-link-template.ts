/**
 * Which templates a public link can start and what it must fix for them: the visitor signs the
 * first role (signOrder 1; publishing keeps sign orders unique and gapless); every other role
 * needs its signer given when the link is made, and the template may ask for no data at start.
 */
import type { PublicLinkPolicy } from "@/lib/schemas/public-links";
import type { SignerRole, TemplateDefinition } from "@/lib/schemas/templates";
import { inputDataProblems, resolveFieldPrefills } from "@/lib/templates/start-values";
import type { PublicLinkSigner, Template } from "../../db/schema";
import { AppError } from "../../errors";

export function firstRole(roles: readonly SignerRole[]): SignerRole | undefined {
  return [...roles].sort((a, b) => a.signOrder - b.signOrder)[0];
}

/** The roles the link must fix, in signing order. */
export function laterRoles(roles: readonly SignerRole[]): SignerRole[] {
  const first = firstRole(roles);
  return [...roles].sort((a, b) => a.signOrder - b.signOrder).filter((role) => role !== first);
}

/** A 409 unless the template has a published version a signing can start from. */
export function requireStartable(template: Pick<Template, "status" | "latestVersion">): number {
  if (template.status === "ARCHIVED") throw new AppError("INVALID_STATE", "The template is archived; unarchive it to give it public links", { status: template.status });
  if (template.latestVersion === null) throw new AppError("INVALID_STATE", "The template has no published version yet; publish it first", { status: template.status });
  return template.latestVersion;
}

/** A 409 when nothing the link holds could fill what the template asks for at start. */
export function requireLinkable(definition: TemplateDefinition): void {
  const today = new Date().toISOString().slice(0, 10);
  const asks = [...inputDataProblems(definition.inputSchema, {}), ...resolveFieldPrefills(definition.signingFields, [], today).problems];
  if (definition.signerRoles.length === 0) asks.push("the template has no signer roles");
  if (asks.length > 0) {
    throw new AppError("INVALID_STATE", `A public link cannot start this template: it needs values nobody on the page can give (${asks.join("; ")})`, {
      reason: "TEMPLATE_NEEDS_DATA",
    });
  }
}

/** One sentence per problem with the later roles' signers the request fixes. */
export function fixedSignerProblems(roles: readonly SignerRole[], signers: readonly PublicLinkSigner[], policy: PublicLinkPolicy): string[] {
  const first = firstRole(roles);
  const problems: string[] = [];
  const seen = new Set<string>();
  signers.forEach((signer, index) => {
    const role = roles.find((candidate) => candidate.key === signer.roleKey);
    if (!role) problems.push(`signers.${index}.roleKey: "${signer.roleKey}" is not a role of this template (its roles: ${roles.map((r) => r.key).join(", ")})`);
    else if (role.key === first?.key) problems.push(`signers.${index}.roleKey: "${signer.roleKey}" is the first role, which the visitor fills in`);
    else if (seen.has(signer.roleKey)) problems.push(`signers.${index}.roleKey: the role "${signer.roleKey}" already has a signer; each role takes exactly one`);
    seen.add(signer.roleKey);
    if (policy === "EMAIL_AES_OTP" && !signer.phoneE164) problems.push(`signers.${index}.phoneE164 is required with policy ${policy}`);
  });
  for (const role of roles) {
    if (role.key !== first?.key && !seen.has(role.key)) problems.push(`signers: the role "${role.label}" (${role.key}) needs a signer fixed by the link`);
  }
  return problems;
}
