/**
 * Plans on a self-hosted installation (issue #15 item 6): the owner of the first organization
 * changes any organization's plan in Settings, and the change unlocks what the plan includes at
 * once; nobody else may.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let first: SeededOrganization;
let second: SeededOrganization;

const callerFor = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });
const codeOf = (promise: Promise<unknown>) => promise.then(() => "resolved", (error: unknown) => (error instanceof TRPCError ? error.code : String(error)));

beforeAll(async () => {
  database = await createTestDatabase();
  first = await seedOrganization(database.db, { name: "The operator's own" });
  second = await seedOrganization(database.db, { name: "A customer", plan: "FREE" });
});
afterAll(() => database.close());

describe("the installation's plans in Settings", () => {
  it("let the first organization's owner change another organization's plan, which unlocks SMS codes at once", async () => {
    const operator = await callerFor(first.userId);
    expect(await operator.installation.isOperator()).toBe(true);
    const listed = await operator.installation.organizations();
    expect(listed.map((org) => [org.name, org.plan, org.members])).toEqual([
      ["The operator's own", "FREE", 1],
      ["A customer", "FREE", 1],
    ]);

    const assetId = await readyAsset(database.db, second.adminKey);
    const withCodes = twoSignerBody(assetId, { authPolicy: "AES_OTP" });
    const refused = await createProcess(second.adminKey, withCodes);
    expect(refused.status).toBe(402);

    const changed = await operator.installation.changeOrganization({ organizationId: second.organizationId, plan: "PRO" });
    expect(changed.plan).toBe("PRO");
    expect((await createProcess(second.adminKey, withCodes)).status).toBe(201);

    const readOnly = await operator.installation.changeOrganization({ organizationId: second.organizationId, readOnly: true });
    expect(readOnly).toMatchObject({ plan: "PRO", readOnly: true });
    expect((await createProcess(second.adminKey, withCodes)).status).toBe(402);
  });

  it("are nobody else's: the other organization's owner and the first organization's members are refused", async () => {
    const otherOwner = await callerFor(second.userId);
    const member = await callerFor((await createMember(database.db, first)).userId);
    for (const caller of [otherOwner, member]) {
      expect(await caller.installation.isOperator()).toBe(false);
      expect(await codeOf(caller.installation.organizations())).toBe("FORBIDDEN");
      expect(await codeOf(caller.installation.changeOrganization({ organizationId: second.organizationId, plan: "ENTERPRISE" }))).toBe("FORBIDDEN");
    }
    const operator = await callerFor(first.userId);
    expect((await operator.installation.organizations()).find((org) => org.id === second.organizationId)?.plan).not.toBe("ENTERPRISE");
  });

  it("refuse bad changes with nothing changed", async () => {
    const operator = await callerFor(first.userId);
    const before = await operator.installation.organizations();
    expect(await codeOf(operator.installation.changeOrganization({ organizationId: "00000000-0000-4000-8000-000000000000", plan: "PRO" }))).toBe("NOT_FOUND");
    expect(await codeOf(operator.installation.changeOrganization({ organizationId: second.organizationId, plan: "GOLD" as "PRO" }))).toBe("BAD_REQUEST");
    expect(await codeOf(operator.installation.changeOrganization({ organizationId: second.organizationId }))).toBe("BAD_REQUEST");
    expect(await codeOf(operator.installation.changeOrganization({ organizationId: "not-an-id", plan: "PRO" }))).toBe("BAD_REQUEST");
    expect(await operator.installation.organizations()).toEqual(before);
  });
});
