import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { call, routeAt } from "@/tests/support/http";
import { buildOpenApiDocument } from "./openapi";
import { operations } from "../services/operations";
import { resetRateLimiter } from "../throttle/rate-limiter";

const openApiRoute = routeAt("/openapi.json");

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

interface Document {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  webhooks: Record<string, unknown>;
}

const paramsOf = (template: string) =>
  Object.fromEntries([...template.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name!, "00000000-0000-4000-8000-000000000000"]));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => resetRateLimiter());

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(buildOpenApiDocument()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every method the router serves at each path, and nothing it does not serve", async () => {
    const document = buildOpenApiDocument() as unknown as Document;
    const templates = new Set([...operations.map((operation) => operation.path), ...Object.keys(document.paths)]);
    const served = new Set<string>();
    for (const template of templates) {
      const route = routeAt(template);
      for (const method of METHODS) {
        // Unauthenticated: a served method answers 400, 401 or 404, never 405.
        const res = await call(route[method], method, `/api/v1${template}`, { params: paramsOf(template) });
        if (res.status === 405) continue;
        served.add(`${method} ${template}`);
        expect(document.paths[template]?.[method.toLowerCase()], `${method} ${template} is missing from the document`).toBeDefined();
      }
    }
    const documented = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${template}`),
    );
    expect(documented.sort()).toEqual([...served].sort());
  });

  it("describes the envelope, the error codes, the security and the webhooks", () => {
    const document = buildOpenApiDocument() as unknown as Document & { components: { securitySchemes: Record<string, unknown> } };
    const voidOperation = document.paths["/signing-processes/{id}/void"]!.post!;
    expect(voidOperation.operationId).toBe("signingProcesses.void");
    expect(Object.keys(voidOperation.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "409", "429"]));
    expect(JSON.stringify(voidOperation.responses["409"])).toContain("PROCESS_FINALIZING");
    const commit = document.paths["/pdf-assets/uploads/{uploadId}/commit"]!.post!;
    expect(Object.keys(commit.responses)).toEqual(expect.arrayContaining(["200", "201"]));
    expect(document.paths["/api-keys/{id}"]!.delete!.responses["204"]).toBeDefined();
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(["ApiKey", "BearerKey", "DashboardSession", "WebhookSignature"]),
    );
    expect(Object.keys(document.webhooks).sort()).toEqual(
      ["bulk_send.completed", "signer.completed", "signing.completed", "signing.declined", "signing.expired", "signing.sent", "signing.voided", "webhook.test"].sort(),
    );
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("answers the document itself, without a key, as application/json", async () => {
    const res = await call(openApiRoute.GET, "GET", "/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-ratelimit-limit")).not.toBeNull();
    expect(res.json.openapi).toBe("3.1.0");
    expect(res.json).not.toHaveProperty("success");
  });

  it("answers 405 for other methods", async () => {
    expect((await call(openApiRoute.POST, "POST", "/api/v1/openapi.json")).status).toBe(405);
  });
});
