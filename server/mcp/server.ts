/**
 * POST /api/mcp: the MCP server (Streamable HTTP, stateless, JSON answers) whose tools are the
 * /api/v1 operations an API key may call (server/mcp/tools.ts, docs/mcp.md). Each request is
 * let in as an /api/v1 request is: the burst throttle per client IP, then the API key (X-API-Key
 * or Authorization: Bearer); a refusal is the spec's error body with its HTTP status, before any
 * MCP message is read. Then a new server and transport answer that one request, as the SDK's
 * stateless pattern does: no session, nothing kept between requests.
 */
import type { NextRequest } from "next/server";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import { AppError } from "../errors";
import { admitRequest } from "../http/admission";
import { presentedApiKey, resolveCredentials, toErrorResponse } from "../http/api-route";
import { clientIp } from "../http/client-ip";
import { readJsonBody } from "../http/request-body";
import { errorResponse } from "../http/responses";
import { rateLimitHeaders } from "../throttle/rate-limiter";
import type { ServiceContext } from "../services/context";
import { callTool, findTool, toolsFor } from "./tools";

const INSTRUCTIONS =
  "Signet signs documents. These tools are its REST API (/api/v1) for the organization of the API key you connected with: " +
  "templates, online forms, PDF assets, signing processes and webhooks. A MEMBER key sees the read tools and starting a signing from a template; " +
  "an ADMIN key sees them all. A failed call answers the API's error body: `message` says what to change.";

/** One MCP server for one request, acting for the key's context. */
function mcpServer(ctx: ServiceContext, ip: string): Server {
  const server = new Server({ name: "signet", version: "1" }, { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS });
  const role = ctx.actor.kind === "SYSTEM" ? "ADMIN" : ctx.actor.role;
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolsFor(role).map((tool) => tool.definition) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = findTool(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `There is no tool named ${request.params.name}`);
    return callTool(tool, ctx, request.params.arguments, ip);
  });
  return server;
}

export async function handleMcpRequest(request: NextRequest): Promise<Response> {
  const ip = clientIp(request);
  // The same admission as /api/v1 (server/http/api-route.ts): counted before the key is checked.
  const admission = await admitRequest(ip, presentedApiKey(request)).catch((error: unknown) => toErrorResponse(request, error));
  if (admission instanceof Response) return admission;
  const headers = rateLimitHeaders(admission.limit);
  if (!admission.limit.allowed) {
    return errorResponse(request, 429, "Too many requests; slow down and retry after the time in Retry-After", { headers });
  }
  try {
    if (request.method !== "POST") {
      // Stateless: no stream to resume (GET) and no session to end (DELETE).
      throw new AppError("METHOD_NOT_ALLOWED", "This path supports POST only", undefined, { Allow: "POST" });
    }
    const credentials = await resolveCredentials(request, "apiKey", admission);
    const ctx: ServiceContext = { ...credentials!, origin: { ip, userAgent: request.headers.get("user-agent") } };
    const body = await readJsonBody(request);
    // Note: one message per request, so that each tool call is one request for the burst throttle.
    if (Array.isArray(body)) throw new AppError("VALIDATION_FAILED", ["body must be one JSON-RPC message, not a batch"]);
    const server = mcpServer(ctx, ip);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(request, { parsedBody: body });
      for (const [name, value] of Object.entries(headers)) if (!response.headers.has(name)) response.headers.set(name, value);
      return response;
    } finally {
      await server.close();
    }
  } catch (error) {
    return toErrorResponse(request, error, headers);
  }
}
