/**
 * Health for operators (docs/operations.md, "Health checks"). Liveness answers without touching
 * anything, so a slow database never gets a healthy process restarted. Readiness checks what a
 * request needs: the database answers and has every migration, storage takes a write (probed at
 * most every few seconds), and this process runs the background jobs; it also reports the job
 * queue for alerting. No answer
 * carries a connection string, a path or an error message: failures say which check failed,
 * and the server log (redacted) says why. Warnings, in plain words, never change the status:
 * a self-signed installation seal, and seals (the installation's, or organizations' own,
 * counted, not named) that expire within a month or have expired.
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, lte, min, sql } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { rowsOf } from "../../db/migrate";
import { emailDeliveries, jobs, organizationSeals } from "../../db/schema";
import { env } from "../../env";
import { getMailTransport } from "../../mail/get-mail-transport";
import type { MailTransport } from "../../mail/mail-transport";
import { existingSealCertificate } from "../../pdf/seal/seal-certificate";
import { openSealKey } from "../../pdf/seal/seal-key";
import { getStorage, type Storage } from "../../storage/storage";
import { readinessSealWarnings, SEAL_EXPIRY_WARNING_DAYS } from "../seals/seal-warnings";
import { logger } from "@/server/log/logger.mjs";

export interface Liveness {
  status: "ok";
}

export function liveness(): Liveness {
  return { status: "ok" };
}

export interface ReadinessChecks {
  database: { ok: boolean };
  migrations: { ok: boolean; applied: number | null; expected: number };
  storage: { ok: boolean; driver: Storage["driver"] };
  jobs: { ok: boolean; runnerStarted: boolean; queueDepth: number | null; oldestDueJobAgeSeconds: number | null };
  /** Reported, not judged (a mail server that refuses is no reason to restart Signet): how email leaves, and how the last email went. */
  mail: { transport: MailTransport["name"]; lastSend: "sent" | "failed" | null; lastSendAt: string | null };
}

export interface Readiness {
  status: "ready" | "not_ready";
  checks: ReadinessChecks;
  /** What an operator should see to, in plain words; none of it makes the status not_ready. */
  warnings: string[];
}

/** The installation's seal as readiness judges it: notAfter is null while none has been generated yet. */
export interface InstallationSealFacts {
  selfSigned: boolean;
  notAfter: Date | null;
}

export interface ReadinessDependencies {
  db: () => Promise<Db>;
  storage: () => Storage;
  /** Whether this process started its job runner (the local runner, or the Inngest dispatcher). */
  jobRunnerStarted: () => boolean;
  mailTransport: () => MailTransport["name"];
  /** The installation's seal; by default, the one this process's settings name. */
  installationSeal?: () => Promise<InstallationSealFacts>;
  now?: () => Date;
}

const MIGRATIONS_JOURNAL = path.join(process.cwd(), "drizzle", "meta", "_journal.json");
const PROBE_PREFIX = "health";

