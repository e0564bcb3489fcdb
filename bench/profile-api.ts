/**
 * Where an /api/v1 request's time goes: starts the production build on a fresh Postgres
 * database (bench/report/real-server.ts) and drives B1's read, its 401 and B2's creation at it,
 * one after the other, printing each rate. PROFILE_DIR=dir runs the server under
 * `node --cpu-prof` and leaves its profile there (written when the server stops); open it in
 * Chrome's DevTools or read it with bench/read-cpu-profile.ts.
 *
 *   PORT=3550 SECONDS=10 [PROFILE_DIR=/tmp/prof] [NEXT_DIST_DIR=.next-other] npx tsx bench/profile-api.ts
 *
 * NEXT_DIST_DIR serves another build of the same checkout, so two builds (before and after a
 * change) can be measured back to back under the same load.
 */
import { creationBody } from "./report/creation-body";
import { runLoad, type LoadResult } from "./report/http-load";
import { readyAsset, startRealServer } from "./report/real-server";
import { createSignetClient } from "../lib/api-client/client";

const port = Number(process.env.PORT ?? 3550);
const seconds = Number(process.env.SECONDS ?? 10);
const profileDir = process.env.PROFILE_DIR;

const show = (label: string, result: LoadResult) =>
  console.log(`${label}: ${result.perSecond.toFixed(0)}/s p50 ${result.p50Ms.toFixed(1)} ms p99 ${result.p99Ms.toFixed(1)} ms${result.errors ? ` (${result.errors} errors)` : ""}`);

async function main(): Promise<void> {
  const settings: Record<string, string> = { RATE_LIMIT_PER_MINUTE: "100000000" };
  if (process.env.NEXT_DIST_DIR) settings.NEXT_DIST_DIR = process.env.NEXT_DIST_DIR;
  const server = await startRealServer("Profile", port, settings, profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []);
  try {
    const { baseUrl, apiKey } = server;
    const assetId = await readyAsset(createSignetClient({ baseUrl, apiKey }));
    const body = creationBody(assetId);
    const created = await fetch(`${baseUrl}/api/v1/signing-processes`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: body(),
    }).then((response) => response.json() as Promise<{ data: { id: string } }>);
    const read = { method: "GET" as const, path: `/api/v1/signing-processes/${created.data.id}`, headers: { "x-api-key": apiKey } };
    await runLoad({ baseUrl, request: read, expectStatus: 200, seconds: 3, connections: 20 });
    show("B1 read", await runLoad({ baseUrl, request: read, expectStatus: 200, seconds, connections: 20 }));
    const refused = { ...read, headers: { "x-api-key": `sdk_live_${"A".repeat(43)}` } };
    show("B1 401", await runLoad({ baseUrl, request: refused, expectStatus: 401, seconds, connections: 20 }));
    const creation = { method: "POST" as const, path: "/api/v1/signing-processes", headers: { "x-api-key": apiKey }, body };
    show("B2 create", await runLoad({ baseUrl, request: creation, expectStatus: 201, seconds, connections: 20 }));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
