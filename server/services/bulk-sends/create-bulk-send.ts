/**
 * POST /templates/{id}/bulk-sends (API.md, "Bulk sends"): many start-signing bodies against the
 * template's newest version. A dry run checks every row as start-signing would and creates and
 * counts nothing (200); otherwise the rows are stored and a job creates them one by one (202).
 */
import { z } from "zod";
import type { createBulkSendSchema } from "@/lib/schemas/bulk-sends";
import { startSigningSchema, type TemplateDefinition } from "@/lib/schemas/templates";
import { validationMessages } from "@/lib/validation-messages";
import { bulkSendRows, bulkSends, type Organization } from "../../db/schema";
import { AppError } from "../../errors";
import { runBulkSendJob } from "../../queue/definitions/run-bulk-send";
import { triggerJob } from "../../queue/trigger-job";
import { actingUserId, type ServiceContext } from "../context";
import { OperationAnswer } from "../operation";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { planFeatureError } from "../signing/create-signing-process";
import { authPolicyOf, loadStartableTemplate, startProblems } from "../templates/start-signing";
import { loadTemplateVersion } from "../templates/template-versions";
import { toBulkSendRecords, type BulkSendRecord } from "./bulk-send-record";

export const bulkSendDryRunSchema = z.object({
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(z.object({ index: z.number().int(), ok: z.boolean(), errors: z.array(z.string()) })),
});
export type BulkSendDryRun = z.output<typeof bulkSendDryRunSchema>;

type Input = z.output<typeof createBulkSendSchema> & { id: string };

export async function createBulkSend(ctx: ServiceContext, input: Input): Promise<OperationAnswer<BulkSendDryRun | BulkSendRecord>> {
  const template = await loadStartableTemplate(ctx, input.id);
  if (input.expectedTemplateVersion !== undefined && input.expectedTemplateVersion !== template.latestVersion) {
    throw new AppError("DRAFT_VERSION_CONFLICT", `The template's newest version is ${template.latestVersion}, not ${input.expectedTemplateVersion}`, {
      latestVersion: template.latestVersion,
    });
  }
  const org = await loadWritableOrganization(ctx);
  if (input.dryRun) {
    const { definition } = await loadTemplateVersion(ctx, template.id, template.latestVersion);
    return new OperationAnswer(dryRun(definition, org.plan, input.rows), 200);
  }

  const creatorId = actingUserId(ctx.actor);
  if (!creatorId) throw new AppError("VALIDATION_FAILED", ["a bulk send needs a user or API key to create it"]);
  const send = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bulkSends)
      .values({
        organizationId: ctx.organizationId,
        templateId: template.id,
        templateVersion: template.latestVersion,
        createdByUserId: creatorId,
        actor: ctx.actor,
        origin: ctx.origin ?? null,
        total: input.rows.length,
      })
      .returning();
    await tx.insert(bulkSendRows).values(input.rows.map((request, index) => ({ bulkSendId: created!.id, index, request })));
    await triggerJob(tx, runBulkSendJob, { bulkSendId: created!.id, organizationId: ctx.organizationId });
    return created!;
  });
  const [record] = await toBulkSendRecords(ctx.db, [send]);
  return new OperationAnswer(record!, 202);
}

/**
 * Every row checked as its own start-signing request, with the same sentences its 400 would carry,
 * and the plan's feature check (its 402's sentence); the monthly volume is left to the rows' turn.
 */
function dryRun(definition: TemplateDefinition, plan: Organization["plan"], rows: readonly Record<string, unknown>[]): BulkSendDryRun {
  const checked = rows.map((row, index) => {
    const parsed = startSigningSchema.safeParse(row);
    if (!parsed.success) return { index, ok: false, errors: validationMessages(parsed.error, "body") };
    const unavailable = planFeatureError(plan, authPolicyOf(parsed.data.policy));
    const errors = [...startProblems(definition, parsed.data), ...(unavailable ? [unavailable.message] : [])];
    return { index, ok: errors.length === 0, errors };
  });
  const valid = checked.filter((row) => row.ok).length;
  return { valid, invalid: checked.length - valid, rows: checked };
}
