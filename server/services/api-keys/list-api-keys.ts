import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { apiKeyStatusSchema } from "@/lib/schemas/api-keys";
import { offsetOf, paginationSchema, type Page } from "@/lib/pagination";
import { apiKeys, users } from "../../db/schema";
import { requireAdmin, type ServiceContext } from "../context";
import { toApiKeyRecord, type ApiKeyRecord } from "./api-key-record";

export const listApiKeysSchema = paginationSchema.extend({
  status: apiKeyStatusSchema.optional(),
});
export type ListApiKeysInput = z.output<typeof listApiKeysSchema>;

function statusCondition(status: z.infer<typeof apiKeyStatusSchema>, now: Date): SQL | undefined {
  switch (status) {
    case "REVOKED":
      return isNotNull(apiKeys.revokedAt);
    case "EXPIRED":
      return and(isNull(apiKeys.revokedAt), lte(apiKeys.expiresAt, now));
    case "ACTIVE":
      return and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));
  }
}

/** The organization's keys, newest first: metadata only. */
export async function listApiKeys(ctx: ServiceContext, input: ListApiKeysInput): Promise<Page<ApiKeyRecord>> {
  requireAdmin(ctx);
  const where = and(
    eq(apiKeys.organizationId, ctx.organizationId),
    input.status ? statusCondition(input.status, new Date()) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ key: apiKeys, creator: { id: users.id, name: users.name, email: users.email } })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ total: count() }).from(apiKeys).where(where),
  ]);
  return {
    items: rows.map((row) => toApiKeyRecord(row.key, row.creator)),
    total: totals?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
