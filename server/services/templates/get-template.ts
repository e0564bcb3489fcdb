import type { ServiceContext } from "../context";
import { loadTemplate } from "./template-access";
import { toTemplateRecord, type TemplateRecord } from "./template-record";

export async function getTemplate(ctx: ServiceContext, input: { id: string }): Promise<TemplateRecord> {
  return toTemplateRecord(ctx.db, await loadTemplate(ctx, input.id));
}
