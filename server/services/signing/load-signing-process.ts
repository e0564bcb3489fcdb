import { and, eq, sql } from "drizzle-orm";
import { signingProcessIdSchema } from "@/lib/schemas/signing-processes";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { signingProcesses, type SigningProcess } from "../../db/schema";
import { notFound } from "../../errors";
import { actingUserId, type ServiceContext } from "../context";
import { parseInput } from "../parse-input";

/**
 * The organization's process by id, as the caller may see it: a MEMBER sees only processes
 * created by their own user, and anything else answers 404. Nothing is written: a process past
 * its expiry reads as EXPIRED (lib/signing/statuses.ts) until the sweep records it.
 * Note: the id is checked here too, because dashboard pages and the kiosk pass it on as given.
 */
export async function loadSigningProcess(ctx: ServiceContext, rawInput: { id: string }): Promise<SigningProcess> {
  const { id } = parseInput(signingProcessIdSchema, rawInput, "path");
  const [process] = await prepared(ctx.db, "process-of-organization", processOfOrganization).execute({ id, organizationId: ctx.organizationId });
  if (!process || !canSee(ctx, process)) throw notFound("Signing process");
  return process;
}

const processOfOrganization = (db: Db) =>
  db
    .select()
    .from(signingProcesses)
    .where(and(eq(signingProcesses.id, sql.placeholder("id")), eq(signingProcesses.organizationId, sql.placeholder("organizationId"))))
    .prepare("process_of_organization");

export function canSee(ctx: ServiceContext, process: SigningProcess): boolean {
  if (ctx.actor.kind === "SYSTEM" || ctx.actor.role === "ADMIN") return true;
  return process.createdByUserId === actingUserId(ctx.actor);
}
