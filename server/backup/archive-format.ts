/**
 * The backup archive (docs/operations.md, "Backup and restore"): one gzipped tar holding the
 * database dump, what DATA_DIR holds beside the database, and last the manifest.
 *
 *   database/pgdata.tar.gz       embedded database: PGlite's own dump of its data directory
 *   database/postgres.dump       Postgres: pg_dump --format=custom
 *   data/secrets.json            generated secrets, when there are any
 *   data/seal/...                the generated seal certificate, when there is one
 *   data/files/...               local storage (objects and their sidecars), unless files live in S3
 *   signet-backup.json           the manifest below
 */
import { z } from "zod";

export const MANIFEST_ENTRY = "signet-backup.json";
export const DATABASE_ENTRY = { pglite: "database/pgdata.tar.gz", postgres: "database/postgres.dump" } as const;
export const DATA_PREFIX = "data/";
/** What DATA_DIR holds beside the database that a restore needs: everything else (outbox, Chromium) is disposable. */
export const DATA_ENTRIES = ["secrets.json", "seal", "files"] as const;

export const manifestSchema = z.object({
  format: z.literal("signet-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  tables: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  filesIncluded: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A problem with the backup or its target that the operator must resolve; the CLI prints it as one line. */
export class BackupError extends Error {}
