/**
 * `npm run load`: mixed traffic against the real server (production build, `npm start`) on a
 * fresh Postgres database, at LOAD_RATE [50] requests per second for LOAD_SECONDS [600], open
 * loop (arrivals do not wait for answers). The mix is what an integration and its signers do:
 * reads of processes, lists and audit trails, creations, signers opening their link and
 * signing, and uploads. It reports, per route, the requests, the unexpected answers and p50/p99,
 * then reads back every process a 201 created (a lost write is one that is not there), and how
 * far the job queue fell behind. Loopback only; never part of `npm test`. The figures of a run
 * belong in docs/operations.md ("Load").
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createSignetClient } from "../lib/api-client/client";
import { percentile, send, type LoadRequest } from "../bench/report/http-load";
import { readyAsset, SAMPLE_PDF, startRealServer } from "../bench/report/real-server";

const RATE = Number(process.env.LOAD_RATE ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 600);
const PORT = Number(process.env.LOAD_PORT ?? 3950);

/** What one arrival does; `weight` out of the sum of all weights. */
interface Action {
  name: string;
  weight: number;
  run(): Promise<void>;
}

interface RouteStats {
  latencies: number[];
  unexpected: Map<number, number>;
}

const stats = new Map<string, RouteStats>();
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function record(route: string, begin: number, status: number, expected: number): void {
  const entry: RouteStats = stats.get(route) ?? { latencies: [], unexpected: new Map<number, number>() };
  stats.set(route, entry);
  entry.latencies.push(performance.now() - begin);
  if (status !== expected) entry.unexpected.set(status, (entry.unexpected.get(status) ?? 0) + 1);
}

/** Sends a request, records its latency and status under `route`. */
async function timed(baseUrl: string, route: string, request: LoadRequest, expected: number): Promise<void> {
  const begin = performance.now();
  record(route, begin, await send(agent, new URL(request.path, baseUrl), request).catch(() => 0), expected);
}

/** Sends a request whose JSON answer the load needs (an id, an upload URL), recorded like `timed`. */
async function timedJson<T>(route: string, url: string, init: RequestInit, expected: number): Promise<T | null> {
  const begin = performance.now();
  const response = await fetch(url, init).catch(() => null);
  const body = (response ? await response.json().catch(() => null) : null) as { data?: T } | null;
  const status = response?.status ?? 0;
  record(route, begin, status, expected);
  return status === expected ? (body?.data ?? null) : null;
}

/** Signing tokens from the invitations in the server's outbox, each handed out once. */
class InvitationTokens {
  private readonly seen = new Set<string>();
  private readonly ready: string[] = [];
  constructor(private readonly outboxDir: string) {}

  take(): string | undefined {
    if (this.ready.length === 0) this.scan();
    return this.ready.shift();
  }

  private scan(): void {
    if (!fs.existsSync(this.outboxDir)) return;
    for (const name of fs.readdirSync(this.outboxDir)) {
      if (!name.endsWith(".json") || this.seen.has(name)) continue;
      this.seen.add(name);
      try {
        const message = JSON.parse(fs.readFileSync(path.join(this.outboxDir, name), "utf8")) as { meta: { kind?: string }; links: string[] };
        const link = message.meta.kind === "invite" ? message.links.find((url) => url.includes("/sign/")) : undefined;
        if (link) this.ready.push(link.split("/sign/")[1]!);
      } catch {
        this.seen.delete(name); // still being written
      }
    }
  }
}

