import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a node test, not browser code: it checks the views against the real generated document
import { buildOpenApiDocument } from "@/server/http/openapi";
// eslint-disable-next-line no-restricted-imports -- a node test, not browser code: it checks the views against the real generated document
import { operations } from "@/server/services/operations";
import { curlExample, exampleValue, shellQuote } from "./curl-example";
import { operationsByTag, type OperationView } from "./openapi-model";

const document = buildOpenApiDocument();
const views = operationsByTag(document).flatMap((group) => group.operations);
const view = (id: string): OperationView => views.find((operation) => operation.id === id)!;

describe("curl examples", () => {
  it("creates a signing process with an API key and a body of the required fields", () => {
    const command = curlExample(view("signingProcesses.create"), document);
    expect(command.split(" \\\n  ").slice(0, 3)).toEqual(['curl -X POST "$SIGNET_URL/api/v1/signing-processes"', '-H "X-API-Key: $SIGNET_API_KEY"', '-H "Content-Type: application/json"']);
    const body = JSON.parse(command.split("-d '")[1]!.replace(/'$/, "")) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["dispatchMode", "expiresAt", "signers", "sourcePdfAssetId", "subject"]);
    expect(body.signers).toEqual([{ signOrder: 1, name: "Ada Lovelace", email: "ada@example.com", phoneE164: "+14155550123" }]);
  });

  it("sends the verifier its PDF as the raw body, with no key", () => {
    expect(curlExample(view("verification.verify"), document).split(" \\\n  ")).toEqual([
      'curl -X POST "$SIGNET_URL/api/v1/verify"',
      '-H "Content-Type: application/pdf"',
      "--data-binary @document.pdf",
    ]);
  });

  it("gives request bodies that the operations' own schemas accept", () => {
    for (const operation of operations) {
      if (!operation.body) continue;
      const example = view(operation.name).body!.schema;
      const result = operation.body.safeParse(exampleValue(example, document));
      expect(result.success, `${operation.name}: ${result.error?.message ?? ""}`).toBe(true);
    }
  });

  it("fills path parameters, and sends no key where the token or a session is the credential", () => {
    expect(curlExample(view("signingProcesses.void"), document)).toContain('"$SIGNET_URL/api/v1/signing-processes/7d9f8b3e-2c4a-4f1e-9b6d-0a1c2e3f4a5b/void"');
    const document_ = curlExample(view("signer.document"), document);
    expect(document_).not.toContain("SIGNET_API_KEY");
    expect(document_).toContain("-o document.pdf");
    expect(curlExample(view("apiKeys.create"), document)).toContain("next-auth.session-token=$SIGNET_SESSION");
  });

  it("quotes single quotes for the shell", () => {
    expect(shellQuote(`{"name":"O'Brien"}`)).toBe(`'{"name":"O'\\''Brien"}'`);
  });
});
