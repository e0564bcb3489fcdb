import { handleMcpRequest } from "@/server/mcp/server";

// The MCP server (docs/mcp.md): POST only, stateless; GET and DELETE answer 405 with the error body.
export { handleMcpRequest as POST, handleMcpRequest as GET, handleMcpRequest as DELETE };

export const dynamic = "force-dynamic";
