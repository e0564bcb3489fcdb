import type { Db } from "../../db/client";

export async function finalizeSigningProcess(_db: Db, _id: string): Promise<void> {
  throw new Error("finalization is being written");
}
export async function markFinalizationFailed(_db: Db, _id: string, _message: string): Promise<void> {}
