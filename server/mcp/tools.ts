/**
 * The MCP tools, one per /api/v1 operation an API key may call (docs/mcp.md): the name derived
 * from the operation's, its summary as the description, one input schema merged from its path,
 * query, header and body schemas (converted as the OpenAPI document converts them), and a call
 * that runs the operation as REST does: role, policies, the same parsing by the same schemas
 * (so the same validation sentences), the handler, the output check. Nothing here knows about HTTP.
 */
import { STATUS_CODES } from "node:http";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { AppError } from "../errors";
import { requestJsonSchema } from "../http/openapi";
import { checkOutput } from "../services/check-output";
import { requireAdmin, type AccessLevel, type ServiceContext } from "../services/context";
import { FileAnswer, OperationAnswer, headerName, type Operation } from "../services/operation";
import { enforcePolicies } from "../services/operation-policies";
import { operations } from "../services/operations";
import { parseInput } from "../services/parse-input";
import { logger } from "@/server/log/logger.mjs";

type JsonSchema = Record<string, unknown>;

export interface McpTool {
  operation: Operation;
  /** Only an ADMIN key may call it (and sees it listed). */
  adminOnly: boolean;
  definition: Tool;
}

/**
 * Why an operation is no tool, or null when it is one. An API key is the MCP door's only
 * credential, and a tool takes JSON arguments and answers JSON.
 */
export function exclusionReason(operation: Operation): string | null {
  if (operation.access === "session") return "only a signed-in dashboard user may call it, never an API key";
  if (operation.access === "signer") return "its credential is the signer's link, not an API key";
  if (operation.rawBody) return "its body is a file's bytes, which JSON arguments cannot carry";
  if (operation.produces) return "it answers a file's bytes, not JSON";
  if (operation.access === "public") return "it needs no API key; call it over /api/v1";
  return null;
}

/** `signingProcesses.void` becomes `signing_processes_void`: the characters every client accepts (^[a-zA-Z0-9_-]{1,64}$). */
export function toolName(operationName: string): string {
  return operationName
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toLowerCase();
}

const PARTS = ["params", "query", "headers", "body"] as const;
type PartName = (typeof PARTS)[number];
/** How parseInput names each part in its sentences, as REST does. */
const PART_ROOTS: Record<PartName, string> = { params: "path", query: "query", headers: "header", body: "body" };

/**
 * The operation's parts merged into one object schema. A field declared in two parts would make
 * one argument mean two things: building the tools refuses it (the registry has none).
 */
function inputSchemaOf(operation: Operation): Tool["inputSchema"] {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const definitions: Record<string, unknown> = {};
  for (const part of PARTS) {
    const schema = operation[part];
    if (!schema) continue;
    const converted = requestJsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[]; $defs?: Record<string, unknown> };
    for (const [key, property] of Object.entries(converted.properties ?? {})) {
      if (key in properties) throw new Error(`${operation.name}: "${key}" is declared in two parts of its input, so it cannot be one tool argument`);
      properties[key] =
        part === "headers" && property.description === undefined
          ? { ...property, description: `The ${headerName(key)} header of the REST call.` }
          : property;
    }
    // Every path parameter is required, as the path cannot be written without it.
    required.push(...(part === "params" ? Object.keys(converted.properties ?? {}) : (converted.required ?? [])));
    for (const [id, definition] of Object.entries(converted.$defs ?? {})) {
      if (id in definitions) throw new Error(`${operation.name}: the definition "${id}" is declared in two parts of its input`);
      definitions[id] = definition;
    }
  }
  return {
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(Object.keys(definitions).length > 0 ? { $defs: definitions } : {}),
  };
}

function describe(operation: Operation, adminOnly: boolean): string {
  const who = adminOnly ? " Needs an ADMIN key." : "";
  return `${operation.summary}${who} (REST: ${operation.method} /api/v1${operation.path})`;
}

