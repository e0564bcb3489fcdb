/**
 * Where an /api/v1 request's time goes: starts the production build on a fresh Postgres
 * database (bench/report/real-server.ts) and drives B1's read, its 401 and B2's creation at it,
 * one after the other, printing each rate. PROFILE_DIR=dir runs the server under
 * `node --cpu-prof` and leaves its profile there (written when the server stops); open it in
 * Chrome's DevTools or read it with bench/read-cpu-profile.ts.
 *
 *   PORT=3550 SECONDS=10 [PROFILE_DIR=/tmp/prof] [NEXT_DIST_DIR=.next-other] npx tsx bench/profile-api.ts
 *
 * Besides the rate it prints the server process's CPU time per request (user and system, from
 * /proc, background jobs included): on a machine shared with other work the rate swings with
 * the load, while the CPU a request costs stays much steadier, so builds compare by it.
 *
 * RUN=read,401,create (the default: all three) picks what to drive, for a profile of one.
 * NEXT_DIST_DIR serves another build of the same checkout, so two builds (before and after a
 * change) can be measured back to back under the same load.
 */
import fs from "node:fs";
import { creationBody } from "./report/creation-body";
import { runLoad, type LoadResult } from "./report/http-load";
import { readyAsset, startRealServer } from "./report/real-server";
import { createSignetClient } from "../lib/api-client/client";

const port = Number(process.env.PORT ?? 3550);
const seconds = Number(process.env.SECONDS ?? 10);
const profileDir = process.env.PROFILE_DIR;
const run = new Set((process.env.RUN ?? "read,401,create").split(","));

/** User plus system CPU time of a Linux process, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(pid: number, label: string, load: () => Promise<LoadResult>): Promise<void> {
  const before = cpuMs(pid);
  const result = await load();
  const perRequest = (cpuMs(pid) - before) / result.requests;
  console.log(
    `${label}: ${result.perSecond.toFixed(0)}/s p50 ${result.p50Ms.toFixed(1)} ms p99 ${result.p99Ms.toFixed(1)} ms; server CPU ${perRequest.toFixed(2)} ms per request${result.errors ? ` (${result.errors} errors)` : ""}`,
  );
}

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
    const { pid } = server;
    if (run.has("read")) await measure(pid, "B1 read", () => runLoad({ baseUrl, request: read, expectStatus: 200, seconds, connections: 20 }));
    const refused = { ...read, headers: { "x-api-key": `sdk_live_${"A".repeat(43)}` } };
    if (run.has("401")) await measure(pid, "B1 401", () => runLoad({ baseUrl, request: refused, expectStatus: 401, seconds, connections: 20 }));
    const creation = { method: "POST" as const, path: "/api/v1/signing-processes", headers: { "x-api-key": apiKey }, body };
    if (run.has("create")) await measure(pid, "B2 create", () => runLoad({ baseUrl, request: creation, expectStatus: 201, seconds, connections: 20 }));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