function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(MIGRATIONS_JOURNAL, "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

async function appliedMigrations(db: Db): Promise<number> {
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return 0;
  const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

function logFailure(check: string, error: unknown): void {
  logger().error({ err: error }, `[signet] readiness: the ${check} check failed`);
}

/**
 * How long a storage probe that succeeded stands: a probe object every few seconds, not one per
 * call. A failed one is tried again at the next call, so that recovery shows at once.
 */
export const STORAGE_PROBE_TTL_MS = 5_000;
const lastProbes = new WeakMap<Storage, { at: number; ok: Promise<boolean> }>();

function storageWritable(storage: Storage, now: number): Promise<boolean> {
  const last = lastProbes.get(storage);
  if (last && now - last.at < STORAGE_PROBE_TTL_MS) return last.ok;
  const ok = probeStorage(storage);
  lastProbes.set(storage, { at: now, ok });
  void ok.then((writable) => {
    if (!writable && lastProbes.get(storage)?.ok === ok) lastProbes.delete(storage);
  });
  return ok;
}

async function probeStorage(storage: Storage): Promise<boolean> {
  const key = `${PROBE_PREFIX}/probe-${randomUUID()}`;
  try {
    await storage.write(key, Buffer.from("ok"), { contentType: "text/plain" });
    await storage.delete(key);
    return true;
  } catch (error) {
    logFailure("storage", error);
    return false;
  }
}

export async function readiness(deps: ReadinessDependencies): Promise<Readiness> {
  const now = (deps.now ?? (() => new Date()))();
  const expected = expectedMigrations();
  const checks: ReadinessChecks = {
    database: { ok: false },
    migrations: { ok: false, applied: null, expected },
    storage: { ok: false, driver: "local" },
    jobs: { ok: false, runnerStarted: deps.jobRunnerStarted(), queueDepth: null, oldestDueJobAgeSeconds: null },
    mail: { transport: deps.mailTransport(), lastSend: null, lastSendAt: null },
  };

  let organizationSealsExpiring = { expiringSoon: 0, expired: 0 };
  const sealCheck = (async () => {
    try {
      return await (deps.installationSeal ?? installationSealFacts)();
    } catch (error) {
      logFailure("seal", error);
      return "unreadable" as const;
    }
  })();

  const storageCheck = (async () => {
    try {
      const storage = deps.storage();
      checks.storage.driver = storage.driver;
      checks.storage.ok = await storageWritable(storage, now.getTime());
    } catch (error) {
      logFailure("storage", error);
    }
  })();

  try {
    const db = await deps.db();
    checks.migrations.applied = await appliedMigrations(db);
    checks.database.ok = true;
    checks.migrations.ok = checks.migrations.applied >= expected;
    if (!checks.migrations.ok) return finish(checks, storageCheck, async () => readinessSealWarnings(await sealCheck, organizationSealsExpiring, now));
    const [queue] = await db
      .select({ depth: count(), oldest: min(jobs.runAt) })
      .from(jobs)
      .where(and(eq(jobs.status, "PENDING"), lte(jobs.runAt, now)));
    checks.jobs.queueDepth = queue?.depth ?? 0;
    // Reported, not judged: a long backlog is for alerting, and taking every instance out of
    // the load balancer over it would not make the jobs run sooner.
    const oldest = queue?.oldest ? new Date(queue.oldest) : null;
    checks.jobs.oldestDueJobAgeSeconds = oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null;
    const [lastSend] = await db
      .select({ status: emailDeliveries.status, at: emailDeliveries.updatedAt })
      .from(emailDeliveries)
      .where(inArray(emailDeliveries.status, ["SENT", "FAILED"]))
      .orderBy(desc(emailDeliveries.updatedAt))
      .limit(1);
    if (lastSend) checks.mail = { ...checks.mail, lastSend: lastSend.status === "SENT" ? "sent" : "failed", lastSendAt: lastSend.at.toISOString() };
    const soon = new Date(now.getTime() + SEAL_EXPIRY_WARNING_DAYS * 86_400_000);
    const [expiring] = await db
      .select({
        expired: sql<number>`count(*) filter (where ${organizationSeals.notAfter} <= ${now.toISOString()})::int`,
        expiringSoon: sql<number>`count(*) filter (where ${organizationSeals.notAfter} > ${now.toISOString()})::int`,
      })
      .from(organizationSeals)
      .where(lte(organizationSeals.notAfter, soon));
    organizationSealsExpiring = { expired: expiring?.expired ?? 0, expiringSoon: expiring?.expiringSoon ?? 0 };
  } catch (error) {
    logFailure("database", error);
  }
  return finish(checks, storageCheck, async () => readinessSealWarnings(await sealCheck, organizationSealsExpiring, now));
}

async function finish(checks: ReadinessChecks, storageCheck: Promise<void>, warnings: () => Promise<string[]>): Promise<Readiness> {
  await storageCheck;
  checks.jobs.ok = checks.jobs.runnerStarted && checks.jobs.queueDepth !== null;
  const ready = checks.database.ok && checks.migrations.ok && checks.storage.ok && checks.jobs.ok;
  return { status: ready ? "ready" : "not_ready", checks, warnings: await warnings() };
}

/** The installation's seal, opened (the key is cached), or a self-signed one still to be generated. */
async function installationSealFacts(): Promise<InstallationSealFacts> {
  const config = env();
  const certificate = await existingSealCertificate({ p12Base64: config.SEAL_P12_BASE64, p12Password: config.SEAL_P12_PASSWORD, dataDir: config.DATA_DIR });
  if (!certificate) return { selfSigned: true, notAfter: null };
  const key = openSealKey(certificate.p12, certificate.password);
  return { selfSigned: key.selfSigned, notAfter: key.notAfter };
}

/** This process's database, storage and job runner. */
export function processReadinessDependencies(): ReadinessDependencies {
  return {
    db: getDb,
    storage: getStorage,
    // Note: read-only look at the holder server/jobs/start.ts keeps on globalThis (one runner
    // per process, whichever bundle started it); it is set from start until stop.
    jobRunnerStarted: () => (globalThis as { __signetJobRunner?: unknown }).__signetJobRunner !== undefined,
    mailTransport: () => getMailTransport().name,
  };
}
