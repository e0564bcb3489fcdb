/**
 * The kiosk (DESIGN.md: staff hand one device from signer to signer): what a signed-in user
 * running it needs to know now. Who signs next, with the token that opens their signing page
 * on this device, or why nobody does. Only KIOSK processes run at a kiosk; the signers of
 * other dispatch modes hold their own links.
 */
import { asc, eq } from "drizzle-orm";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import type { Language } from "@/lib/languages";
import { organizations, signers } from "../../db/schema";
import { AppError } from "../../errors";
import { requireSession, type ServiceContext } from "../context";
import { loadSigningProcess } from "../signing/load-signing-process";
import { signerTokenOf } from "../signing/signer-tokens";
import { effectiveProcessStatus, isActiveStatus } from "@/lib/signing/statuses";

export type KioskStatus = "SIGNING" | "FINALIZING" | "COMPLETED" | "DECLINED" | "VOIDED" | "EXPIRED";

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
  /** The signer whose turn it is, while the process takes signatures. */
  next: { signerId: string; name: string; signOrder: number; locale: Language; token: string } | null;
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
  return {
    processId: process.id,
    subject: process.subject,
    status,
    language: resolveLanguage(organization?.defaultLanguage),
    staffName: ctx.actor.name,
    signerCount: slots.length,
    signedCount: slots.filter((slot) => slot.status === "COMPLETED").length,
    next: turn
      ? { signerId: turn.id, name: turn.name, signOrder: turn.signOrder, locale: resolveLanguage(turn.locale), token: signerTokenOf(turn.tokenEncrypted) }
      : null,
  };
}
