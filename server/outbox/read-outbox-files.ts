import fs from "node:fs/promises";
import path from "node:path";
import { isOutboxFileName, outboxDirectory } from "./outbox-files";
import type { OutboxMessage } from "./outbox-message";

/** Outbox file names, newest first; none when nothing was ever sent. */
export async function outboxFileNamesNewestFirst(): Promise<string[]> {
  const names = await fs.readdir(outboxDirectory()).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return names.filter(isOutboxFileName).sort().reverse();
}

/** One outbox file, or null when it was removed since the directory was listed. */
export async function readOutboxFile(name: string): Promise<OutboxMessage | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(outboxDirectory(), name), "utf8")) as OutboxMessage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
