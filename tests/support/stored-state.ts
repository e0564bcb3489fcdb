/**
 * What a refused request must leave as it was: how many processes, PDF assets and audit events
 * the database holds, and every file under DATA_DIR/files.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { auditEvents, pdfAssets, signingProcesses } from "@/server/db/schema";

function storedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? storedFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

export async function storedState(db: Db) {
  const [[processes], [assets], [events]] = await Promise.all([
    db.select({ n: count() }).from(signingProcesses),
    db.select({ n: count() }).from(pdfAssets),
    db.select({ n: count() }).from(auditEvents),
  ]);
  return { processes: processes!.n, assets: assets!.n, events: events!.n, files: storedFiles(path.join(process.env.DATA_DIR!, "files")).sort() };
}
