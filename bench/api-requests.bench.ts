/**
 * What one authenticated /api/v1 request costs end to end through the route wrapper (throttle,
 * key lookup, service, envelope) on the embedded database, and what a dashboard sign-in costs
 * (argon2id verification dominates it by design).
 */
import { afterAll, beforeAll, bench, describe } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { hashPassword, verifyPassword } from "@/server/services/users/password";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";

const apiKeysRoute = routeAt("/api-keys");

let database: TestDatabase;
let org: SeededOrganization;
let passwordHash: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db);
  passwordHash = await hashPassword("correct horse battery staple");
});
afterAll(() => database.close());

describe("API requests", () => {
  bench("GET /api/v1/api-keys with an ADMIN key", async () => {
    resetRateLimiter();
    const response = await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: org.adminKey });
    if (response.status !== 200) throw new Error(`unexpected ${response.status}`);
  });

  bench("GET /api/v1/api-keys with an unknown key (401)", async () => {
    resetRateLimiter();
    await call(apiKeysRoute.GET, "GET", "/api/v1/api-keys", { apiKey: "sdk_live_" + "A".repeat(43) });
  });
});

describe("dashboard sign-in", () => {
  bench("argon2id password verification", async () => {
    if (!(await verifyPassword(passwordHash, "correct horse battery staple"))) throw new Error("mismatch");
  });
});
