/**
 * What one /api/v1 request costs the database, counted on the real (embedded) database: each
 * statement is a round trip on Postgres, where 20 concurrent clients share ten connections.
 * B1 and B2 of docs/performance.md are these requests; a change that adds a statement to them
 * shows here first.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { createLoggedDatabase, type LoggedDatabase } from "@/tests/support/statement-log";

const processRoute = routeAt("/signing-processes/{id}");

let database: LoggedDatabase;
let org: SeededOrganization;
let assetId: string;
let processId: string;

beforeAll(async () => {
  database = await createLoggedDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey);
  processId = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data.id;
});
afterAll(() => database.close());
beforeEach(async () => {
  resetRateLimiter();
  // The throttle's first hit of a minute also sweeps ended windows: not part of the steady state.
  await read(`sdk_live_${"B".repeat(43)}`);
  database.take();
});

const read = (apiKey: string) => call(processRoute.GET, "GET", `/api/v1/signing-processes/${processId}`, { apiKey, params: { id: processId } });

describe("statements per request", () => {
  it("a refused key: the throttle's count and the key lookup, in one statement", async () => {
    expect((await read(`sdk_live_${"A".repeat(43)}`)).status).toBe(401);
    expect(database.take()).toHaveLength(1);
  });

  it("reading a process with a key in steady use: the throttle's count with the key, then the process with its signers, fields and document", async () => {
    expect((await read(org.adminKey)).status).toBe(200);
    database.take();
    expect((await read(org.adminKey)).status).toBe(200);
    expect(database.take()).toHaveLength(2);
  });

  it("creating a process with two signers and five fields: the record is built from the rows written, not read back", async () => {
    expect((await createProcess(org.adminKey, twoSignerBody(assetId))).status).toBe(201);
    // Throttle with key, organization, document, monthly count; process (with its new trail's
    // head), signers, fields, the trail's three events; the invitation job; signing.sent in its
    // savepoint with the webhook endpoints it goes to.
    expect(database.take()).toHaveLength(13);
  });
});