/** The tool an operation becomes (see exclusionReason for those that become none). */
export function toolOf(operation: Operation): McpTool {
  const readOnly = operation.method === "GET";
  const adminOnly = operation.access !== "member";
  return {
    operation,
    adminOnly,
    definition: {
      name: toolName(operation.name),
      description: describe(operation, adminOnly),
      inputSchema: inputSchemaOf(operation),
      annotations: readOnly
        ? { readOnlyHint: true }
        : { readOnlyHint: false, destructiveHint: operation.method === "DELETE", idempotentHint: operation.method === "DELETE" },
    },
  };
}

let built: McpTool[] | undefined;

/** Every tool, built once per process: the registry does not change while it runs. */
export function mcpTools(): McpTool[] {
  built ??= operations.filter((operation) => exclusionReason(operation) === null).map(toolOf);
  return built;
}

/** The tools a key of this role sees: every one for ADMIN, the member operations for MEMBER. */
export function toolsFor(role: AccessLevel): McpTool[] {
  return mcpTools().filter((tool) => role === "ADMIN" || !tool.adminOnly);
}

export function findTool(name: string): McpTool | undefined {
  return mcpTools().find((tool) => tool.definition.name === name);
}

/**
 * The arguments split into the operation's parts and each parsed by its own schema, reported
 * under its own name as REST reports it ("path", "query", "header", "body"). Arguments no other
 * part declares are the body's, so that a strict body still names the unknown ones.
 */
function parseArguments(operation: Operation, args: Record<string, unknown>): object {
  const claimed = new Set<string>();
  const parsed: Partial<Record<PartName, object>> = {};
  for (const part of ["params", "query", "headers"] as const) {
    const schema = operation[part];
    if (!schema) continue;
    const keys = Object.keys(schema.shape);
    keys.forEach((key) => claimed.add(key));
    const given = Object.fromEntries(Object.entries(args).filter(([key]) => keys.includes(key)));
    parsed[part] = parseInput(schema, given, PART_ROOTS[part]);
  }
  if (operation.body) {
    const rest = Object.fromEntries(Object.entries(args).filter(([key]) => !claimed.has(key)));
    parsed.body = parseInput(operation.body, rest, "body");
  }
  return { ...parsed.query, ...parsed.body, ...parsed.headers, ...parsed.params };
}

/** The spec's error body without the HTTP request's path and method, as the tool's answer. */
function errorResult(error: AppError): CallToolResult {
  const body = {
    statusCode: error.status,
    error: STATUS_CODES[error.status] ?? "Error",
    message: error.messages ?? error.message,
    ...(error.publicCode ? { code: error.publicCode } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
  return { isError: true, content: [{ type: "text", text: JSON.stringify(body) }], structuredContent: body };
}

function successResult(data: unknown): CallToolResult {
  if (data === undefined) return { content: [{ type: "text", text: "Done." }] };
  const structured = typeof data === "object" && data !== null && !Array.isArray(data) ? { structuredContent: data as Record<string, unknown> } : {};
  return { content: [{ type: "text", text: JSON.stringify(data) }], ...structured };
}

/**
 * Calls a tool for a key's context, as REST calls the operation after the burst throttle and
 * the key: the role, the operation's policies (upload throttle and the rest), the input, the
 * handler. A refusal is the tool's error result with the error body REST would answer.
 */
export async function callTool(tool: McpTool, ctx: ServiceContext, args: Record<string, unknown> | undefined, clientIp: string): Promise<CallToolResult> {
  const { operation } = tool;
  try {
    if (tool.adminOnly) requireAdmin(ctx);
    await enforcePolicies(operation, { organizationId: ctx.organizationId, clientIp });
    const input = parseArguments(operation, args ?? {});
    // Note: the registry erases each definition's types; the input was parsed by its own schemas just above.
    const answer = await operation.handler(ctx as never, input as never);
    if (answer instanceof FileAnswer) throw new Error(`${operation.name} answered bytes, which no tool can`);
    const data = answer instanceof OperationAnswer ? answer.data : answer;
    checkOutput(operation, data);
    return successResult(data);
  } catch (error) {
    if (error instanceof AppError) return errorResult(error);
    logger().error({ err: error }, `[mcp] ${tool.definition.name} failed`);
    return errorResult(new AppError("INTERNAL", "Internal server error"));
  }
}
