import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createCallerFactory, router } from "@/server/trpc/init";
import { queryOf } from "@/server/trpc/operation-procedure";
import { operationRoute } from "@/server/http/api-route";
import { MemoryRateLimiter, resetRateLimiter } from "@/server/throttle/rate-limiter";
import { resetEnv } from "@/server/env";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { call } from "@/tests/support/http";
import { checkOutput, OutputMismatchError } from "./check-output";
import { defineOperation } from "./operation";

const described = { name: "things.get", output: z.object({ id: z.uuid(), count: z.number().int() }) };
const wrongAnswer = { id: "not-an-id", count: "three" };

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe("checkOutput", () => {
  it("lets an answer its schema describes through", () => {
    expect(() => checkOutput(described, { id: "00000000-0000-4000-8000-000000000000", count: 3 })).not.toThrow();
  });

  it("fails loudly, naming the operation and each wrong field, outside production", () => {
    expect(() => checkOutput(described, wrongAnswer)).toThrow(OutputMismatchError);
    expect(() => checkOutput(described, wrongAnswer)).toThrow(/^things\.get answered .*id must be a valid UUID.*count must be a number/);
  });

  it("checks nothing in production", () => {
    vi.stubEnv("NODE_ENV", "production");
    resetEnv();
    expect(() => checkOutput(described, wrongAnswer)).not.toThrow();
  });
});

describe("the doors check every answer", () => {
  // The public wrapper opens the database for its handler's context; this one never reads it.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("REST answers 500 for an answer that breaks the operation's output schema", async () => {
    resetRateLimiter(new MemoryRateLimiter());
    const operation = defineOperation({
      name: "things.get",
      method: "GET",
      path: "/things",
      summary: "A thing.",
      tag: "Things",
      access: "public",
      output: described.output,
      status: 200,
      handler: async () => wrongAnswer as unknown as z.output<typeof described.output>,
    });
    const res = await call(operationRoute(operation), "GET", "/api/v1/things");
    expect(res.status).toBe(500);
    resetRateLimiter();
  });

  it("a derived tRPC procedure refuses such an answer too", async () => {
    const operation = defineOperation({
      name: "things.get",
      summary: "A thing.",
      access: "visitor",
      output: described.output,
      handler: async () => wrongAnswer as unknown as z.output<typeof described.output>,
    });
    const caller = createCallerFactory(router({ get: queryOf(operation) }))({ db: database.db, session: null });
    await expect(caller.get()).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR", cause: expect.any(OutputMismatchError) });
  });
});
