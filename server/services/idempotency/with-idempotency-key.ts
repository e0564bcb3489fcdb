/**
 * Creation with an optional Idempotency-Key (API.md, "Idempotency everywhere"): the first
 * request with a key runs and its answer is kept for 24 hours; a replay of the same request
 * within that time gets the first answer again, byte for byte (its `data` as first written, its
 * status and its timestamp); the same key with another request answers 409
 * IDEMPOTENCY_KEY_REUSED. Keys are per organization and per operation. Requests with one key
 * are serialized by a transaction-scoped advisory lock, and the creation runs inside that
 * transaction, so concurrent requests with one key create one record and use one unit of quota.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { canonicalJson } from "@/lib/canonical-json";
import { idempotencyKeys } from "../../db/schema";
import { open, seal } from "../../crypto/secret-box";
import { sha256Hex } from "../../crypto/sha256";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { OperationAnswer } from "../operation";

const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
const SEAL_PURPOSE = "idempotency-answer";

export interface IdempotentRequest {
  /** The operation's name: a key is only ever compared within one operation. */
  operation: string;
  key: string | undefined;
  /** What makes two requests the same: the body, and the path parameters where there are any. */
  body: unknown;
  /** The answer holds a secret shown once (a webhook's): it is stored sealed, never as plain text. */
  secret?: boolean;
}

/**
 * Runs `create` once per key and answers it, or the stored first answer. `create` receives the
 * context whose database is the transaction holding the key's lock (without a key, the caller's
 * context as it is); a plain value answers 201, an OperationAnswer its own status.
 */
export async function withIdempotencyKey<T>(
  ctx: ServiceContext,
  request: IdempotentRequest,
  create: (ctx: ServiceContext) => Promise<T | OperationAnswer<T>>,
): Promise<OperationAnswer<T>> {
  const timestamp = new Date().toISOString();
  const { key } = request;
  if (key === undefined) return answerOf(await create(ctx), timestamp);

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
      const text = request.secret ? open(earlier.responseData, SEAL_PURPOSE) : earlier.responseData;
      return new OperationAnswer(JSON.parse(text) as T, earlier.responseStatus, {}, earlier.responseTimestamp, true);
    }
    const first = answerOf(await create({ ...ctx, db: tx }), timestamp);
    const text = JSON.stringify(first.data);
    await tx.insert(idempotencyKeys).values({
      organizationId: ctx.organizationId,
      operation: request.operation,
      key,
      requestSha256,
      responseData: request.secret ? seal(text, SEAL_PURPOSE) : text,
      responseStatus: first.status,
      responseTimestamp: timestamp,
    });
    // The first answer is the stored text read back, so that it and every replay are one text.
    return new OperationAnswer(JSON.parse(text) as T, first.status, {}, timestamp);
  });
}

function answerOf<T>(result: T | OperationAnswer<T>, timestamp: string): OperationAnswer<T> {
  if (result instanceof OperationAnswer) return new OperationAnswer(result.data, result.status, result.headers, timestamp);
  return new OperationAnswer(result, 201, {}, timestamp);
}

/**
 * An operation's handler honouring its Idempotency-Key around a creating service: the request
 * compared is everything the operation parsed but the key (path parameters included), and the
 * service runs inside the key's transaction.
 */
export function idempotent<I extends object, T>(
  operation: string,
  service: (ctx: ServiceContext, input: I) => Promise<T>,
  options: { secret?: boolean } = {},
): (ctx: ServiceContext, input: I & { idempotencyKey?: string }) => Promise<OperationAnswer<T>> {
  return (ctx, { idempotencyKey, ...rest }) => {
    const input = rest as unknown as I;
    return withIdempotencyKey(ctx, { operation, key: idempotencyKey, body: input, secret: options.secret }, (scoped) => service(scoped, input));
  };
}
