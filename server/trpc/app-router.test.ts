import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { appRouter } from "./app-router";
import { createCallerFactory } from "./init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const setupInput = {
  organizationName: "Acme GmbH",
  name: "Ada Admin",
  email: "Ada@Example.test",
  password: "a very long password",
  defaultLanguage: "de" as const,
};

describe("the dashboard's tRPC router", () => {
  it("runs first-run setup once, then refuses it", async () => {
    const visitor = createCaller({ db: database.db, session: null });
    expect(await visitor.setup.status()).toEqual({ complete: false });
    const created = await visitor.setup.complete(setupInput);
    expect(created.organizationId).toBeDefined();
    expect(await visitor.setup.status()).toEqual({ complete: true });

    const again = await visitor.setup.complete({ ...setupInput, email: "mallory@example.test" }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(TRPCError);
    expect((again as TRPCError).code).toBe("CONFLICT");
  });

  it("lets the owner manage keys and settings, and nobody without a session", async () => {
    const visitor = createCaller({ db: database.db, session: null });
    await expect(visitor.apiKeys.list({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    const [owner] = await database.db.query.users.findMany({ where: (users, { eq }) => eq(users.email, "ada@example.test") });
    const session = await userContext(database.db, owner!.id);
    const caller = createCaller({ db: database.db, session });

    const created = await caller.apiKeys.create({ name: "CI", role: "ADMIN" });
    expect(created.apiKey).toMatch(/^sdk_live_/);
    const list = await caller.apiKeys.list({});
    expect(list.items.map((key) => key.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.apiKey);

    const revoked = await caller.apiKeys.revoke({ id: created.id });
    expect(revoked.status).toBe("REVOKED");
    await expect(caller.apiKeys.revoke({ id: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const org = await caller.organization.update({ name: "Acme AG", defaultLanguage: "en" });
    expect(org).toMatchObject({ name: "Acme AG", defaultLanguage: "en", plan: "ENTERPRISE" });
    await expect(caller.organization.update({})).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.organization.update({ defaultLanguage: "xx" as "en" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller.organization.get()).name).toBe("Acme AG");

    expect(await caller.organization.update({ country: "at" })).toMatchObject({ country: "AT", defaultLanguage: "en" });
    await expect(caller.organization.update({ country: "Narnia" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller.organization.get()).country).toBe("AT");
    expect(await caller.organization.update({ country: null })).toMatchObject({ country: null });
  });
});
