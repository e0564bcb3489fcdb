/**
 * One organization cannot turn the installation's mail server into a spammer: invitations and
 * test emails its admins send by hand are limited per organization and hour, and another
 * organization keeps its own budget.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { memberInvitations } from "@/server/db/schema";
import { appRouter } from "@/server/trpc/app-router";
import { createCallerFactory } from "@/server/trpc/init";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { ADMIN_EMAILS_PER_HOUR } from "./admin-email-throttle";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;

const dashboard = async (userId: string) => createCaller({ db: database.db, session: await userContext(database.db, userId) });

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());

describe("emails an organization's admins send by hand", () => {
  it("are limited per organization and hour; beyond, nothing is sent or stored", async () => {
    const owner = await dashboard(org.userId);
    for (let i = 0; i < ADMIN_EMAILS_PER_HOUR - 1; i++) await owner.members.invite({ email: `invitee-${i}@example.test`, role: "MEMBER" });
    await owner.email.sendTest();
    await expect(owner.members.invite({ email: "one-too-many@example.test", role: "MEMBER" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: `Your organization has sent ${ADMIN_EMAILS_PER_HOUR} invitations and test emails in the last hour; try again later`,
    });
    await expect(owner.email.sendTest()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const stored = await database.db.select().from(memberInvitations).where(eq(memberInvitations.email, "one-too-many@example.test"));
    expect(stored).toEqual([]);

    await expect((await dashboard(other.userId)).members.invite({ email: "welcome@example.test", role: "MEMBER" })).resolves.toMatchObject({ email: "welcome@example.test" });
  });
});
