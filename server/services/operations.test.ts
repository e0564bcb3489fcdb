import { describe, expect, it } from "vitest";
import { z } from "zod";
import { operationInputSchema } from "./operation";
import { operations } from "./operations";
import { signingProcessesVoid } from "./signing/operations";

describe("the operation registry", () => {
  it("names every operation once, and declares each method and path once", () => {
    const names = operations.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("declares a path schema with exactly the parameters of the path template", () => {
    for (const operation of operations) {
      const inPath = [...operation.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name).sort();
      const declared = Object.keys(operation.params?.shape ?? {}).sort();
      expect(declared, operation.name).toEqual(inPath);
    }
  });

  it("reads bodies only on writes, and answers 204 only for DELETE", () => {
    for (const operation of operations) {
      if (operation.body) expect(["POST", "PUT", "PATCH"], operation.name).toContain(operation.method);
      if (operation.status === 204) expect(operation.method, operation.name).toBe("DELETE");
    }
  });

  it("merges path parameters and body into the one input the dashboard sends", () => {
    const schema = operationInputSchema(signingProcessesVoid);
    const id = "00000000-0000-4000-8000-000000000000";
    expect(schema.parse({ id, reason: " Wrong tenant ", ignored: true })).toEqual({ id, reason: "Wrong tenant" });
    const failure = schema.safeParse({ id: "nope", reason: 5 });
    expect(failure.success).toBe(false);
    expect((failure.error as z.ZodError).issues.map((issue) => issue.path.join("."))).toEqual(["id", "reason"]);
  });
});
