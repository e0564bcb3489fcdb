/**
 * `signet backup --out FILE`: the database, the local files and the generated secrets and seal
 * in one archive (archive-format.ts). The archive is written beside FILE under a hidden name,
 * created 0600, and renamed into place only once complete: a failed backup leaves no half file
 * and never replaces an older good one.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import { openConfiguredDatabase, type Database } from "@/server/db/client";
import { env } from "@/server/env";
import { BackupError, DATA_ENTRIES, DATA_PREFIX, DATABASE_ENTRY, MANIFEST_ENTRY, type Manifest } from "./archive-format";
import { isStoredObject, listDataDirFiles, type DataDirFile } from "./data-dir-entries";
import { countTables } from "./database-facts";
import { runPgTool } from "./pg-tools";

export interface BackupResult {
  file: string;
  bytes: number;
  tables: number;
  files: number;
  filesIncluded: boolean;
}

interface DatabaseDump {
  /** A file to stream into the archive, or the bytes themselves. */
  source: { file: string } | { bytes: Buffer };
  size: number;
  cleanUp(): Promise<void>;
}

async function dumpDatabase(database: Database, databaseUrl: string | undefined): Promise<DatabaseDump> {
  if (database.kind === "pglite") {
    const bytes = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    return { source: { bytes }, size: bytes.length, cleanUp: async () => undefined };
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "signet-pg-dump-"));
  const file = path.join(folder, "postgres.dump");
  try {
    await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${databaseUrl}`]);
    return { source: { file }, size: (await fs.stat(file)).size, cleanUp: () => fs.rm(folder, { recursive: true, force: true }) };
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
}

function addEntry(pack: tar.Pack, name: string, size: number, body: Buffer | Readable): Promise<void> {
  const header = { name, size, mode: 0o600, mtime: new Date() };
  if (Buffer.isBuffer(body)) {
    return new Promise((resolve, reject) => pack.entry(header, body, (error) => (error ? reject(error) : resolve())));
  }
  return pipeline(body, pack.entry(header));
}

/**
 * Adds one file as it is when opened: local storage replaces objects by renaming, so an open
 * file keeps its bytes and size. Answers false for a file deleted since it was listed.
 */
async function addDataFile(pack: tar.Pack, entry: DataDirFile): Promise<boolean> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(entry.absolute, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    await addEntry(pack, `${DATA_PREFIX}${entry.name}`, size, handle.createReadStream({ autoClose: false }));
    return true;
  } finally {
    await handle.close();
  }
}

async function isDirectory(folder: string): Promise<boolean> {
  return fs.stat(folder).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
}

export async function createBackup(out: string): Promise<BackupResult> {
  const config = env();
  const file = path.resolve(out);
  const filesIncluded = !config.S3_BUCKET;
  if (!(await isDirectory(path.dirname(file)))) throw new BackupError(`${path.dirname(file)} is not a folder; create it first`);
  // Note: opening a missing embedded database would create an empty one.
  const pgdata = path.join(config.DATA_DIR, "pgdata");
  if (!config.DATABASE_URL && !(await isDirectory(pgdata))) throw new BackupError(`there is no embedded database at ${pgdata} to back up (is DATA_DIR right?)`);
  const database = await openConfiguredDatabase();
  let dump: DatabaseDump;
  let tables: number;
  try {
    tables = await countTables(database.db);
    dump = await dumpDatabase(database, config.DATABASE_URL);
  } finally {
    await database.close();
  }
  // Note: listed after the dump, so that every object a dumped row names is there (a running
  // server, on Postgres, may add objects meanwhile: those are only left over after a restore).
  const dataFiles = await listDataDirFiles(config.DATA_DIR, filesIncluded ? DATA_ENTRIES : DATA_ENTRIES.filter((entry) => entry !== "files")).catch(
    async (error: unknown) => {
      await dump.cleanUp();
      throw error;
    },
  );

  const manifest: Manifest = {
    format: "signet-backup",
    version: 1,
    createdAt: new Date().toISOString(),
    database: database.kind,
    tables,
    files: 0,
    filesIncluded,
  };
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.partial`);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600, flags: "wx" }));
  try {
    const entries = async () => {
      const name = DATABASE_ENTRY[database.kind];
      await addEntry(pack, name, dump.size, "bytes" in dump.source ? dump.source.bytes : createReadStream(dump.source.file));
      for (const entry of dataFiles) {
        if ((await addDataFile(pack, entry)) && isStoredObject(entry)) manifest.files += 1;
      }
      // Note: last, so that it counts what was really written (a running server may delete an object meanwhile).
      const json = Buffer.from(JSON.stringify(manifest, null, 2));
      await addEntry(pack, MANIFEST_ENTRY, json.length, json);
      pack.finalize();
    };
    await Promise.all([entries().catch((error: unknown) => pack.destroy(error as Error)), written]);
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await dump.cleanUp();
  }
  return { file, bytes: (await fs.stat(file)).size, tables, files: manifest.files, filesIncluded };
}
