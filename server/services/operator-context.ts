import type { Db } from "../db/client";
import type { ServiceContext } from "./context";

/**
 * The installation's operator acting on one organization (the `signet` CLI): a system actor named
 * "cli" in its audit trail. The operator names a key or a process; the operation reads which
 * organization it belongs to and acts there.
 */
export function operatorContext(db: Db, organizationId: string): ServiceContext {
  return { db, organizationId, actor: { kind: "SYSTEM", id: null, name: "cli" } };
}
