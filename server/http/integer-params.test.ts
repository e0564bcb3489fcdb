import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { templateApi } from "@/tests/support/templates";
import { operations } from "../services/operations";
import { resetRateLimiter } from "../throttle/rate-limiter";

// Integer path and query parameters land in int4 columns (or multiply into offsets): a value past
// 2147483647 must be refused as input, never reach the database and come back as a 500.
const TOO_BIG = "2147483648";

/** The whole-number parameters of every /api/v1 operation: those that read "7" as 7. */
function integerParameters(): { operation: string; part: "params" | "query"; name: string; schema: z.ZodType }[] {
  return operations.flatMap((operation) =>
    (["params", "query"] as const).flatMap((part) => {
      const shape = (operation[part]?.shape ?? {}) as Record<string, z.ZodType>;
      return Object.entries(shape)
        .filter(([, schema]) => {
          const parsed = schema.safeParse("7");
          return parsed.success && parsed.data === 7;
        })
        .map(([name, schema]) => ({ operation: operation.name, part, name, schema }));
    }),
  );
}

describe("integer path and query parameters", () => {
  const found = integerParameters();

  it("are found across the registry", () => {
    const names = new Set(found.map(({ operation, name }) => `${operation} ${name}`));
    expect(names).toContain("templates.version number");
    expect(names).toContain("apiKeys.list page");
    expect(names).toContain("apiKeys.list pageSize");
  });

  it.each(found.map((entry) => [`${entry.operation} ${entry.part}.${entry.name}`, entry] as const))("%s refuses 2147483648, -1 and 0", (_, { schema }) => {
    for (const value of [TOO_BIG, "-1", "0", "99999999999999999999"]) expect(schema.safeParse(value).success, value).toBe(false);
  });
});

describe("through the route", () => {
  let database: TestDatabase;
  let org: SeededOrganization;
  beforeAll(async () => {
    database = await createTestDatabase();
    org = await seedOrganization(database.db);
  });
  afterAll(() => database.close());
  beforeEach(() => resetRateLimiter());

  it.each([TOO_BIG, "-1"])("GET /templates/{id}/versions/%s of a template that exists answers 400 naming the parameter", async (number) => {
    const created = await templateApi.create(org.adminKey, { kind: "HTML", name: "Bounds" });
    const id = created.json.data.id as string;
    const res = await call(routeAt("/templates/{id}/versions/{number}").GET, "GET", `/api/v1/templates/${id}/versions/${number}`, {
      apiKey: org.adminKey,
      params: { id, number },
    });
    expect(res.status).toBe(400);
    expect(res.json.message.join(" ")).toMatch(/^number /);
  });

  it.each(["page", "pageSize"])("GET /api-keys?%s=2147483648 answers 400", async (name) => {
    const res = await call(routeAt("/api-keys").GET, "GET", `/api/v1/api-keys?${name}=${TOO_BIG}`, { apiKey: org.adminKey });
    expect(res.status).toBe(400);
    expect(res.json.message.join(" ")).toMatch(new RegExp(`^${name} `));
  });
});

describe("integer body fields", () => {
  // The same bound for a whole number a body carries at its top level (a version to compare).
  const found = operations.flatMap((operation) =>
    Object.entries((operation.body?.shape ?? {}) as Record<string, z.ZodType>)
      .filter(([, schema]) => schema.safeParse(7).success && !schema.safeParse(1.5).success && schema.safeParse(7).data === 7)
      .map(([name, schema]) => [`${operation.name} body.${name}`, schema] as const),
  );

  it("are found across the registry", () => {
    expect(found.map(([name]) => name)).toContain("onlineForms.publish body.expectedDraftVersion");
  });

  // A file's size is a bigint column: it stops at the largest exact number instead.
  const BIGINT_FIELDS = new Set(["pdfAssets.initiateUpload body.sizeBytes"]);

  it.each(found)("%s refuses a number past its column", (name, schema) => {
    expect(schema.safeParse(BIGINT_FIELDS.has(name) ? Number.MAX_SAFE_INTEGER + 1 : 2_147_483_648).success).toBe(false);
  });
});
