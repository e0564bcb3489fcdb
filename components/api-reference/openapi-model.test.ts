import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a node test, not browser code: it checks the views against the real generated document
import { buildOpenApiDocument } from "@/server/http/openapi";
import { anchorOf, callersOf, operationsByTag, resolveRef, webhookEvents } from "./openapi-model";

describe("the OpenAPI model of the reference page", () => {
  const document = buildOpenApiDocument();

  it("groups every operation under its tag, in the document's tag order", () => {
    const groups = operationsByTag(document);
    expect(groups.map((group) => group.name)).toEqual(["API keys", "PDF assets", "Templates", "Bulk sends", "Public links", "Online forms", "Signing processes", "Exports", "Signer", "Webhooks", "Verification"]);
    const paths = groups.flatMap((group) => group.operations.map((operation) => `${operation.method} ${operation.path}`));
    expect(paths).toContain("POST /signing-processes");
    expect(paths).toContain("POST /signing-processes/{id}/void");
  });

  it("reads who may call, the success answer and the error codes of an operation", () => {
    const operation = operationsByTag(document)
      .flatMap((group) => group.operations)
      .find((candidate) => candidate.id === "signingProcesses.void")!;
    expect(operation.access).toBe("admin");
    expect(operation.callers).toMatch(/ADMIN API key/);
    expect(operation.success).toEqual([expect.objectContaining({ status: "200", mediaType: "application/json", data: { $ref: "#/components/schemas/SigningProcess" } })]);
    expect(operation.errors.find((error) => error.status === "409")?.codes).toEqual(["INVALID_STATE", "PROCESS_FINALIZING"]);
    expect(operation.anchor).toBe("post-signing-processes-id-void");
  });

  it("falls back to the security requirements when the description names no access", () => {
    expect(callersOf({ security: [] })).toEqual({ access: "public", callers: "Anyone; no credentials." });
    expect(callersOf({ security: [{ ApiKey: [] }] }).callers).toBe("One of: ApiKey.");
  });

  it("resolves a reference into components.schemas and leaves other schemas alone", () => {
    expect(resolveRef({ $ref: "#/components/schemas/SigningProcess" }, document)).toHaveProperty("properties.status");
    expect(resolveRef({ type: "string" }, document)).toEqual({ type: "string" });
    expect(anchorOf("GET", "/sign/{token}/document")).toBe("get-sign-token-document");
  });

  it("lists each webhook event with its signature header and payload", () => {
    const events = webhookEvents(document);
    expect(events.map((event) => event.event)).toContain("signing.completed");
    const completed = events.find((event) => event.event === "signing.completed")!;
    expect(completed.headers.map((header) => header.name)).toContain("X-Service-Signature");
    expect(completed.payload).toHaveProperty("properties.data");
  });
});