function pick(actions: Action[]): Action {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  let draw = Math.random() * total;
  for (const action of actions) {
    draw -= action.weight;
    if (draw < 0) return action;
  }
  return actions[actions.length - 1]!;
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  // The load comes from one address, so the per-address burst throttle is lifted for the run.
  const server = await startRealServer("Load", PORT, { RATE_LIMIT_PER_MINUTE: "100000000", UPLOAD_RATE_LIMIT_PER_MINUTE: "100000" });
  const { baseUrl, apiKey } = server;
  const headers = { "x-api-key": apiKey };
  const jsonHeaders = { ...headers, "content-type": "application/json" };
  const created: string[] = [];
  const tokens = new InvitationTokens(path.join(server.dataDir, "outbox"));
  const samplePdf = fs.readFileSync(SAMPLE_PDF);
  let uploads = 0;
  let jobsAtEnd = "";
  try {
    const assetId = await readyAsset(createSignetClient({ baseUrl, apiKey }));
    let counter = 0;
    const creation = () =>
      JSON.stringify({
        dispatchMode: "EMAIL",
        authPolicy: "SES_LINK_ONLY",
        sourcePdfAssetId: assetId,
        subject: `Load ${(counter += 1)}`,
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        signers: [1, 2].map((signOrder) => ({ signOrder, name: `Signer ${signOrder}`, email: `signer-${counter}-${signOrder}@example.test` })),
        fields: [1, 2].map((signOrder) => ({ assignedSignerSignOrder: signOrder, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 40, y: 120 * signOrder, w: 150, h: 40 })),
      });
    const anyCreated = () => created[Math.floor(Math.random() * created.length)];

    const actions: Action[] = [
      {
        name: "read a process",
        weight: 35,
        run: async () => {
          const id = anyCreated();
          if (id) await timed(baseUrl, "GET /signing-processes/{id}", { method: "GET", path: `/api/v1/signing-processes/${id}`, headers }, 200);
        },
      },
      { name: "list", weight: 20, run: async () => void (await timed(baseUrl, "GET /signing-processes", { method: "GET", path: "/api/v1/signing-processes?limit=20", headers }, 200)) },
      {
        name: "audit trail",
        weight: 12,
        run: async () => {
          const id = anyCreated();
          if (id) await timed(baseUrl, "GET /signing-processes/{id}/audit-events", { method: "GET", path: `/api/v1/signing-processes/${id}/audit-events`, headers }, 200);
        },
      },
      {
        name: "create",
        weight: 15,
        run: async () => {
          const process = await timedJson<{ id: string }>("POST /signing-processes", `${baseUrl}/api/v1/signing-processes`, { method: "POST", headers: jsonHeaders, body: creation() }, 201);
          if (process) created.push(process.id);
        },
      },
      {
        name: "signer opens the link",
        weight: 10,
        run: async () => {
          const token = tokens.take();
          if (token) await timed(baseUrl, "GET /sign/{token}", { method: "GET", path: `/api/v1/sign/${token}` }, 200);
        },
      },
      {
        name: "signer signs",
        weight: 6,
        run: async () => {
          const token = tokens.take();
          if (!token) return;
          await timed(baseUrl, "GET /sign/{token}", { method: "GET", path: `/api/v1/sign/${token}` }, 200);
          const body = () => JSON.stringify({ signature: { type: "TYPED", text: "Load Signer" }, consent: true });
          await timed(baseUrl, "POST /sign/{token}/submit", { method: "POST", path: `/api/v1/sign/${token}/submit`, body }, 200);
        },
      },
      {
        name: "upload",
        weight: 2,
        run: async () => {
          // A comment after %%EOF makes each upload a new file, so each is parsed and rendered.
          const pdf = Buffer.concat([samplePdf, Buffer.from(`\n% load upload ${(uploads += 1)}\n`)]);
          const upload = await timedJson<{ uploadId: string; uploadUrl: string; method: string; headers: Record<string, string> }>(
            "POST /pdf-assets/uploads",
            `${baseUrl}/api/v1/pdf-assets/uploads`,
            { method: "POST", headers: jsonHeaders, body: JSON.stringify({ fileName: "load.pdf", sizeBytes: pdf.length, contentType: "application/pdf" }) },
            201,
          );
          if (!upload) return;
          const begin = performance.now();
          const put = await fetch(upload.uploadUrl, { method: upload.method, headers: upload.headers, body: pdf }).catch(() => null);
          record("PUT upload URL", begin, put?.status ?? 0, 200);
          if (!put?.ok) return;
          await timed(baseUrl, "POST /pdf-assets/uploads/{id}/commit", { method: "POST", path: `/api/v1/pdf-assets/uploads/${upload.uploadId}/commit`, headers }, 201);
        },
      },
    ];

    console.log(`[load] ${RATE} requests/s for ${SECONDS} s`);
    const interval = 1000 / RATE;
    const started = performance.now();
    const inFlight = new Set<Promise<void>>();
    for (let at = started; at < started + SECONDS * 1000; at += interval) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const action = pick(actions).run().catch((error: unknown) => console.error(`[load] ${String(error)}`));
      inFlight.add(action);
      void action.finally(() => inFlight.delete(action));
    }
    await Promise.all(inFlight);
    jobsAtEnd = await jobBacklog(server.databaseUrl);

    console.log(`[load] reading back ${created.length} created processes`);
    let lost = 0;
    for (let index = 0; index < created.length; index += 20) {
      const statuses = await Promise.all(
        created.slice(index, index + 20).map((id) => send(agent, new URL(`/api/v1/signing-processes/${id}`, baseUrl), { method: "GET", path: "", headers })),
      );
      lost += statuses.filter((status) => status !== 200).length;
    }
    report(created.length, lost, loadBefore, jobsAtEnd);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** Per kind of job: how many finished during the run and how many were still waiting at its end. */
async function jobBacklog(databaseUrl: string): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1 });
  try {
    const rows = await sql<Array<{ name: string; finished: number; waiting: number; oldest: number | null }>>`
      select name,
        count(*) filter (where status in ('SUCCEEDED', 'FAILED'))::int as finished,
        count(*) filter (where status in ('PENDING', 'RUNNING') and run_at <= now())::int as waiting,
        extract(epoch from now() - min(run_at) filter (where status in ('PENDING', 'RUNNING') and run_at <= now()))::int as oldest
      from jobs group by name order by name`;
    return rows.map((row) => `${row.name}: ${row.finished} finished, ${row.waiting} waiting${row.oldest === null ? "" : ` (oldest ${row.oldest} s)`}`).join("; ");
  } finally {
    await sql.end();
  }
}

function report(createdCount: number, lost: number, loadBefore: number[], jobsAtEnd: string): void {
  const fmt = (value: number) => value.toFixed(1);
  const lines = [
    `Load run ${new Date().toISOString()}: ${RATE}/s for ${SECONDS} s; ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}; load average before ${loadBefore.map((value) => value.toFixed(2)).join(", ")}, after ${os.loadavg().map((value) => value.toFixed(2)).join(", ")}`,
    "",
    "| route | requests | unexpected answers | p50 ms | p99 ms |",
    "|---|---|---|---|---|",
    ...[...stats.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, entry]) => {
        const sorted = [...entry.latencies].sort((a, b) => a - b);
        const unexpected = [...entry.unexpected.entries()].map(([status, count]) => `${count} × ${status === 0 ? "no answer" : status}`).join(", ") || "0";
        return `| ${route} | ${entry.latencies.length} | ${unexpected} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 99))} |`;
      }),
    "",
    `Created ${createdCount} processes; read back ${createdCount - lost}; lost ${lost}.`,
    `Jobs at the end: ${jobsAtEnd}`,
  ];
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
