/**
 * Runs the real CLI as a child process against its own database: a fresh DATA_DIR (PGlite),
 * or with DATABASE_URL set a fresh database on that Postgres server. Each start costs about a
 * second, so the tests share one database and build on each other in order.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type Database } from "@/server/db/client";
import { tokenSession } from "@/server/auth/session";
import { startUserSession } from "@/server/auth/user-sessions";
import { authenticateApiKey } from "@/server/services/api-keys/authenticate-api-key";
import { twoFactorSecrets } from "@/server/db/schema";
import { verifyCredentials } from "@/server/services/users/verify-credentials";
import { eq } from "drizzle-orm";
import { runNode, type NodeRun } from "@/tests/support/node-process";

const adminUrl = process.env.DATABASE_URL;

/** The child gets its own database settings, never the test worker's. */
function childEnv(settings: { DATA_DIR: string; DATABASE_URL?: string }): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  return { ...inherited, ...settings };
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<NodeRun> {
  return runNode(["--import", "tsx", "server/cli/main.ts", ...args], env);
}

let dataDir: string;
let databaseUrl: string | undefined;
let env: NodeJS.ProcessEnv;

/** A success: exit 0 and stdout holding exactly one JSON document. */
async function ok(...args: string[]): Promise<Record<string, unknown>> {
  const result = await run(args, env);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

/** A failure: the exit code, nothing on stdout, one line on stderr (answered). */
async function fails(exitCode: number, args: string[], childEnvironment = env): Promise<string> {
  const result = await run(args, childEnvironment);
  expect(result.code, result.stderr).toBe(exitCode);
  expect(result.stdout).toBe("");
  const line = result.stderr.trimEnd();
  expect(line).toMatch(/^error: /);
  expect(line).not.toContain("\n");
  return line;
}

function openTestDatabase(): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(path.join(dataDir, "pgdata"));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-cli-"));
  if (adminUrl) {
    const name = `signet_cli_${randomBytes(6).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  env = childEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
});

afterAll(async () => {
  if (databaseUrl) {
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Each command is a new Node process that opens the database: several in one test take seconds each on a busy machine.
describe("signet CLI", { timeout: 90_000 }, () => {
  const state = {} as {
    organizationId: string;
    ownerId: string;
    ownerKey: string;
    memberId: string;
    adminKey: { id: string; apiKey: string };
    memberKey: { id: string; apiKey: string };
  };

  it("migrate applies every migration to a fresh database, then none", async () => {
    expect((await ok("migrate")).applied).toBeGreaterThan(0);
    expect(await ok("migrate")).toEqual({ applied: 0 });
  });

  it("bootstrap creates an organization with an OWNER and an ADMIN key", async () => {
    const created = await ok(
      "bootstrap", "--org", "Acme", "--plan", "PRO", "--email", "Owner@Acme.test", "--password", "correct horse battery", "--language", "de",
    );
    expect(Object.keys(created).sort()).toEqual(["apiKey", "email", "organizationId", "password", "userId"]);
    expect(created).toMatchObject({ email: "owner@acme.test", password: "correct horse battery" });
    expect(created.apiKey).toMatch(/^sdk_live_/);
    state.organizationId = created.organizationId as string;
    state.ownerId = created.userId as string;
    state.ownerKey = created.apiKey as string;
  });

  it("bootstrap generates the owner's credentials when none are given", async () => {
    const created = await ok("bootstrap", "--org", "Generated");
    expect(created.email).toMatch(/@/);
    expect(typeof created.password).toBe("string");
    expect((created.password as string).length).toBeGreaterThanOrEqual(10);
  });

  it("users create adds a member and refuses a taken email", async () => {
    const args = ["users", "create", "--org", state.organizationId, "--email", "member@acme.test", "--password", "member password 1", "--role", "MEMBER"];
    const created = await ok(...args);
    expect(Object.keys(created)).toEqual(["userId"]);
    state.memberId = created.userId as string;
    expect(await fails(2, args)).toMatch(/EMAIL_TAKEN/);
  });

  it("users sign-out ends every dashboard session of a user, and names an unknown email", async () => {
    const database = await openTestDatabase();
    const sessions = [];
    try {
      for (let i = 0; i < 2; i++) sessions.push(await startUserSession(database.db, state.memberId));
    } finally {
      await database.close();
    }
    expect(await ok("users", "sign-out", "--email", "Member@Acme.test")).toEqual({ userId: state.memberId, endedSessions: 2 });
    const after = await openTestDatabase();
    try {
      for (const sid of sessions) expect(await tokenSession(after.db, { sid })).toBeNull();
    } finally {
      await after.close();
    }
    expect(await fails(2, ["users", "sign-out", "--email", "nobody@acme.test"])).toMatch(/User not found/);
    expect(await fails(1, ["users", "sign-out", "--email", "not an email"])).toMatch(/--email/);
  });

  it("users reset-password lets a locked-out owner in again: a new password, sessions ended, two-factor removed on request", async () => {
    const database = await openTestDatabase();
    let sid: string;
    try {
      sid = await startUserSession(database.db, state.ownerId);
      // A lost phone: the owner's two-factor enrolment is what locks them out.
      await database.db.insert(twoFactorSecrets).values({ userId: state.ownerId, secretEncrypted: "sealed", confirmedAt: new Date() });
    } finally {
      await database.close();
    }

    const generated = await ok("users", "reset-password", "--email", "OWNER@acme.test", "--remove-two-factor", "true");
    expect(Object.keys(generated).sort()).toEqual(["email", "endedSessions", "password", "twoFactorRemoved", "userId"]);
    expect(generated).toMatchObject({ userId: state.ownerId, email: "owner@acme.test", endedSessions: 1, twoFactorRemoved: true });
    expect((generated.password as string).length).toBeGreaterThanOrEqual(20);

    const chosen = await ok("users", "reset-password", "--email", "owner@acme.test", "--password", "a new long owner passphrase");
    expect(chosen).toMatchObject({ password: "a new long owner passphrase", endedSessions: 0, twoFactorRemoved: false });

    const after = await openTestDatabase();
    try {
      expect(await tokenSession(after.db, { sid })).toBeNull();
      expect(await verifyCredentials(after.db, "owner@acme.test", generated.password as string)).toBeNull();
      expect((await verifyCredentials(after.db, "owner@acme.test", "a new long owner passphrase"))?.id).toBe(state.ownerId);
      expect(await after.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, state.ownerId))).toEqual([]);
    } finally {
      await after.close();
    }

    expect(await fails(2, ["users", "reset-password", "--email", "owner@acme.test", "--password", "password2024"])).toMatch(/PASSWORD_TOO_COMMON/);
    expect(await fails(2, ["users", "reset-password", "--email", "nobody@acme.test"])).toMatch(/User not found/);
    expect(await fails(1, ["users", "reset-password", "--email", "owner@acme.test", "--remove-two-factor", "maybe"])).toMatch(/--remove-two-factor/);
  });

  it("keys create mints keys for the owner by default or for a named user", async () => {
    const admin = await ok("keys", "create", "--org", state.organizationId, "--role", "ADMIN", "--name", "Deploy");
    expect(admin).toMatchObject({ role: "ADMIN", expiresAt: null });
    expect(Object.keys(admin).sort()).toEqual(["apiKey", "expiresAt", "id", "prefix", "role"]);
    expect(admin.apiKey as string).toMatch(new RegExp(`^${admin.prefix as string}`));
    state.adminKey = { id: admin.id as string, apiKey: admin.apiKey as string };

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const member = await ok(
      "keys", "create", "--org", state.organizationId, "--role", "MEMBER", "--user", state.memberId, "--expires-at", expiresAt,
    );
    expect(member).toMatchObject({ role: "MEMBER", expiresAt });
    state.memberKey = { id: member.id as string, apiKey: member.apiKey as string };
  });

  it("keys create refuses a bad role and an unknown organization", async () => {
    expect(await fails(1, ["keys", "create", "--org", state.organizationId, "--role", "OWNER"])).toMatch(/--role must be one of: ADMIN, MEMBER/);
    expect(await fails(2, ["keys", "create", "--org", "00000000-0000-4000-8000-000000000000", "--role", "ADMIN"])).toMatch(
      /NOT_FOUND: Organization not found/,
    );
  });

  it("keys revoke revokes a key found by its id alone", async () => {
    const revoked = await ok("keys", "revoke", "--id", state.adminKey.id);
    expect(revoked.id).toBe(state.adminKey.id);
    expect(Date.parse(revoked.revokedAt as string)).not.toBeNaN();
  });

  it("processes finalize names the process it cannot find, and refuses a malformed id", async () => {
    expect(await fails(2, ["processes", "finalize", "--id", "7f0c2b9e-4a51-4f3e-9b7a-2d1c0e5f6a7b"])).toMatch(/Signing process not found/i);
    expect(await fails(1, ["processes", "finalize", "--id", "nope"])).toMatch(/--id must be a UUID/);
  });

  it("org set changes the plan, the read-only flag, the language and the country", async () => {
    const org = await ok("org", "set", "--org", state.organizationId, "--plan", "ENTERPRISE", "--read-only", "true", "--language", "it", "--country", "ch");
    expect(org).toMatchObject({ id: state.organizationId, name: "Acme", plan: "ENTERPRISE", readOnly: true, defaultLanguage: "it", country: "CH" });
    expect(await fails(1, ["org", "set", "--org", state.organizationId, "--country", "Narnia"])).toMatch(/--country must be a two-letter country code/);
    expect(await fails(1, ["org", "set", "--org", state.organizationId, "--read-only", "yes"])).toMatch(/--read-only must be true or false/);
  });

  it("seed refuses a count that is not a positive whole number, an unknown organization, and one without a ready PDF", async () => {
    for (const count of ["0", "12abc", "1e3", "100000000"]) {
      expect(await fails(1, ["seed", "--org", state.organizationId, "--processes", count])).toMatch(/--processes must be a whole number from 1/);
    }
    expect(await fails(2, ["seed", "--org", "7f0c2b9e-4a51-4f3e-9b7a-2d1c0e5f6a7b", "--processes", "5"])).toMatch(/no organization with this ID/);
    expect(await fails(2, ["seed", "--org", state.organizationId, "--processes", "5"])).toMatch(/Upload a PDF to the organization first/);
  });

  it("treats unknown and missing flags as usage errors", async () => {
    expect(await fails(1, ["users", "create", "--org", state.organizationId, "--mail", "x@y.test"])).toMatch(/Unknown option '--mail'/);
    expect(await fails(1, ["keys", "revoke"])).toMatch(/missing --id/);
  });

  it("--help answers the usage as JSON", async () => {
    const { usage } = await ok("--help");
    expect(usage).toEqual(expect.arrayContaining([expect.stringMatching(/^signet keys create --org ID --role ADMIN\|MEMBER/)]));
  });

  it("leaves the keys working as created", async () => {
    const database = await openTestDatabase();
    try {
      const owner = await authenticateApiKey(database.db, state.ownerKey);
      expect(owner).toMatchObject({ organizationId: state.organizationId, actor: { role: "ADMIN", userId: state.ownerId } });
      const member = await authenticateApiKey(database.db, state.memberKey.apiKey);
      expect(member?.actor).toMatchObject({ role: "MEMBER", userId: state.memberId });
      expect(await authenticateApiKey(database.db, state.adminKey.apiKey)).toBeNull();
    } finally {
      await database.close();
    }
  });

  it("says in one line that an embedded database held by another process is in use", async () => {
    const lockedDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-cli-locked-"));
    const held = await openPglite(path.join(lockedDir, "pgdata"));
    try {
      const line = await fails(2, ["migrate"], childEnv({ DATA_DIR: lockedDir }));
      expect(line).toMatch(/in use by another process/);
    } finally {
      await held.close();
      fs.rmSync(lockedDir, { recursive: true, force: true });
    }
  });
});
