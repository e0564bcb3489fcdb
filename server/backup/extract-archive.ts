/**
 * Unpacks a backup archive into a staging folder, accepting only the entries the format names
 * (archive-format.ts): no other path, and nothing outside the folder.
 */
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { BackupError, DATA_ENTRIES, DATA_PREFIX, DATABASE_ENTRY, MANIFEST_ENTRY, manifestSchema, type Manifest } from "./archive-format";

function isKnownEntry(name: string): boolean {
  if (name === MANIFEST_ENTRY || Object.values<string>(DATABASE_ENTRY).includes(name)) return true;
  if (!name.startsWith(DATA_PREFIX)) return false;
  const rest = name.slice(DATA_PREFIX.length);
  return DATA_ENTRIES.some((entry) => rest === entry || rest.startsWith(`${entry}/`));
}

function isSafePath(name: string): boolean {
  return !path.posix.isAbsolute(name) && path.posix.normalize(name) === name && !name.split("/").includes("..");
}

async function unpack(archive: string, staging: string): Promise<void> {
  const extract = tar.extract();
  const piped = pipeline(createReadStream(archive), createGunzip(), extract);
  piped.catch(() => undefined); // Note: the loop below sees the same error through `extract`.
  for await (const entry of extract) {
    const { name, type } = entry.header;
    if (type === "directory") {
      entry.resume();
      continue;
    }
    if (type !== "file" || !isSafePath(name) || !isKnownEntry(name)) throw new Error(`unexpected entry "${name}"`);
    const target = path.join(staging, name);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await pipeline(entry, createWriteStream(target, { mode: 0o600, flags: "wx" }));
  }
  await piped;
}

/** Answers the archive's manifest, once every entry is in `staging`. */
export async function extractArchive(archive: string, staging: string): Promise<Manifest> {
  try {
    await unpack(archive, staging);
    const manifest = manifestSchema.safeParse(JSON.parse(await fs.readFile(path.join(staging, MANIFEST_ENTRY), "utf8")));
    if (!manifest.success) throw new Error(`${MANIFEST_ENTRY} is not one this version reads`);
    await fs.access(path.join(staging, DATABASE_ENTRY[manifest.data.database]));
    return manifest.data;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "an entry is missing" : (error as Error).message;
    throw new BackupError(`${archive} is not a complete Signet backup (${reason}); nothing was restored`);
  }
}
