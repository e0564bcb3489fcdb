/**
 * Scale (issue #36, docs/performance.md): how the reads grow with an organization's processes.
 * A fresh Postgres database is filled by the seeding tool (`signet seed`) to each size in turn,
 * and each read is called in the bench's process through its service function (the same call
 * its route makes, without HTTP and the key lookup, whose cost does not grow with the data).
 * At each size the reads run twice: with only the index the list had before migration 0038
 * (`before`), then with 0038's indexes, the code being this branch's in both.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openPostgres, type Database } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { pdfAssets, signingProcesses, templates } from "../../server/db/schema";
import type { ServiceContext } from "../../server/services/context";
import { bootstrapOrganization } from "../../server/services/organizations/bootstrap-organization";
import { getOverview } from "../../server/services/overview/get-overview";
import { seedProcesses } from "../../server/services/seed/seed-processes";
import { getSigningProcess } from "../../server/services/signing/get-signing-process";
import { listSigningProcesses } from "../../server/services/signing/list-signing-processes";
import { compactGrownProcessCounts } from "../../server/services/signing/process-counts";

export interface ScaleFigure {
  size: number;
  indexes: "0038" | "before";
  read: string;
  p50Ms: number;
  p99Ms: number;
}

export interface ScaleResult {
  figures: ScaleFigure[];
  /** Database bytes per process at each size: processes, signers, fields and audit events with their indexes. */
  bytesPerProcess: Map<number, number>;
  seedSeconds: Map<number, number>;
}

const PAGE_SIZE = 20;

const LIST_INDEXES_0038 = [
  `create index signing_processes_org_status_created_idx on signing_processes (organization_id, status, created_at, id)`,
  `create index signing_processes_template_created_idx on signing_processes (template_id, created_at, id) where template_id is not null`,
  `create index signing_processes_subject_trgm_idx on signing_processes using gin (subject gin_trgm_ops)`,
  `create index audit_events_occurred_idx on audit_events (occurred_at, sequence)`,
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function timed(samples: number, read: () => Promise<unknown>): Promise<{ p50Ms: number; p99Ms: number }> {
  for (let warm = 0; warm < 3; warm += 1) await read();
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

async function setIndexes(database: Database, which: ScaleFigure["indexes"]): Promise<void> {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run("drop index if exists signing_processes_org_status_created_idx");
  await run("drop index if exists signing_processes_template_created_idx");
  await run("drop index if exists signing_processes_subject_trgm_idx");
  await run("drop index if exists signing_processes_org_created_idx");
  await run("drop index if exists audit_events_occurred_idx");
  if (which === "before") {
    await run("create index signing_processes_org_created_idx on signing_processes (organization_id, created_at)");
  } else {
    await run("create index signing_processes_org_created_idx on signing_processes (organization_id, created_at, id)");
    for (const statement of LIST_INDEXES_0038) await run(statement);
  }
  await run("analyze signing_processes, audit_events");
}

/** The rows a fresh organization needs before seeding: its owner, a ready PDF and two published templates. */
async function scaleOrganization(database: Database): Promise<{ ctx: ServiceContext; templateId: string }> {
  const org = await bootstrapOrganization(database.db, {
    organizationName: "Scale",
    email: `scale-${randomBytes(4).toString("hex")}@example.test`,
    password: "correct horse battery staple",
    plan: "ENTERPRISE",
    defaultLanguage: "en",
    withApiKey: true,
  });
  await database.db.insert(pdfAssets).values({
    organizationId: org.organizationId,
    originalFileName: "lease.pdf",
    sizeBytes: 48_000,
    sha256: "a".repeat(64),
    pageCount: 2,
    storageKey: "scale/lease.pdf",
    processingStatus: "READY",
  });
  const made = await database.db
    .insert(templates)
    .values(["Lease", "Employment"].map((name) => ({ organizationId: org.organizationId, kind: "PDF" as const, name, status: "PUBLISHED" as const, draft: {} as never, latestVersion: 1 })))
    .returning({ id: templates.id });
  const ctx: ServiceContext = { db: database.db, organizationId: org.organizationId, actor: { kind: "USER", id: org.userId, name: "Scale owner", email: org.email, role: "ADMIN" } };
  return { ctx, templateId: made[0]!.id };
}

export async function measureScale(adminUrl: string, sizes: number[], samples: number, log: (line: string) => void): Promise<ScaleResult> {
  const name = `signet_scale_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const result: ScaleResult = { figures: [], bytesPerProcess: new Map(), seedSeconds: new Map() };
  try {
    await migrateDatabase(database);
    const { ctx, templateId } = await scaleOrganization(database);
    let seeded = 0;
    for (const size of sizes) {
      log(`[bench] scale: seeding to ${size} processes`);
      const seed = await seedProcesses(database.db, { organizationId: ctx.organizationId, processes: size - seeded });
      seeded = size;
      result.seedSeconds.set(size, seed.seconds);
      // The expiry sweep folds the kept counts every minute; a seed writes faster than that.
      await compactGrownProcessCounts(database.db);
      // postgres.js answers a statement with its rows (this bench runs on Postgres only).
      const [bytes] = (await database.db.execute(
        sql`select sum(pg_total_relation_size(t)) as bytes from unnest(array['signing_processes', 'signers', 'signing_fields', 'audit_events']::regclass[]) as t`,
      )) as unknown as { bytes: string }[];
      result.bytesPerProcess.set(size, Number(bytes!.bytes) / size);
      const [sample] = await database.db.select({ id: signingProcesses.id }).from(signingProcesses).orderBy(signingProcesses.createdAt).limit(1).offset(Math.floor(size / 3));
      const middlePage = Math.max(1, Math.floor(size / 2 / PAGE_SIZE));
      const list = (input: Record<string, unknown>) => () => listSigningProcesses(ctx, { page: 1, pageSize: PAGE_SIZE, ...input });
      const reads: [string, () => Promise<unknown>][] = [
        ["list, first page", list({})],
        ["list, status COMPLETED", list({ status: ["COMPLETED"] })],
        ["list, q a name (Anna Okafor)", list({ q: "Anna Okafor" })],
        ["list, q a number (#4711)", list({ q: "#4711" })],
        ["list, one template", list({ templateId })],
        ["list, the middle page", list({ page: middlePage })],
        ["process read", () => getSigningProcess(ctx, { id: sample!.id })],
        ["Overview", () => getOverview(ctx)],
      ];
      for (const indexes of ["before", "0038"] as const) {
        await setIndexes(database, indexes);
        for (const [read, call] of reads) {
          const figure = { size, indexes, read, ...(await timed(samples, call)) };
          log(`[bench] scale ${size} ${indexes} ${read}: p50 ${figure.p50Ms.toFixed(1)} ms, p99 ${figure.p99Ms.toFixed(1)} ms`);
          result.figures.push(figure);
        }
      }
    }
  } finally {
    await database.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  return result;
}
