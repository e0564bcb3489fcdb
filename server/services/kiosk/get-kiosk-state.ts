/**
 * The kiosk (DESIGN.md: staff hand one device from signer to signer): what a signed-in user
 * running it needs to know now. Who signs next, with the token that opens their signing page
 * on this device while staff have released it to them with the PIN (kiosk-session.ts), or why
 * nobody does; once the process is COMPLETED, a short-lived copy link for each signer.
 * Only KIOSK processes run at a kiosk; the signers of other dispatch modes hold their own links.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { z } from "zod";
import { renderingLanguage, resolveLanguage } from "@/lib/i18n/resolve-language";
import { signerLanguage } from "@/lib/i18n/signer-language";
import { LANGUAGES, type Language } from "@/lib/languages";
import { kioskSessions, organizations, signers, type Signer } from "../../db/schema";
import { AppError } from "../../errors";
import { requireSession, type ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";
import { signerTokenOf } from "../signing/signer-tokens";
import { effectiveProcessStatus, isActiveStatus } from "@/lib/signing/statuses";
import { copyLinkUrl, issueCopyToken } from "./copy-link";

export type KioskStatus = "SIGNING" | "FINALIZING" | "COMPLETED" | "DECLINED" | "VOIDED" | "EXPIRED";

/**
 * START: no kiosk session runs and someone is to sign; staff choose a PIN first.
 * OPEN: staff released the device to `next`, whose token is given.
 * LOCKED: a session runs and only its PIN goes on (to the next signer, or to finish).
 * NONE: no session runs and nobody is left to sign; there is nothing to lock.
 */
export type KioskLock = "START" | "OPEN" | "LOCKED" | "NONE";

/** One signer's copy of the sealed document: a link for 15 minutes, and its QR code as SVG. */
export interface KioskCopy {
  signerId: string;
  name: string;
  /** The signer's language, for the words beside their code. */
  language: Language;
  url: string;
  expiresAt: string;
  qrSvg: string;
}

export interface KioskState {
  processId: string;
  subject: string;
  status: KioskStatus;
  /** The organization's language, for the screens addressed to staff. */
  language: Language;
  /** The signed-in user running the kiosk, whom signers hand the device back to. */
  staffName: string;
  signerCount: number;
  signedCount: number;
  /**
   * The signer whose turn it is, while the process takes signatures. `localeExplicit`: whether
   * someone chose `locale`; if not, the kiosk follows the device's language (signer-language.ts).
   */
  next: { signerId: string; name: string; signOrder: number; locale: Language; localeExplicit: boolean; token: string | null } | null;
  lock: KioskLock;
  /** Seconds before the kiosk takes a PIN again after too many wrong ones; 0 when it does now. */
  pinWaitSeconds: number;
  /** Once COMPLETED: each signer's copy, made fresh on every call. */
  copies: KioskCopy[];
}

const languageSchema = z.enum(LANGUAGES);

export const kioskStateSchema = z.object({
  processId: z.uuid(),
  subject: z.string(),
  status: z.enum(["SIGNING", "FINALIZING", "COMPLETED", "DECLINED", "VOIDED", "EXPIRED"]),
  language: languageSchema,
  staffName: z.string(),
  signerCount: z.number().int().min(0),
  signedCount: z.number().int().min(0),
  next: z
    .object({
      signerId: z.uuid(),
      name: z.string(),
      signOrder: z.number().int(),
      locale: languageSchema,
      localeExplicit: z.boolean(),
      token: z.string().nullable(),
    })
    .nullable(),
  lock: z.enum(["START", "OPEN", "LOCKED", "NONE"]),
  pinWaitSeconds: z.number().min(0),
  copies: z.array(
    z.object({ signerId: z.uuid(), name: z.string(), language: languageSchema, url: z.string(), expiresAt: z.iso.datetime(), qrSvg: z.string() }),
  ),
}) satisfies z.ZodType<KioskState>;

async function copiesOf(processId: string, slots: Signer[], organizationLanguage: Language): Promise<KioskCopy[]> {
  return Promise.all(
    slots
      .filter((slot) => slot.status === "COMPLETED")
      .map(async (slot) => {
        const { token, expiresAt } = issueCopyToken({ processId, signerId: slot.id });
        const url = copyLinkUrl(processId, token);
        const qrSvg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
        const language = signerLanguage({ locale: slot.locale, localeExplicit: slot.localeExplicit, acceptLanguage: null, organizationLanguage });
        return { signerId: slot.id, name: slot.name, language, url, expiresAt: expiresAt.toISOString(), qrSvg };
      }),
  );
}

export async function getKioskState(ctx: ServiceContext, input: { processId: string }): Promise<KioskState> {
  // A signer's token opens their signing: only a person at the device may be handed one.
  requireSession(ctx);
  const process = await loadSigningProcess(ctx, { id: input.processId });
  if (process.dispatchMode !== "KIOSK") {
    throw new AppError("INVALID_STATE", `This process is signed by ${process.dispatchMode === "EMAIL" ? "emailed links" : "its signer in the dashboard"}, not at a kiosk`, {
      dispatchMode: process.dispatchMode,
    });
  }
  const slots = await ctx.db.select().from(signers).where(eq(signers.signingProcessId, process.id)).orderBy(asc(signers.signOrder));
  const [organization] = await ctx.db.select().from(organizations).where(eq(organizations.id, process.organizationId));

  const current = effectiveProcessStatus(process, new Date());
  const status: KioskStatus = isActiveStatus(current) ? (process.finalizationStatus === "NONE" ? "SIGNING" : "FINALIZING") : current;
  const turn = status === "SIGNING" ? slots.find((slot) => slot.status === "READY" || slot.status === "OPENED") : undefined;
  const [session] = await ctx.db
    .select()
    .from(kioskSessions)
    .where(and(eq(kioskSessions.signingProcessId, process.id), isNull(kioskSessions.endedAt)));
  const lock: KioskLock = !session ? (status === "SIGNING" ? "START" : "NONE") : turn && session.unlockedSignerId === turn.id ? "OPEN" : "LOCKED";
  const waitUntil = session?.blockedUntil?.getTime() ?? 0;
  return {
    processId: process.id,
    subject: process.subject,
    status,
    language: resolveLanguage(organization?.defaultLanguage),
    staffName: ctx.actor.name,
    signerCount: slots.length,
    signedCount: slots.filter((slot) => slot.status === "COMPLETED").length,
    next: turn
      ? {
          signerId: turn.id,
          name: turn.name,
          signOrder: turn.signOrder,
          locale: renderingLanguage(turn.locale, organization?.defaultLanguage),
          localeExplicit: turn.localeExplicit,
          // A signer's token opens their page: only while staff have released the device to them.
          token: lock === "OPEN" ? signerTokenOf(turn.tokenEncrypted) : null,
        }
      : null,
    lock,
    pinWaitSeconds: Math.max(0, Math.ceil((waitUntil - Date.now()) / 1000)),
    copies: status === "COMPLETED" ? await copiesOf(process.id, slots, resolveLanguage(organization?.defaultLanguage)) : [],
  };
}
