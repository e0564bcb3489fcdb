import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { ServiceContext } from "../context";
import { openSignerSession } from "./signer-session";

/**
 * Whether the signer behind a token also works in the dashboard, so that their completed screen
 * offers the way back to it: a CURRENT_USER slot belongs to a user, and a slot whose email is
 * the signed-in user's, in that user's organization, is theirs too. It only reads: the page asks
 * it on the server, where the signer view (whose first read marks the signer OPENED) must not run.
 */
export async function signerIsDashboardUser(db: Db, token: string, session: ServiceContext | null): Promise<boolean> {
  let opened;
  try {
    opened = await openSignerSession(db, token);
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
  const { signer, process } = opened;
  if (signer.userId !== null) return true;
  if (session?.actor.kind !== "USER" || session.organizationId !== process.organizationId || !signer.email) return false;
  return signer.email.toLowerCase() === session.actor.email.toLowerCase();
}
