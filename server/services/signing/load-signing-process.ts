import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { signingProcesses, type SigningProcess } from "../../db/schema";
import { notFound } from "../../errors";
import { actingUserId, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";
import { expireSigningProcess } from "./expire-signing-process";

const processIdSchema = z.object({ id: z.uuid() });

/**
 * The organization's process by id, as the caller may see it: a MEMBER sees only processes
 * created by their own user, and anything else answers 404. A process past its expiry is
 * expired here, on read, so nobody sees a stale status between sweeps.
 */
export async function loadSigningProcess(ctx: ServiceContext, rawInput: { id: string }): Promise<SigningProcess> {
  const { id } = parseInput(processIdSchema, rawInput, "path");
  const find = async () => {
    const [process] = await ctx.db
      .select()
      .from(signingProcesses)
      .where(and(eq(signingProcesses.id, id), eq(signingProcesses.organizationId, ctx.organizationId)));
    return process;
  };
  const process = await find();
  if (!process || !canSee(ctx, process)) throw notFound("Signing process");
  if ((process.status === "SENT" || process.status === "IN_PROGRESS") && process.expiresAt <= new Date()) {
    if (await expireSigningProcess(ctx.db, process.id)) return (await find())!;
  }
  return process;
}

export function canSee(ctx: ServiceContext, process: SigningProcess): boolean {
  if (ctx.actor.kind === "SYSTEM" || ctx.actor.role === "ADMIN") return true;
  return process.createdByUserId === actingUserId(ctx.actor);
}
