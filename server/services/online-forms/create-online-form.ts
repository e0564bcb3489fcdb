import type { z } from "zod";
import type { idempotencyKeyHeaderSchema } from "@/lib/schemas/idempotency-key";
import type { createOnlineFormSchema } from "@/lib/schemas/online-forms";
import { onlineForms } from "../../db/schema";
import { actingUserId, requireAdmin, type ServiceContext } from "../context";
import { withIdempotencyKey } from "../idempotency/with-idempotency-key";
import type { OperationAnswer } from "../operation";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { enforceTemplateQuota } from "../templates/template-quota";
import { draftFromTemplate } from "./form-from-template";
import { refuseBrokenDraft } from "./online-form-access";
import { toOnlineFormRecord, type OnlineFormRecord } from "./online-form-record";

type Input = z.output<typeof createOnlineFormSchema> & z.output<typeof idempotencyKeyHeaderSchema>;

/**
 * Creates a form draft: a DOCUMENT to send (from its own blocks or from a published form
 * template), or a TEMPLATE for the library (which counts toward the template quota). With an
 * Idempotency-Key, a repeated request answers the first form.
 */
export async function createOnlineForm(ctx: ServiceContext, input: Input): Promise<OperationAnswer<OnlineFormRecord>> {
  requireAdmin(ctx);
  await loadWritableOrganization(ctx);
  const { idempotencyKey, ...body } = input;
  const { templateId, expectedTemplateVersion, data, prefills, ...request } = body;
  if (!templateId) refuseBrokenDraft(request.kind, { ...request.draft, definition: request.draft.definition ?? { blocks: [] } });
  return withIdempotencyKey(ctx, { operation: "onlineForms.create", key: idempotencyKey, body }, (scoped) =>
    scoped.db.transaction(async (tx) => {
      if (request.kind === "TEMPLATE") await enforceTemplateQuota(tx, ctx.organizationId);
      const made = templateId
        ? await draftFromTemplate(tx, ctx, request.draft, { templateId, expectedTemplateVersion, data, prefills })
        : { draft: { ...request.draft, definition: request.draft.definition ?? { blocks: [] } }, templateVersion: null };
      if (templateId) refuseBrokenDraft(request.kind, made.draft);
      const [form] = await tx
        .insert(onlineForms)
        .values({
          organizationId: ctx.organizationId,
          kind: request.kind,
          draft: made.draft,
          templateId: templateId ?? null,
          templateVersion: made.templateVersion,
          createdByUserId: actingUserId(ctx.actor),
        })
        .returning();
      return toOnlineFormRecord(tx, form!);
    }),
  );
}
