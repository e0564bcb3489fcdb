import type { Db } from "@/server/db/client";
import type { ServiceContext } from "@/server/services/context";

/** The operator acting on one organization from the command line: a system actor named "cli" in its audit trail. */
export function operatorContext(db: Db, organizationId: string): ServiceContext {
  return { db, organizationId, actor: { kind: "SYSTEM", id: null, name: "cli" } };
}
