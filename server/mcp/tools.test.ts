import { z } from "zod";
import { describe, expect, it } from "vitest";
import { defineOperation, type Operation } from "../services/operation";
import { operations } from "../services/operations";
import { exclusionReason, mcpTools, toolName, toolOf } from "./tools";

describe("toolName", () => {
  it("turns an operation's name into the characters every client accepts", () => {
    expect(toolName("signingProcesses.get")).toBe("signing_processes_get");
    expect(toolName("pdfAssets.initiateUpload")).toBe("pdf_assets_initiate_upload");
    expect(toolName("templates.startSigning")).toBe("templates_start_signing");
  });

  it("gives every operation of the registry its own name", () => {
    const names = mcpTools().map((tool) => tool.definition.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(operations.filter((operation) => exclusionReason(operation) === null).length);
  });
});

describe("toolOf", () => {
  const operation = (parts: Partial<Pick<Operation, "params" | "query" | "body">>) =>
    defineOperation({
      name: "examples.update",
      method: "PATCH",
      path: "/examples/{id}",
      summary: "Change an example.",
      tag: "Examples",
      access: "admin",
      ...parts,
      output: z.object({}),
      status: 200,
      handler: async () => ({}),
    }) as unknown as Operation;

  it("merges path, query and body into one object, path parameters required", () => {
    const tool = toolOf(operation({ params: z.object({ id: z.string() }), query: z.object({ dryRun: z.boolean().optional() }), body: z.object({ name: z.string().min(1) }) }));
    expect(tool.definition.inputSchema).toEqual({
      type: "object",
      properties: { id: { type: "string" }, dryRun: { type: "boolean" }, name: { type: "string", minLength: 1 } },
      required: ["id", "name"],
    });
    expect(tool.adminOnly).toBe(true);
    expect(tool.definition.annotations).toEqual({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(tool.definition.description).toBe("Change an example. Needs an ADMIN key. (REST: PATCH /api/v1/examples/{id})");
  });

  it("refuses a field declared in two parts, which one argument could not stand for", () => {
    expect(() => toolOf(operation({ params: z.object({ id: z.string() }), body: z.object({ id: z.string() }) }))).toThrow(/"id" is declared in two parts/);
  });
});

describe("exclusionReason", () => {
  it("leaves out dashboard-only, signer, raw-body and file operations, each with a reason", () => {
    const reasons = Object.fromEntries(operations.map((operation) => [operation.name, exclusionReason(operation)]));
    expect(reasons["apiKeys.create"]).toMatch(/dashboard/);
    expect(reasons["signer.submit"]).toMatch(/signer's link/);
    expect(reasons["verification.verify"]).toMatch(/bytes/);
    expect(reasons["onlineForms.unsignedPdf"]).toMatch(/answers a file/);
    expect(reasons["signingProcesses.void"]).toBeNull();
  });
});
