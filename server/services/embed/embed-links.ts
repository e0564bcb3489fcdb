/**
 * Embedded signing (docs/embedding.md): an admin asks for an address that opens one signer's
 * page inside a frame on their own site. The code in the address is 256 random bits; only its
 * SHA-256 is stored, with the origin allowed to frame it, and the one page load that consumes
 * it sets `usedAt` (a conditional UPDATE, so two loads at once cannot both win).
 */
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { embedUrlSchema, type EmbedUrlRecord } from "@/lib/schemas/embed";
import { hashLinkToken, isWellFormedLinkToken } from "../../crypto/link-token";
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { embedLinks, signers } from "../../db/schema";
import { env } from "../../env";
import { AppError, notFound } from "../../errors";
import { requireAdmin, type ServiceContext } from "../context";
import { loadWritableOrganization } from "../organizations/writable-organization";
import { parseInput } from "../parse-input";
import { loadSigningProcess } from "../signing/load-signing-process";
import { signerTokenOf } from "../signing/signer-tokens";

/** How long an embedded-signing address may wait for its one page load. */
export const EMBED_URL_TTL_MS = 5 * 60 * 1000;

export async function createEmbedUrl(
  ctx: ServiceContext,
  { id, signerId, ...rawBody }: { id: string; signerId: string; origin: string },
): Promise<EmbedUrlRecord> {
  requireAdmin(ctx);
  const { origin } = parseInput(embedUrlSchema, rawBody, "body");
  const process = await loadSigningProcess(ctx, { id });
  await loadWritableOrganization(ctx);
  const [signer] = await ctx.db
    .select({ id: signers.id, status: signers.status })
    .from(signers)
    .where(and(eq(signers.id, signerId), eq(signers.signingProcessId, process.id)));
  if (!signer) throw notFound("Signer");
  if (signer.status !== "READY" && signer.status !== "OPENED") {
    throw new AppError("INVALID_STATE", `Only the signer whose turn it is can sign in a frame; this signer is ${signer.status}`, { signerStatus: signer.status });
  }
  const code = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + EMBED_URL_TTL_MS);
  await ctx.db.insert(embedLinks).values({
    organizationId: process.organizationId,
    signingProcessId: process.id,
    signerId: signer.id,
    codeHash: hashLinkToken(code),
    origin,
    expiresAt,
  });
  return { url: `${env().APP_URL}/embed/sign/${code}`, expiresAt: expiresAt.toISOString() };
}

/** What a page load of `/embed/sign/<code>` finds. */
export type EmbedGateAnswer =
  | { kind: "open"; id: string; origin: string }
  | { kind: "gone"; origin: string }
  | { kind: "unknown" };

/**
 * Consumes the code for this page load: `open` once, then `gone` (used or lapsed; the origin
 * still lets its frame show why); `unknown` for a code never issued.
 */
export async function openEmbedLink(db: Db, code: string): Promise<EmbedGateAnswer> {
  if (!isWellFormedLinkToken(code)) return { kind: "unknown" };
  const codeHash = hashLinkToken(code);
  const [opened] = await db
    .update(embedLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(embedLinks.codeHash, codeHash), isNull(embedLinks.usedAt), gt(embedLinks.expiresAt, sql`now()`)))
    .returning({ id: embedLinks.id, origin: embedLinks.origin });
  if (opened) return { kind: "open", ...opened };
  const [known] = await db.select({ origin: embedLinks.origin }).from(embedLinks).where(eq(embedLinks.codeHash, codeHash));
  return known ? { kind: "gone", origin: known.origin } : { kind: "unknown" };
}

export interface EmbeddedSigner {
  token: string;
  origin: string;
  processId: string;
  signerId: string;
}

/**
 * The signer behind a code this very request consumed (`grantId`, set by proxy.ts after
 * openEmbedLink); null for anything else, so the page cannot be reached around the gate.
 */
export async function embeddedSignerOf(db: Db, code: string, grantId: string | null): Promise<EmbeddedSigner | null> {
  if (!grantId || !isWellFormedLinkToken(code)) return null;
  const [row] = await db
    .select({ origin: embedLinks.origin, processId: embedLinks.signingProcessId, signerId: embedLinks.signerId, tokenEncrypted: signers.tokenEncrypted })
    .from(embedLinks)
    .innerJoin(signers, eq(signers.id, embedLinks.signerId))
    .where(
      and(
        eq(embedLinks.codeHash, hashLinkToken(code)),
        sql`${embedLinks.id}::text = ${grantId}`,
        isNotNull(embedLinks.usedAt),
        gt(embedLinks.usedAt, sql`now() - interval '1 minute'`),
      ),
    );
  if (!row) return null;
  return { token: signerTokenOf(row.tokenEncrypted), origin: row.origin, processId: row.processId, signerId: row.signerId };
}
