import { count } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { organizations, users } from "../../db/schema";
import { resetEnv } from "../../env";
import { AppError } from "../../errors";
import { invokeOperation } from "../invoke-operation";
import { setupComplete } from "./operations";

const owner = { organizationName: "Acme GmbH", name: "Ada Admin", email: "ada@example.test", password: "a very long password" };

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
  delete process.env.DEFAULT_PLAN;
  resetEnv();
});
afterAll(resetEnv);

async function planOf(organizationId: string): Promise<string | undefined> {
  return (await database.db.query.organizations.findFirst({ where: (row, { eq }) => eq(row.id, organizationId) }))?.plan;
}

describe("setup.complete", () => {
  it("gives the operator's own installation the DEFAULT_PLAN, ENTERPRISE unless set, never the Free plan's limits", async () => {
    const created = await invokeOperation(setupComplete, { db: database.db }, owner);
    expect(await planOf(created.organizationId)).toBe("ENTERPRISE");
  });

  it("reads DEFAULT_PLAN from the environment", async () => {
    process.env.DEFAULT_PLAN = "PRO";
    resetEnv();
    const created = await invokeOperation(setupComplete, { db: database.db }, owner);
    expect(await planOf(created.organizationId)).toBe("PRO");
  });

  it("gives a hosted service's first organization the plan it picked", async () => {
    const created = await invokeOperation(setupComplete, { db: database.db }, { ...owner, plan: "FREE" });
    expect(await planOf(created.organizationId)).toBe("FREE");
  });

  it("refuses a plan that does not exist with a sentence naming the plans, and creates nothing", async () => {
    const refused = await invokeOperation(setupComplete, { db: database.db }, { ...owner, plan: "GOLD" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "VALIDATION_FAILED", status: 400 });
    expect((refused as AppError).message).toMatch(/plan/);
    expect((refused as AppError).message).toMatch(/FREE.*PRO.*ENTERPRISE/);
    const [orgs] = await database.db.select({ n: count() }).from(organizations);
    const [people] = await database.db.select({ n: count() }).from(users);
    expect({ organizations: orgs!.n, users: people!.n }).toEqual({ organizations: 0, users: 0 });
  });
});
