/** The files under DATA_DIR that an archive carries beside the database (archive-format.ts, DATA_ENTRIES). */
import fs from "node:fs/promises";
import path from "node:path";
import { DATA_ENTRIES } from "./archive-format";

export interface DataDirFile {
  /** Relative to DATA_DIR, with forward slashes. */
  name: string;
  absolute: string;
  size: number;
}

async function walk(dataDir: string, relative: string, found: DataDirFile[]): Promise<void> {
  const absolute = path.join(dataDir, relative);
  let stat;
  try {
    stat = await fs.lstat(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (stat.isDirectory()) {
    for (const name of (await fs.readdir(absolute)).sort()) await walk(dataDir, `${relative}/${name}`, found);
  } else if (stat.isFile()) {
    found.push({ name: relative, absolute, size: stat.size });
  }
}

/** Every regular file of the entries given (symbolic links are not ours to follow). */
export async function listDataDirFiles(dataDir: string, entries: readonly string[] = DATA_ENTRIES): Promise<DataDirFile[]> {
  const found: DataDirFile[] = [];
  for (const entry of entries) await walk(dataDir, entry, found);
  return found;
}

/** A stored object, not the local driver's hidden sidecars, temp files and upload markers. */
export function isStoredObject(file: Pick<DataDirFile, "name">): boolean {
  return file.name.startsWith("files/") && !file.name.split("/").some((part) => part.startsWith("."));
}
