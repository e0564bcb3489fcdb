/**
 * The visitor's side of a public link (docs/templates.md, "Public links"): the page reads what
 * the link is for, the visitor asks for a code by email, and the right code starts an ordinary
 * TEMPLATE process through start-signing, in the name of the admin who made the link, with the
 * visitor as its first signer. The use is counted by a conditional UPDATE before the document
 * is made, so two visitors racing for the last use cannot both win; a start that then fails
 * gives the use and the code back.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { startSigningSchema, type StartSigningInput } from "@/lib/schemas/templates";
import type { PublicLinkView, PublicLinkVisitor } from "@/lib/schemas/public-links";
import { hashLinkToken, isWellFormedLinkToken } from "../../crypto/link-token";
import type { Db } from "../../db/client";
import { memberships, organizations, publicLinkConfirmations, publicLinks, signers, templates, users, type PublicLinkConfirmationRow, type PublicLinkRow } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { enforceInboxThrottle, enforcePublicLinkThrottle } from "../../throttle/public-link-throttle";
import { appendAuditEvent } from "../audit/append-audit-event";
import type { RequestOrigin, ServiceContext } from "../context";
import { deliverEmail } from "../email-deliveries/deliver-email";
import { generateOtpCode, hashOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpCodeMatches } from "../signer/otp-codes";
import { signerLink, signerTokenOf } from "../signing/signer-tokens";
import { startSigningFromTemplate } from "../templates/start-signing";
import { loadTemplateVersion } from "../templates/template-versions";
import { publicLinkState } from "./public-link-record";
import { firstRole } from "./public-link-template";

const DAY_MS = 86_400_000;

interface OpenLink {
  link: PublicLinkRow;
  templateName: string;
  organizationName: string;
  organizationLanguage: string;
  /** The admin whose name the signings are created in, while they belong to the organization. */
  creator: { id: string; name: string; email: string; role: "ADMIN" | "MEMBER" } | null;
  startable: boolean;
}

