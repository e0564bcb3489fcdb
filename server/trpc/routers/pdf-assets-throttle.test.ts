import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import { resetEnv } from "@/server/env";
import type { ServiceContext } from "@/server/services/context";
import { MemoryRateLimiter, resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let session: ServiceContext;

beforeAll(async () => {
  database = await createTestDatabase();
  session = (await userContext(database.db, (await seedOrganization(database.db)).userId))!;
});
afterAll(() => database.close());
afterEach(() => {
  delete process.env.UPLOAD_RATE_LIMIT_PER_MINUTE;
  resetEnv();
  resetRateLimiter();
});

// The procedure is derived from pdfAssets.initiateUpload, whose declared upload throttle the one
// policy layer (server/services/operation-policies.ts) applies at this door as at /api/v1.
describe("the dashboard's uploads", () => {
  it("count toward the upload throttle the operation declares", async () => {
    process.env.UPLOAD_RATE_LIMIT_PER_MINUTE = "2";
    resetEnv();
    // A frozen clock: a minute turning over mid-test would reset the window.
    resetRateLimiter(new MemoryRateLimiter(() => 30_000));
    const caller = createCaller({ db: database.db, session });
    const upload = { fileName: "a.pdf", sizeBytes: 1000, contentType: "application/pdf" as const };
    await caller.pdfAssets.initiateUpload(upload);
    await caller.pdfAssets.initiateUpload(upload);
    await expect(caller.pdfAssets.initiateUpload(upload)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
