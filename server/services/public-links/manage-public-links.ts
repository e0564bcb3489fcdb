/**
 * The admin's side of public links (docs/templates.md, "Public links"): make one for a published
 * template, list, read, change its settings, delete it. Processes a link started stay as they are.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { offsetOf, type Page } from "@/lib/pagination";
import type { CreatePublicLinkInput, listPublicLinksSchema, PublicLinkRecord, UpdatePublicLinkInput } from "@/lib/schemas/public-links";
import { issueLinkToken } from "../../crypto/link-token";
import { publicLinks, templates } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { actingUserId, requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { PLAN_LIMITS } from "../plans";
import { loadTemplate } from "../templates/template-access";
import { loadTemplateVersion } from "../templates/template-versions";
import { PUBLIC_LINK_PURPOSE, toPublicLinkRecord } from "./public-link-record";
import { fixedSignerProblems, requireLinkable, requireStartable } from "./public-link-template";

export async function createPublicLink(ctx: ServiceContext, { id, ...input }: CreatePublicLinkInput & { id: string }): Promise<PublicLinkRecord> {
  requireAdmin(ctx);
  const template = await loadTemplate(ctx, id);
  const { definition } = await loadTemplateVersion(ctx, template.id, requireStartable(template));
  requireLinkable(definition);
  const problems = fixedSignerProblems(definition.signerRoles, input.signers, input.policy);
  if (problems.length > 0) throw new AppError("VALIDATION_FAILED", problems);
  const org = await loadWritableOrganization(ctx);
  if (input.policy === "EMAIL_AES_OTP" && !PLAN_LIMITS[org.plan].smsSigning) {
    // Refused now rather than at every visitor's start.
    throw new AppError("PLAN_FEATURE_UNAVAILABLE", "SMS-verified signing (AES_OTP) needs the PRO or ENTERPRISE plan; use EMAIL_SES_LINK_ONLY", {
      feature: "AES_OTP",
      plan: org.plan,
    });
  }
  const creatorId = actingUserId(ctx.actor);
  if (!creatorId) throw new AppError("VALIDATION_FAILED", ["a public link needs a user or API key to make it: its signings are created in that user's name"]);
  const code = issueLinkToken(PUBLIC_LINK_PURPOSE);
  const [link] = await ctx.db
    .insert(publicLinks)
    .values({
      organizationId: ctx.organizationId,
      templateId: template.id,
      createdByUserId: creatorId,
      label: input.label ?? template.name,
      codeHash: code.tokenHash,
      codeEncrypted: code.tokenEncrypted,
      policy: input.policy,
      signers: input.signers,
      signingDays: input.signingDays,
      enabled: input.enabled,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      maxUses: input.maxUses ?? null,
    })
    .returning();
  return toPublicLinkRecord(link!, template.name);
}

const recordColumns = { link: publicLinks, templateName: templates.name };

export async function listPublicLinks(ctx: ServiceContext, input: z.output<typeof listPublicLinksSchema>): Promise<Page<PublicLinkRecord>> {
  requireAdmin(ctx);
  const where = and(eq(publicLinks.organizationId, ctx.organizationId), input.templateId ? eq(publicLinks.templateId, input.templateId) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(recordColumns)
      .from(publicLinks)
      .innerJoin(templates, eq(templates.id, publicLinks.templateId))
      .where(where)
      .orderBy(desc(publicLinks.createdAt), desc(publicLinks.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(publicLinks).where(where),
  ]);
  return {
    items: rows.map((row) => toPublicLinkRecord(row.link, row.templateName)),
    total: total?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

async function loadPublicLink(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db
    .select(recordColumns)
    .from(publicLinks)
    .innerJoin(templates, eq(templates.id, publicLinks.templateId))
    .where(and(eq(publicLinks.id, id), eq(publicLinks.organizationId, ctx.organizationId)));
  if (!row) throw notFound("Public link");
  return row;
}

export async function getPublicLink(ctx: ServiceContext, { id }: { id: string }): Promise<PublicLinkRecord> {
  requireAdmin(ctx);
  const row = await loadPublicLink(ctx, id);
  return toPublicLinkRecord(row.link, row.templateName);
}

export async function updatePublicLink(ctx: ServiceContext, { id, ...input }: UpdatePublicLinkInput & { id: string }): Promise<PublicLinkRecord> {
  requireAdmin(ctx);
  const { templateName } = await loadPublicLink(ctx, id);
  await loadWritableOrganization(ctx);
  const [link] = await ctx.db
    .update(publicLinks)
    .set({
      ...(input.label !== undefined && { label: input.label }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      ...(input.expiresAt !== undefined && { expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt) }),
      ...(input.maxUses !== undefined && { maxUses: input.maxUses }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(publicLinks.id, id), eq(publicLinks.organizationId, ctx.organizationId)))
    .returning();
  if (!link) throw notFound("Public link");
  return toPublicLinkRecord(link, templateName);
}

export async function deletePublicLink(ctx: ServiceContext, { id }: { id: string }): Promise<null> {
  requireAdmin(ctx);
  await loadPublicLink(ctx, id);
  await loadWritableOrganization(ctx);
  await ctx.db.delete(publicLinks).where(and(eq(publicLinks.id, id), eq(publicLinks.organizationId, ctx.organizationId)));
  return null;
}
