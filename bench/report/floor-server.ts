/**
 * The floors for B1 and B2: a bare node:http server with postgres.js doing what the real routes
 * must do at least. B1: look the API key up by its SHA-256, refuse a revoked or expired one,
 * read the process row of the key's organization and answer it as JSON. B2: the same key
 * lookup, parse the JSON body, and write the rows a real creation writes in one transaction
 * (creation-floor.ts). No framework, no envelope, no validation, no throttle: what the same
 * machine and database can do for these requests at best.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import postgres, { type Sql } from "postgres";
import { loadCreationFloor, type CreationFloor } from "./creation-floor";

export interface FloorServer {
  baseUrl: string;
  close: () => Promise<void>;
}

async function organizationOfKey(sql: Sql, key: string | string[] | undefined): Promise<string | null> {
  if (typeof key !== "string") return null;
  const hash = createHash("sha256").update(key, "utf8").digest("hex");
  const [found] = await sql`select organization_id from api_keys where key_hash = ${hash} and revoked_at is null and (expires_at is null or expires_at > now())`;
  return (found?.organization_id as string | undefined) ?? null;
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** `creationTemplateId`: a process the real server created, whose rows B2's floor writes again. */
export async function startFloorServer(databaseUrl: string, creationTemplateId?: string): Promise<FloorServer> {
  const sql = postgres(databaseUrl, { max: 10 });
  const creation: CreationFloor | null = creationTemplateId ? await loadCreationFloor(sql, creationTemplateId) : null;
  let failed = false;
  const server = http.createServer(async (req, res) => {
    try {
      const read = /^\/api\/v1\/signing-processes\/([0-9a-f-]{36})$/.exec(req.url ?? "");
      const create = req.method === "POST" && req.url === "/api/v1/signing-processes";
      if (!read && !create) return void res.writeHead(404).end();
      const organizationId = await organizationOfKey(sql, req.headers["x-api-key"]);
      if (!organizationId) return void res.writeHead(401).end();
      if (create) {
        if (!creation) return void res.writeHead(404).end();
        await readJson(req);
        const row = await creation.insertCopy(sql);
        return void res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ success: true, data: row }));
      }
      const [row] = await sql`select * from signing_processes where id = ${read![1]!} and organization_id = ${organizationId}`;
      if (!row) return void res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ success: true, data: row }));
    } catch (error) {
      // Said once: a floor that fails answers fast, and would pass for a fast floor.
      if (!failed) console.error("[bench] the floor server failed:", error);
      failed = true;
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
