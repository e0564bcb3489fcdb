/**
 * An organization that requires two-factor sign-in: a member signed in with a password but
 * without two-factor set up may only set it up. The dashboard's pages send them to
 * /two-factor-setup; this answers the same for its data calls, so that none of the dashboard's
 * data can be read around the set-up page.
 */
import type { Db } from "../db/client";
import type { ServiceContext } from "../services/context";
import { mustEnrolTwoFactor } from "../services/two-factor/two-factor";

/** The tRPC procedures the set-up page calls. */
const SET_UP_PROCEDURES = new Set(["twoFactor.status", "twoFactor.startEnrolment", "twoFactor.confirm"]);

/** tRPC's procedure paths of a request: `/api/trpc/a.b,c.d` (batched) names several. */
export function trpcPaths(url: string): string[] {
  const { pathname } = new URL(url);
  return decodeURIComponent(pathname.replace(/^\/api\/trpc\/?/, "")).split(",").filter(Boolean);
}

/** Whether the session may make these calls: always, unless it is held back for two-factor set-up. */
export async function passesTwoFactorGate(db: Db, ctx: ServiceContext, paths: string[]): Promise<boolean> {
  if (ctx.actor.kind !== "USER" || paths.every((path) => SET_UP_PROCEDURES.has(path))) return true;
  return !(await mustEnrolTwoFactor(db, ctx.actor.id, ctx.organizationId));
}
