/**
 * The MCP server at /api/mcp, through the SDK's own client over real HTTP: a Node server started
 * here hands each request to the route handler as Next.js would (a NextRequest in, a Response out).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as mcpRoute from "@/app/api/mcp/route";
import { resetEnv } from "@/server/env";
import { exclusionReason, toolName } from "@/server/mcp/tools";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";
import { operations } from "@/server/services/operations";
import { MemoryRateLimiter, resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { createKey, createMember, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { call, routeAt } from "@/tests/support/http";
import { createProcess, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { publishedPdfTemplate, templateApi } from "@/tests/support/templates";

const processRoute = routeAt("/signing-processes/{id}");

let database: TestDatabase;
let org: SeededOrganization;
let other: SeededOrganization;
let member: { userId: string; apiKey: string };
let processId: string;
let otherProcessId: string;
let server: http.Server;
let endpoint: URL;
let ipCounter = 0;

/** The route file's handlers behind a real HTTP server. */
async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const method = request.method as "GET" | "POST" | "DELETE";
  const body = chunks.length > 0 && method === "POST" ? Buffer.concat(chunks) : undefined;
  const handler = mcpRoute[method];
  const answer = await handler(new NextRequest(new URL(request.url!, endpoint), { method, headers, body }));
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  other = await seedOrganization(database.db, { plan: "PRO" });
  member = await createMember(database.db, org);
  processId = (await createProcess(org.adminKey, twoSignerBody(await readyAsset(database.db, org.adminKey)))).json.data.id;
  otherProcessId = (await createProcess(other.adminKey, twoSignerBody(await readyAsset(database.db, other.adminKey)))).json.data.id;
  server = http.createServer((request, response) => void serve(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mcp`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
beforeEach(() => resetRateLimiter());

/** An SDK client connected with `apiKey` from its own client address (the burst throttle counts per address). */
async function connect(apiKey: string | null, ip = `203.0.113.${++ipCounter}`): Promise<Client> {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (apiKey !== null) headers["x-api-key"] = apiKey;
  const client = new Client({ name: "signet-test", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } }));
  return client;
}

const byName = (tools: Tool[]) => new Map(tools.map((tool) => [tool.name, tool]));

async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) => JSON.parse((result.content[0] as { text: string }).text);

describe("tools/list", () => {
  it("lists every operation an API key may call, named for every client, with its summary, schema and hints", async () => {
    const client = await connect(org.adminKey);
    const { tools } = await client.listTools();
    const tools_ = byName(tools);
    const expected = operations.filter((operation) => exclusionReason(operation) === null);
    expect(tools.map((tool) => tool.name).sort()).toEqual(expected.map((operation) => toolName(operation.name)).sort());
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(tool.inputSchema.type).toBe("object");
    }

    const get = tools_.get("signing_processes_get")!;
    expect(get.description).toContain("Read a signing process.");
    expect(get.inputSchema).toMatchObject({ properties: { id: { type: "string" } }, required: ["id"] });
    expect(get.annotations).toEqual({ readOnlyHint: true });
    const voided = tools_.get("signing_processes_void")!;
    expect(voided.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(Object.keys(voided.inputSchema.properties!).sort()).toEqual(["id", "reason"]);
    expect(tools_.get("templates_delete")!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    // Query fields and the Idempotency-Key header are arguments beside the body's.
    expect(Object.keys(tools_.get("signing_processes_list")!.inputSchema.properties!)).toEqual(expect.arrayContaining(["page", "status", "q"]));
    expect(tools_.get("templates_create")!.inputSchema.properties).toHaveProperty("idempotencyKey");

    // Dashboard-only, signer-link, raw-body and file operations are no tools.
    for (const name of ["api_keys_create", "api_keys_revoke", "signer_view", "signer_submit", "verification_verify", "online_forms_unsigned_pdf"]) {
      expect(tools_.has(name), name).toBe(false);
    }
    await client.close();
  });

  it("shows a MEMBER key only what a MEMBER may call", async () => {
    const client = await connect(member.apiKey);
    const tools = byName((await client.listTools()).tools);
    expect(tools.has("signing_processes_list")).toBe(true);
    expect(tools.has("templates_start_signing")).toBe(true);
    for (const name of ["signing_processes_void", "signing_processes_create", "webhooks_list", "templates_create", "api_keys_list"]) {
      expect(tools.has(name), name).toBe(false);
    }
    const memberOperations = operations.filter((operation) => exclusionReason(operation) === null && operation.access === "member");
    expect(tools.size).toBe(memberOperations.length);
    await client.close();
  });
});

describe("tools/call", () => {
  it("lists and reads the organization's processes as REST answers them", async () => {
    const client = await connect(org.adminKey);
    const listed = await callTool(client, "signing_processes_list", { pageSize: 10 });
    expect(listed.isError).toBeFalsy();
    expect(textOf(listed).items.map((item: { id: string }) => item.id)).toEqual([processId]);
    // Query arguments are JSON values as the schema lists them (an array of statuses), not strings.
    expect(textOf(await callTool(client, "signing_processes_list", { status: ["SENT"] })).items).toHaveLength(1);
    expect(textOf(await callTool(client, "signing_processes_list", { status: ["VOIDED"], page: 1 })).items).toHaveLength(0);

    const read = await callTool(client, "signing_processes_get", { id: processId });
    const rest = await call(processRoute.GET, "GET", `/api/v1/signing-processes/${processId}`, { apiKey: org.adminKey, params: { id: processId } });
    expect(read.structuredContent).toEqual(rest.json.data);
    await client.close();
  });

  it("creates through a write tool, with the Idempotency-Key as an argument", async () => {
    const client = await connect(org.adminKey);
    const args = { kind: "HTML", name: "Offer from MCP", idempotencyKey: "mcp-offer-1" };
    const created = await callTool(client, "templates_create", args);
    expect(created.isError).toBeFalsy();
    const id = textOf(created).id;
    expect((await templateApi.get(org.adminKey, id)).json.data).toMatchObject({ name: "Offer from MCP", status: "DRAFT" });
    const replay = await callTool(client, "templates_create", args);
    expect(textOf(replay).id).toBe(id);
    await client.close();
  });

  it("lets a MEMBER key read a template's version, the path's number given as a JSON number", async () => {
    const templateId = await publishedPdfTemplate(org.adminKey, await readyAsset(database.db, org.adminKey));
    const client = await connect(member.apiKey);
    const version = await callTool(client, "templates_version", { id: templateId, number: 1 });
    expect(version.isError).toBeFalsy();
    expect(textOf(version)).toMatchObject({ templateId, number: 1 });
    const missing = await callTool(client, "templates_version", { id: templateId, number: 2 });
    expect(textOf(missing)).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    await client.close();
  });

  it("answers bad input with the validation sentences REST gives, as a tool error", async () => {
    const client = await connect(org.adminKey);
    const result = await callTool(client, "signing_processes_void", { id: "not-an-id", reason: 42 });
    expect(result.isError).toBe(true);
    const rest = await call(routeAt("/signing-processes/{id}/void").POST, "POST", "/api/v1/signing-processes/not-an-id/void", {
      apiKey: org.adminKey,
      params: { id: "not-an-id" },
      body: { reason: 42 },
    });
    expect(rest.status).toBe(400);
    expect(textOf(result)).toEqual({ statusCode: 400, error: "Bad Request", message: rest.json.message });
    expect(rest.json.message.length).toBeGreaterThan(0);

    const body = await callTool(client, "signing_processes_create", { dispatchMode: "SMOKE" });
    expect(body.isError).toBe(true);
    expect(textOf(body).message).toEqual(expect.arrayContaining(["sourcePdfAssetId is required", "signers is required"]));
    await client.close();
  });

  it("answers another organization's process as not found", async () => {
    const client = await connect(org.adminKey);
    const result = await callTool(client, "signing_processes_get", { id: otherProcessId });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    const voided = await callTool(client, "signing_processes_void", { id: otherProcessId, reason: "not ours" });
    expect(textOf(voided)).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    await client.close();
  });

  it("refuses a MEMBER an ADMIN tool it was not shown, and an unknown tool", async () => {
    const client = await connect(member.apiKey);
    const result = await callTool(client, "signing_processes_void", { id: processId, reason: "no" });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatchObject({ statusCode: 403, code: "INSUFFICIENT_ROLE" });
    await expect(client.callTool({ name: "api_keys_create", arguments: {} })).rejects.toThrow(/no tool named api_keys_create/);
    await client.close();
  });
});

describe("authentication and throttles", () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    delete process.env.UPLOAD_RATE_LIMIT_PER_MINUTE;
    resetEnv();
  });

  const post = (headers: Record<string, string>, body: unknown = { jsonrpc: "2.0", id: 1, method: "tools/list" }) =>
    fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "x-forwarded-for": `203.0.113.${++ipCounter}`, ...headers },
      body: JSON.stringify(body),
    });

  it("refuses a request without a key, with a revoked key, or with a wrong one, before any MCP message", async () => {
    await expect(connect(null)).rejects.toThrow();
    const missing = await post({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ statusCode: 401, path: "/api/mcp", message: expect.stringContaining("API key is required") });

    const revoked = await createKey(org, { role: "ADMIN" });
    const client = await connect(revoked.apiKey);
    await client.close();
    const owner = { db: database.db, organizationId: org.organizationId, actor: { kind: "USER" as const, id: org.userId, name: "Owner", email: org.email, role: "ADMIN" as const } };
    await revokeApiKey(owner, { id: revoked.id });
    await expect(connect(revoked.apiKey)).rejects.toThrow();
    const refused = await post({ "x-api-key": revoked.apiKey });
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toMatch(/invalid, expired or revoked/);
    expect((await post({ authorization: "Bearer sdk_live_nothing" })).status).toBe(401);
  });

  it("takes the key as Authorization: Bearer too", async () => {
    const response = await post({ authorization: `Bearer ${org.adminKey}` });
    expect(response.status).toBe(200);
    expect((await response.json()).result.tools.length).toBeGreaterThan(0);
  });

  it("answers 405 to GET and DELETE, and 400 to a batch or a body that is no JSON", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(endpoint, { method, headers: { "x-api-key": org.adminKey, accept: "text/event-stream" } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
    const batch = await post({ "x-api-key": org.adminKey }, [
      { jsonrpc: "2.0", id: 1, method: "tools/list" },
      { jsonrpc: "2.0", id: 2, method: "tools/list" },
    ]);
    expect(batch.status).toBe(400);
    expect((await batch.json()).message).toEqual(["body must be one JSON-RPC message, not a batch"]);
    const broken = await fetch(endpoint, { method: "POST", headers: { "x-api-key": org.adminKey, "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toEqual(["body is not valid JSON"]);
  });

  it("counts every MCP request toward the burst throttle of its client address", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    resetEnv();
    const now = Date.now();
    resetRateLimiter(new MemoryRateLimiter(() => now));
    const from = { "x-api-key": org.adminKey, "x-forwarded-for": "192.0.2.77" };
    const listed = await post(from);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("x-ratelimit-remaining")).toBe("2");
    const called = await post(from, { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "signing_processes_get", arguments: { id: processId } } });
    expect((await called.json()).result.structuredContent.id).toBe(processId);
    expect((await post({ "x-forwarded-for": "192.0.2.77" })).status).toBe(401); // a request without a key counts too
    const limited = await post(from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).not.toBeNull();
    expect((await post({ ...from, "x-forwarded-for": "192.0.2.78" })).status).toBe(200);
  });

  it("applies the operation's own policies: the upload throttle counts tool calls", async () => {
    process.env.UPLOAD_RATE_LIMIT_PER_MINUTE = "1";
    resetEnv();
    resetRateLimiter(new MemoryRateLimiter(() => 30_000));
    const client = await connect(org.adminKey);
    // The throttle counts before the input is read, as over REST: the first call fails its input.
    expect(textOf(await callTool(client, "pdf_assets_initiate_upload", {})).statusCode).toBe(400);
    const limited = await callTool(client, "pdf_assets_initiate_upload", { fileName: "a.pdf", sizeBytes: 1000, contentType: "application/pdf" });
    expect(limited.isError).toBe(true);
    expect(textOf(limited)).toMatchObject({ statusCode: 429 });
    await client.close();
  });
});
