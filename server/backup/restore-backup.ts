/**
 * `signet restore --in FILE`: fills an empty target from a backup archive (create-backup.ts).
 * The target is the configured database (the embedded one under DATA_DIR/pgdata, or
 * DATABASE_URL) and DATA_DIR's secrets, seal and files. One that holds anything is refused
 * before anything is written. The archive is unpacked into a staging folder inside DATA_DIR
 * first, so that a broken archive stops the restore before the target is touched.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { acquireDataDirLock } from "@/server/db/data-dir-lock";
import { openPostgres, type Db } from "@/server/db/client";
import { tightenDataDir } from "@/server/data-dir-modes";
import { env } from "@/server/env";
import { BackupError, DATA_ENTRIES, DATA_PREFIX, DATABASE_ENTRY, type Manifest } from "./archive-format";
import { listDataDirFiles } from "./data-dir-entries";
import { countTables, hasAnyTable } from "./database-facts";
import { extractArchive } from "./extract-archive";
import { runPgTool } from "./pg-tools";

export interface RestoreResult {
  restored: true;
  tables: number;
  files: number;
}

const KIND_NAME = { pglite: "the embedded database", postgres: "Postgres" } as const;

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The first thing DATA_DIR holds that a restore would replace, or null. */
async function dataDirContent(dataDir: string, withDatabase: boolean): Promise<string | null> {
  const pgdata = path.join(dataDir, "pgdata");
  if (withDatabase && (await exists(pgdata)) && (await fs.readdir(pgdata)).length > 0) return pgdata;
  if (await exists(path.join(dataDir, "secrets.json"))) return path.join(dataDir, "secrets.json");
  const [file] = await listDataDirFiles(dataDir, DATA_ENTRIES.filter((entry) => entry !== "secrets.json"));
  return file ? file.absolute : null;
}

function refuse(what: string): never {
  throw new BackupError(`restore needs an empty target, but ${what} holds data; nothing was changed`);
}

async function loadPglite(pgdata: string, staging: string): Promise<number> {
  const dump = await fs.readFile(path.join(staging, DATABASE_ENTRY.pglite));
  await fs.rm(pgdata, { recursive: true, force: true });
  try {
    const client = await PGlite.create(pgdata, { loadDataDir: new Blob([dump]) });
    try {
      return await countTables(drizzle(client) as unknown as Db);
    } finally {
      await client.close();
    }
  } catch (error) {
    await fs.rm(pgdata, { recursive: true, force: true });
    throw error;
  }
}

async function loadPostgres(url: string, staging: string): Promise<number> {
  const database = await openPostgres(url);
  try {
    // Note: one transaction, so that a failure leaves the database empty again.
    await runPgTool("pg_restore", ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${url}`, path.join(staging, DATABASE_ENTRY.postgres)]);
    return await countTables(database.db);
  } finally {
    await database.close();
  }
}

/** Moves the restored secrets, seal and files into DATA_DIR (the same file system: renames). */
async function placeDataEntries(staging: string, dataDir: string): Promise<void> {
  for (const entry of DATA_ENTRIES) {
    const from = path.join(staging, DATA_PREFIX, entry);
    if (!(await exists(from))) continue;
    const to = path.join(dataDir, entry);
    // Note: an empty folder tree may be there (the target was checked to hold no file).
    await fs.rm(to, { recursive: true, force: true });
    await fs.rename(from, to);
  }
}

export async function restoreBackup(input: string): Promise<RestoreResult> {
  const config = env();
  const archive = path.resolve(input);
  if (!(await exists(archive))) throw new BackupError(`${archive} cannot be read; nothing was changed`);
  const kind = config.DATABASE_URL ? "postgres" : "pglite";
  const pgdata = path.join(config.DATA_DIR, "pgdata");
  await fs.mkdir(config.DATA_DIR, { recursive: true, mode: 0o700 });
  // Note: held to the end, so that no server starts on the embedded database half restored.
  const lock = kind === "pglite" ? acquireDataDirLock(pgdata) : undefined;
  try {
    const found = await dataDirContent(config.DATA_DIR, kind === "pglite");
    if (found) refuse(found);
    if (kind === "postgres") {
      const database = await openPostgres(config.DATABASE_URL!);
      const holdsData = await hasAnyTable(database.db).finally(() => database.close());
      if (holdsData) refuse("the database at DATABASE_URL");
    }
    const staging = await fs.mkdtemp(path.join(config.DATA_DIR, ".restore-"));
    try {
      const manifest: Manifest = await extractArchive(archive, staging);
      if (manifest.database !== kind) {
        throw new BackupError(
          `this backup holds ${KIND_NAME[manifest.database]} but the target is ${KIND_NAME[kind]} (${manifest.database === "postgres" ? "set DATABASE_URL" : "unset DATABASE_URL"}); nothing was changed`,
        );
      }
      const tables = kind === "pglite" ? await loadPglite(pgdata, staging) : await loadPostgres(config.DATABASE_URL!, staging);
      await placeDataEntries(staging, config.DATA_DIR);
      // PGlite writes its files 0666; DATA_DIR is the server's user's alone (data-dir-modes.ts).
      tightenDataDir(config.DATA_DIR);
      return { restored: true, tables, files: manifest.files };
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  } finally {
    lock?.release();
  }
}
