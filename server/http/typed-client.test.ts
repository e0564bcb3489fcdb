/**
 * The typed client against the real route handlers and database: if the OpenAPI document (and
 * so the generated types) drifted from what the server answers, this fails to compile or to run.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inProcessFetch } from "@/tests/support/in-process-fetch";
import { inDays, readyAsset } from "@/tests/support/signing";
import { createSignetClient } from "@/lib/api-client/client";

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

describe("the typed API client", () => {
  it("creates, reads, lists and voids a signing process with typed requests and answers", async () => {
    const signet = createSignetClient({ baseUrl: "http://localhost:3000", apiKey: org.adminKey, fetch: inProcessFetch });
    const created = await signet.POST("/signing-processes", {
      body: {
        dispatchMode: "EMAIL",
        authPolicy: "SES_LINK_ONLY",
        sourcePdfAssetId: assetId,
        subject: "Typed client",
        expiresAt: inDays(7),
        signers: [{ signOrder: 1, name: "Ada Typed", email: "ada@example.test" }],
        fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
      },
    });
    expect(created.response.status).toBe(201);
    const id = created.data!.data.id;
    expect(created.data!.data.signerSlots[0]!.status).toBe("READY");

    const read = await signet.GET("/signing-processes/{id}", { params: { path: { id } } });
    expect(read.data!.data).toMatchObject({ id, subject: "Typed client", status: "SENT", finalization: { status: "NONE", error: null } });

    const listed = await signet.GET("/signing-processes", { params: { query: { q: "Typed client", pageSize: 5 } } });
    expect(listed.data!.data.items.map((item) => item.id)).toContain(id);

    const voided = await signet.POST("/signing-processes/{id}/void", { params: { path: { id } }, body: { reason: "Testing the client" } });
    expect(voided.data!.data.status).toBe("VOIDED");

    const again = await signet.POST("/signing-processes/{id}/void", { params: { path: { id } }, body: {} });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ statusCode: 409, code: "INVALID_STATE" });
  });

  it("answers 401 with the error body for a wrong key", async () => {
    const signet = createSignetClient({ baseUrl: "http://localhost:3000", apiKey: "sdk_live_wrong", fetch: inProcessFetch });
    const { response, error } = await signet.GET("/api-keys");
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ statusCode: 401, path: "/api/v1/api-keys", method: "GET" });
  });
});
