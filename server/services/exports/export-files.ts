/** The files of one process inside an export's ZIP (docs/operations.md, "Export"). */
import Papa from "papaparse";
import type { AuditTrail } from "../audit/list-audit-events";

/** "2026-11-29-lease-for-flat-3-1a2b3c4d": the day it was created, its subject, its id's start. */
export function processFolder(process: { id: string; subject: string; createdAt: Date }): string {
  const slug = process.subject
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return [process.createdAt.toISOString().slice(0, 10), slug || "process", process.id.slice(0, 8)].join("-");
}

const CSV_COLUMNS = ["sequence", "occurredAt", "type", "actorKind", "actorName", "ip", "documentSha256", "hash", "prevHash"];

/** One row per event, oldest first, under a header row. */
export function auditTrailCsv(trail: AuditTrail): string {
  const rows = trail.items.map((event) => [
    event.sequence,
    event.occurredAt,
    event.type,
    event.actor.kind,
    event.actor.name ?? "",
    event.ip ?? "",
    event.documentSha256 ?? "",
    event.hash,
    event.prevHash,
  ]);
  // Note: escapeFormulae keeps a name such as "=cmd()" from running as a formula in a spreadsheet.
  return `${Papa.unparse({ fields: CSV_COLUMNS, data: rows }, { escapeFormulae: true, newline: "\n" })}\n`;
}
