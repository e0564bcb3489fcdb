/**
 * DATA_DIR holds the database, the documents and the secrets: at start the server gives it and
 * everything under it to its own user alone (folders 0700, files 0600). Files Signet writes are
 * created so, but a DATA_DIR that already existed (a mounted volume, an older install) and the
 * embedded database's own files (PGlite writes them 0666) are not.
 */
import fs from "node:fs";
import path from "node:path";

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

export interface TightenResult {
  /** Entries whose mode was changed. */
  changed: number;
  /** Entries whose mode could not be changed (owned by another user). */
  refused: number;
}

export function tightenDataDir(dataDir: string): TightenResult {
  const result: TightenResult = { changed: 0, refused: 0 };
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    // Note: a symbolic link's target is not ours to change, and chmod would follow it.
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? DIRECTORY_MODE : FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        fs.chmodSync(entry, wanted);
        result.changed += 1;
      } catch {
        result.refused += 1;
      }
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dataDir);
  return result;
}

/** The one log line of a start that changed (or could not change) a mode; null when all was in order. */
export function tightenLogLine(dataDir: string, { changed, refused }: TightenResult): string | null {
  if (changed === 0 && refused === 0) return null;
  const parts = [];
  if (changed > 0) parts.push(`gave ${changed} entr${changed === 1 ? "y" : "ies"} to the server's user alone (folders 0700, files 0600)`);
  if (refused > 0) parts.push(`could not change the mode of ${refused} owned by another user`);
  return `[signet] DATA_DIR ${dataDir}: ${parts.join("; ")}`;
}
