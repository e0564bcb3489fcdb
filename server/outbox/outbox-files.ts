/**
 * Where outbox files live and how they are named: `$DATA_DIR/outbox/<time>-<id>.json`, where
 * <time> is createdAt with ":" made "-" (file-name safe everywhere), so names sort in time order.
 */
import path from "node:path";
import { env } from "@/server/env";

export function outboxDirectory(): string {
  return path.join(env().DATA_DIR, "outbox");
}

export function outboxFileName(createdAt: string, id: string): string {
  return `${createdAt.replaceAll(":", "-")}-${id}.json`;
}

/** Finished outbox files only: temp files start with a dot and end in ".tmp". */
export function isOutboxFileName(name: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[\w-]+\.json$/.test(name);
}
