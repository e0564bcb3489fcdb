import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { userContext } from "@/server/auth/session";
import { signers } from "@/server/db/schema";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, inDays, invitedToken, readyAsset, storedToken, twoSignerBody } from "@/tests/support/signing";
import { signerIsDashboardUser } from "./signer-dashboard-user";

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO", name: "Elsewhere" });
  assetId = await readyAsset(database.db, org.adminKey, 2);
  resetRateLimiter();
});
afterAll(() => database.close());

describe("signerIsDashboardUser", () => {
  it("knows a CURRENT_USER signer as a dashboard user, signed in or not", async () => {
    const created = await createProcess(org.adminKey, {
      dispatchMode: "CURRENT_USER",
      sourcePdfAssetId: assetId,
      subject: "Expenses",
      expiresAt: inDays(3),
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Me" }],
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", page: 0, x: 10, y: 10, w: 120, h: 40 }],
    });
    const [slot] = await database.db.select().from(signers).where(eq(signers.signingProcessId, created.json.data.id));
    const token = await storedToken(database.db, slot!.id);
    expect(await signerIsDashboardUser(database.db, token, null)).toBe(true);
  });

  it("knows an emailed signer by the signed-in user's address, only within that user's organization", async () => {
    const body = twoSignerBody(assetId);
    body.signers[0]!.email = org.email.toUpperCase();
    const created = await createProcess(org.adminKey, body);
    const token = await invitedToken(database.db, created.json.data.id, org.email.toUpperCase());

    const me = (await userContext(database.db, org.userId))!;
    expect(await signerIsDashboardUser(database.db, token, me)).toBe(true);
    expect(await signerIsDashboardUser(database.db, token, null)).toBe(false);
    // The same address signed in to another organization, and another user of any organization.
    expect(await signerIsDashboardUser(database.db, token, { ...me, organizationId: other.organizationId })).toBe(false);
    expect(await signerIsDashboardUser(database.db, token, await userContext(database.db, other.userId))).toBe(false);
  });

  it("answers false for a link that opens nothing", async () => {
    expect(await signerIsDashboardUser(database.db, "not-a-token", null)).toBe(false);
    expect(await signerIsDashboardUser(database.db, "A".repeat(43), await userContext(database.db, org.userId))).toBe(false);
  });
});
