/**
 * The floor for B1: a bare node:http server with postgres.js doing what the real route must do
 * at least: look the API key up by its SHA-256, refuse a revoked or expired one, read the
 * process row of the key's organization and answer it as JSON. No framework, no envelope, no
 * throttle: what the same machine and database can do for this request at best.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import postgres from "postgres";

export interface FloorServer {
  baseUrl: string;
  close: () => Promise<void>;
}

export async function startFloorServer(databaseUrl: string): Promise<FloorServer> {
  const sql = postgres(databaseUrl, { max: 10 });
  const server = http.createServer(async (req, res) => {
    try {
      const match = /^\/api\/v1\/signing-processes\/([0-9a-f-]{36})$/.exec(req.url ?? "");
      const key = req.headers["x-api-key"];
      if (!match || typeof key !== "string") return void res.writeHead(404).end();
      const hash = createHash("sha256").update(key, "utf8").digest("hex");
      const [found] = await sql`select organization_id from api_keys where key_hash = ${hash} and revoked_at is null and (expires_at is null or expires_at > now())`;
      if (!found) return void res.writeHead(401).end();
      const [row] = await sql`select * from signing_processes where id = ${match[1]!} and organization_id = ${found.organization_id}`;
      if (!row) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ success: true, data: row }));
    } catch {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.end();
    },
  };
}