/** 404 for a code never issued; 410 PUBLIC_LINK_UNAVAILABLE for one that starts nothing now. */
async function openLink(db: Db, code: string): Promise<OpenLink> {
  if (!isWellFormedLinkToken(code)) throw notFound("Public link");
  const [row] = await db
    .select({
      link: publicLinks,
      templateName: templates.name,
      templateStatus: templates.status,
      latestVersion: templates.latestVersion,
      organizationName: organizations.name,
      organizationLanguage: organizations.defaultLanguage,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      role: memberships.role,
    })
    .from(publicLinks)
    .innerJoin(templates, eq(templates.id, publicLinks.templateId))
    .innerJoin(organizations, eq(organizations.id, publicLinks.organizationId))
    .leftJoin(memberships, and(eq(memberships.userId, publicLinks.createdByUserId), eq(memberships.organizationId, publicLinks.organizationId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(publicLinks.codeHash, hashLinkToken(code)));
  if (!row) throw notFound("Public link");
  const creator = row.userId && row.role ? { id: row.userId, name: row.userName!, email: row.userEmail!, role: row.role === "MEMBER" ? ("MEMBER" as const) : ("ADMIN" as const) } : null;
  return {
    link: row.link,
    templateName: row.templateName,
    organizationName: row.organizationName,
    organizationLanguage: row.organizationLanguage,
    creator,
    startable: publicLinkState(row.link) === "ACTIVE" && row.templateStatus !== "ARCHIVED" && row.latestVersion !== null && creator !== null,
  };
}

function unavailable(): AppError {
  return new AppError("PUBLIC_LINK_UNAVAILABLE", "This link is no longer available");
}

async function openStartableLink(db: Db, code: string): Promise<OpenLink & { creator: NonNullable<OpenLink["creator"]> }> {
  const opened = await openLink(db, code);
  if (!opened.startable || !opened.creator) throw unavailable();
  return { ...opened, creator: opened.creator };
}

/** What the page shows; the page itself answers "no longer available" for a 410. */
export async function viewPublicLink(db: Db, { token }: { token: string }): Promise<PublicLinkView> {
  const { link, templateName, organizationName } = await openStartableLink(db, token);
  return { templateName, organizationName, needsPhone: link.policy === "EMAIL_AES_OTP" };
}

/** Emails the visitor a six-digit code that confirms their address; answers where it went. */
export async function sendPublicLinkCode(
  db: Db,
  origin: RequestOrigin,
  { token, ...visitor }: PublicLinkVisitor & { token: string },
): Promise<{ confirmationId: string; sentTo: string; expiresAt: string }> {
  await enforcePublicLinkThrottle("code", origin.ip);
  const { link, templateName, organizationName, organizationLanguage } = await openStartableLink(db, token);
  if (link.policy === "EMAIL_AES_OTP" && !visitor.phoneE164) {
    throw new AppError("VALIDATION_FAILED", ["phoneE164 is required: this signing sends a code to your mobile phone"]);
  }
  await enforceInboxThrottle(link.id, visitor.email);
  const confirmationId = randomUUID();
  const oneTimeCode = generateOtpCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  await db.insert(publicLinkConfirmations).values({
    id: confirmationId,
    publicLinkId: link.id,
    name: visitor.name,
    email: visitor.email,
    phoneE164: link.policy === "EMAIL_AES_OTP" ? visitor.phoneE164 : null,
    locale: visitor.locale ?? null,
    codeHash: hashOtpCode(confirmationId, oneTimeCode),
    expiresAt,
  });
  try {
    await deliverEmail(
      db,
      {
        organizationId: link.organizationId,
        kind: "publicLink.code",
        locale: visitor.locale ?? organizationLanguage,
        to: visitor.email,
        data: { recipientName: visitor.name, organizationName, templateName, code: oneTimeCode },
        meta: { signingProcessId: null, signerId: null, publicLinkId: link.id },
      },
      null,
    );
  } catch (error) {
    throw new AppError("EMAIL_DELIVERY_FAILED", `The code could not be sent: ${(error as Error).message}`);
  }
  return { confirmationId, sentTo: visitor.email, expiresAt: expiresAt.toISOString() };
}

/** Checks the code and claims the confirmation for this one start; throws the code's refusal. */
async function claimConfirmation(db: Db, linkId: string, confirmationId: string, code: string) {
  const [confirmation] = await db
    .select()
    .from(publicLinkConfirmations)
    .where(and(eq(publicLinkConfirmations.id, confirmationId), eq(publicLinkConfirmations.publicLinkId, linkId)));
  if (!confirmation) throw notFound("Confirmation");
  if (confirmation.usedAt || confirmation.expiresAt.getTime() <= Date.now()) {
    throw new AppError("OTP_EXPIRED", "This code has expired or was used already; ask for a new one");
  }
  if (confirmation.attempts >= OTP_MAX_ATTEMPTS) throw new AppError("OTP_ATTEMPTS_EXCEEDED", "Too many wrong codes; ask for a new one");
  if (!otpCodeMatches(confirmation.id, code, confirmation.codeHash)) {
    // Counted in one statement, so that guesses sent in parallel all count.
    const [counted] = await db
      .update(publicLinkConfirmations)
      .set({ attempts: sql`${publicLinkConfirmations.attempts} + 1` })
      .where(and(eq(publicLinkConfirmations.id, confirmation.id), lt(publicLinkConfirmations.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: publicLinkConfirmations.attempts });
    if (!counted) throw new AppError("OTP_ATTEMPTS_EXCEEDED", "Too many wrong codes; ask for a new one");
    throw new AppError("OTP_INVALID", "The code is not right", { attemptsLeft: OTP_MAX_ATTEMPTS - counted.attempts });
  }
  const [claimed] = await db
    .update(publicLinkConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(publicLinkConfirmations.id, confirmation.id),
        isNull(publicLinkConfirmations.usedAt),
        lt(publicLinkConfirmations.attempts, OTP_MAX_ATTEMPTS),
        gt(publicLinkConfirmations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!claimed) throw new AppError("OTP_EXPIRED", "This code has expired or was used already; ask for a new one");
  return claimed;
}

/** Counts one use, unless the link was switched off, lapsed or used up meanwhile. */
async function claimUse(db: Db, linkId: string): Promise<boolean> {
  const [counted] = await db
    .update(publicLinks)
    .set({ uses: sql`${publicLinks.uses} + 1` })
    .where(
      and(
        eq(publicLinks.id, linkId),
        eq(publicLinks.enabled, true),
        or(isNull(publicLinks.maxUses), lt(publicLinks.uses, publicLinks.maxUses)),
        or(isNull(publicLinks.expiresAt), gt(publicLinks.expiresAt, sql`now()`)),
      ),
    )
    .returning({ id: publicLinks.id });
  return counted !== undefined;
}

/** The right code starts the signing; answers the visitor's signing page. */
export async function startFromPublicLink(
  db: Db,
  origin: RequestOrigin,
  { token, confirmationId, code }: { token: string; confirmationId: string; code: string },
): Promise<{ signingUrl: string }> {
  await enforcePublicLinkThrottle("start", origin.ip);
  const { link, creator } = await openStartableLink(db, token);
  const confirmation = await claimConfirmation(db, link.id, confirmationId, code);
  if (!(await claimUse(db, link.id))) {
    await db.update(publicLinkConfirmations).set({ usedAt: null }).where(eq(publicLinkConfirmations.id, confirmation.id));
    throw unavailable();
  }
  const ctx: ServiceContext = { db, organizationId: link.organizationId, actor: { kind: "USER", ...creator }, origin };
  let process: Awaited<ReturnType<typeof startSigningFromTemplate>>;
  try {
    process = await startSigningFromTemplate(ctx, { ...(await startInput(ctx, link, confirmation)), id: link.templateId });
  } catch (error) {
    // Nothing was started: the use and the code are given back, so that the visitor may retry.
    await db.update(publicLinks).set({ uses: sql`${publicLinks.uses} - 1` }).where(eq(publicLinks.id, link.id));
    await db.update(publicLinkConfirmations).set({ usedAt: null }).where(eq(publicLinkConfirmations.id, confirmation.id));
    throw error;
  }
  const [visitor] = await db
    .select({ id: signers.id, tokenEncrypted: signers.tokenEncrypted })
    .from(signers)
    .where(and(eq(signers.signingProcessId, process.id), eq(signers.signOrder, 1), eq(signers.email, confirmation.email)));
  await appendAuditEvent(db, {
    signingProcessId: process.id,
    type: "process.started_from_public_link",
    actor: { kind: "SIGNER", id: visitor!.id, name: confirmation.name },
    origin,
    documentSha256: process.documentSha256,
    details: { publicLinkId: link.id, label: link.label, signerId: visitor!.id, name: confirmation.name, email: confirmation.email, emailConfirmed: true },
  });
  await db.update(publicLinkConfirmations).set({ signingProcessId: process.id }).where(eq(publicLinkConfirmations.id, confirmation.id));
  return { signingUrl: signerLink(signerTokenOf(visitor!.tokenEncrypted)) };
}

/** The start-signing request a person would send: the visitor in the first role, the link's signers in the others. */
async function startInput(ctx: ServiceContext, link: PublicLinkRow, visitor: PublicLinkConfirmationRow): Promise<StartSigningInput> {
  const [template] = await ctx.db.select({ latestVersion: templates.latestVersion }).from(templates).where(eq(templates.id, link.templateId));
  const { definition } = await loadTemplateVersion(ctx, link.templateId, template!.latestVersion!);
  const role = firstRole(definition.signerRoles)!;
  return startSigningSchema.parse({
    signers: [
      {
        roleKey: role.key,
        name: visitor.name,
        email: visitor.email,
        ...(visitor.phoneE164 && { phoneE164: visitor.phoneE164 }),
        ...(visitor.locale && { locale: visitor.locale }),
      },
      ...link.signers,
    ],
    expiresAt: new Date(Date.now() + link.signingDays * DAY_MS).toISOString(),
    policy: link.policy,
  });
}
