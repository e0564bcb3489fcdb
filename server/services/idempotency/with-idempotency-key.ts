/**
 * Creation with an optional Idempotency-Key (API.md, "Online forms"): the first request with a
 * key runs and its answer is kept for 24 hours; a replay of the same request within that time
 * gets the first answer again, byte for byte (its `data` as first written and its timestamp),
 * with 200; the same key with another request answers 409 IDEMPOTENCY_KEY_REUSED. Requests
 * with one key are serialized by a transaction-scoped advisory lock, so concurrent replays
 * create one record.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { canonicalJson } from "@/lib/canonical-json";
import type { Tx } from "../../db/client";
import { idempotencyKeys } from "../../db/schema";
import { sha256Hex } from "../../crypto/sha256";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { OperationAnswer } from "../operation";

const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function withIdempotencyKey<T>(
  ctx: ServiceContext,
  request: { operation: string; key: string | undefined; body: unknown },
  create: (tx: Tx) => Promise<T>,
): Promise<OperationAnswer<T>> {
  const timestamp = new Date().toISOString();
  const { key } = request;
  if (key === undefined) return new OperationAnswer(await ctx.db.transaction(create), 201, {}, timestamp);

  const requestSha256 = sha256Hex(new TextEncoder().encode(canonicalJson(request.body)));
  return ctx.db.transaction(async (tx) => {
    const scope = `${ctx.organizationId}:${request.operation}:${key}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${scope}, 0))`);
    const sameKey = and(
      eq(idempotencyKeys.organizationId, ctx.organizationId),
      eq(idempotencyKeys.operation, request.operation),
      eq(idempotencyKeys.key, key),
    );
    await tx.delete(idempotencyKeys).where(and(sameKey, lt(idempotencyKeys.createdAt, new Date(Date.now() - REPLAY_WINDOW_MS))));
    const [earlier] = await tx.select().from(idempotencyKeys).where(sameKey);
    if (earlier) {
      if (earlier.requestSha256 !== requestSha256) {
        throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used with a different request in the last 24 hours; use a new key");
      }
      return new OperationAnswer(JSON.parse(earlier.responseData) as T, 200, {}, earlier.responseTimestamp);
    }
    const data = await create(tx);
    const responseData = JSON.stringify(data);
    await tx.insert(idempotencyKeys).values({
      organizationId: ctx.organizationId,
      operation: request.operation,
      key,
      requestSha256,
      responseData,
      responseTimestamp: timestamp,
    });
    // The first answer is the stored text read back, so that it and every replay are one text.
    return new OperationAnswer(JSON.parse(responseData) as T, 201, {}, timestamp);
  });
}
