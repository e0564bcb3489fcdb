import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderApiTypes } from "./openapi-types";

describe("the typed client's types", () => {
  it("match the OpenAPI document the server answers (run `npm run api:types` after changing an operation)", async () => {
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, "..", "..", "lib", "api-client", "schema.d.ts"), "utf8");
    expect(committed).toBe(await renderApiTypes());
  });
});
