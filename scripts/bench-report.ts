/**
 * `npm run bench:report`: the performance report of docs/performance.md. It starts the real
 * server (`npm start`, the production build) on a fresh Postgres database, measures each figure
 * with its floor in the same run, and writes the table. Loopback only; a few minutes; never part
 * of `npm test`. Absolute times drift on a shared machine, so every goal is a ratio to a floor
 * measured minutes apart on the same machine, or an absolute guard.
 *
 * Postgres: BENCH_DATABASE_URL names a server whose user may create databases
 * (default postgres://postgres@127.0.0.1:5432/postgres); a database is created for the run and
 * dropped after it.
 *
 * BENCH_ONLY=B1,B2 measures only the figures it names and prints their rows without rewriting
 * docs/performance.md, whose table stays whole (one run on a quiet machine writes it).
 *
 * SCALE (issue #36) needs no server: it seeds a database of its own to each of
 * BENCH_SCALE_SIZES (10000,100000) processes and times the list, a process read and the Overview
 * BENCH_SCALE_SAMPLES (30) times at each; BENCH_ONLY=SCALE rewrites only the Scale section.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSignetClient } from "../lib/api-client/client";
import { creationBody } from "../bench/report/creation-body";
import { selectedFigures } from "../bench/report/figure-selection";
import { startFloorServer } from "../bench/report/floor-server";
import { measureFinalization } from "../bench/report/finalization-figure";
import { runLoad, type LoadResult } from "../bench/report/http-load";
import { measurePreviews } from "../bench/report/preview-figure";
import { measureScale } from "../bench/report/scale-figures";
import { scaleSection, withScaleSection } from "../bench/report/scale-section";
import { drainJobs, invitedToken, readyAsset, startRealServer, uploadPdf, waitUntilReady, type RealServer } from "../bench/report/real-server";
import { measureSigningPage } from "../bench/report/signing-page-figure";
import { findChromium } from "../e2e/support/chromium";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = Number(process.env.BENCH_PORT ?? 3900);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const only = selectedFigures(process.env.BENCH_ONLY);
const wanted = (id: string) => only === null || only.has(id);

interface Row {
  id: string;
  what: string;
  figure: string;
  floor: string;
  ratio: string;
  goal: string;
  holds: boolean | null;
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scaleSizes = (process.env.BENCH_SCALE_SIZES ?? "10000,100000").split(",").map(Number);
const scaleSamples = Number(process.env.BENCH_SCALE_SAMPLES ?? 30);
const fmt = (value: number, digits = 0) => value.toFixed(digits);
const rate = (result: LoadResult) => `${fmt(result.perSecond)}/s (p99 ${fmt(result.p99Ms, 1)} ms${result.errors ? `, ${result.errors} errors` : ""})`;

function describeMachine(serverVersion: string): string {
  const cpus = os.cpus();
  return [
    `- When: ${new Date().toISOString()}`,
    `- CPU: ${cpus.length} × ${cpus[0]?.model ?? "unknown"}; memory ${fmt(os.totalmem() / 2 ** 30, 1)} GiB; load average before the run ${os.loadavg().map((value) => fmt(value, 2)).join(", ")}`,
    `- Node.js ${process.version} on ${os.type()} ${os.release()}; PostgreSQL ${serverVersion} on loopback`,
  ].join("\n");
}

/** Where to read why a goal does not hold: the notes keep the profiles. */
function obstacles(rows: Row[]): string {
  const failing = [...new Set(rows.filter((row) => row.holds === false).map((row) => row.id))];
  if (failing.length === 0) return "\nEvery goal holds in this run.\n";
  return `\nWhat stands in the way of the goals that do not hold here (${failing.join(", ")}), with the
measured profiles, is in [performance-notes.md](performance-notes.md#what-stands-in-the-way-of-the-goals).
`;
}

function writeReport(rows: Row[], machine: string, scale: string): void {
  const table = [
    "| id | what | figure | floor in the same run | ratio | goal | holds |",
    "|---|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${row.id} | ${row.what} | ${row.figure} | ${row.floor} | ${row.ratio} | ${row.goal} | ${row.holds === null ? "not measured" : row.holds ? "yes" : "no"} |`),
  ].join("\n");
  const doc = `# Performance

Written by \`npm run bench:report\` (scripts/bench-report.ts); do not edit by hand. The server is
the production build started with \`npm start\` on a fresh Postgres database; each figure is
measured with its floor in the same run, on loopback, and the goal is a ratio to that floor (or
an absolute guard). See issue #14 for what each figure means.

## The machine
${machine}

## Figures
${table}
${obstacles(rows)}

## How each figure is taken
- B1: closed loop with 20 keep-alive connections for BENCH_SECONDS (20) after a 3 s warm-up,
  then the server's own 401 and the bare floor the same way; then an open loop at 200/s.
- B2: the floor first (the rows of one real creation written again in one postgres.js
  transaction per request, behind the same key lookup), then the server, 20 connections each.
- B3: one upload of a 100-page PDF made of corpus pages; the clock runs from the commit request
  until the processing reads READY (polled every 100 ms); pdftoppm then renders the same file.
- B4: six processes signed by five signers each; the clock runs from the last signer's submit
  until the process reads COMPLETED (polled every 50 ms). p95 of six runs is their slowest.
  The floor runs six times in the bench's process after the warm-up the server does when it
  starts (\`warmUpFinalization\`, with the server's seal certificate); the goal's ratio is
  taken at p50 and at p95, and holds only if both do.
- B5: one signing link opened in a new browser context each time (nothing cached), the first
  visit not counted (it warms the server up); the clock runs from navigation until the first
  page's image is drawn. JavaScript is every script the page loaded, gzip-compressed.

## What was made faster
What the profiles showed and what changed (the job runner's wake-up after a commit, the seal key
opened once, the stamped document sealed without a second parse, the final files' previews
queued after completion, the throttle table unlogged, fewer round trips per request, per
creation, per audit append and per job claim, the throttle's count reading the API key, the
statements of every request built once, /api/v1 served without the Next.js router), with the before
and after measured side by side, is in
[performance-notes.md](performance-notes.md).

${scale}`;
  fs.writeFileSync(path.join(root, "docs/performance.md"), doc);
}

async function scale(): Promise<string> {
  // The seeded links are sealed with this run's own key, in a directory of its own.
  process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "signet-scale-"));
  console.log(`[bench] SCALE: ${scaleSizes.join(", ")} processes, ${scaleSamples} samples per read`);
  return scaleSection(await measureScale(adminUrl, scaleSizes, scaleSamples, console.log));
}

async function main(): Promise<void> {
  if (only?.size === 1 && only.has("SCALE")) {
    const file = path.join(root, "docs/performance.md");
    fs.writeFileSync(file, withScaleSection(fs.readFileSync(file, "utf8"), await scale()));
    return console.log("[bench] wrote the Scale section of docs/performance.md");
  }
  const rows: Row[] = [];
  let machine = "";
  let server: RealServer | null = null;
  try {
    server = await startRealServer("Bench", port, { RATE_LIMIT_PER_MINUTE: "100000000" });
    machine = describeMachine(server.postgresVersion);
    const { baseUrl, apiKey, databaseUrl } = server;
    const signet = createSignetClient({ baseUrl, apiKey });
    const assetId = await readyAsset(signet);
    const created = await fetch(`${baseUrl}/api/v1/signing-processes`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey },
      body: creationBody(assetId)(),
    }).then((response) => response.json() as Promise<{ data: { id: string } }>);
    const processPath = `/api/v1/signing-processes/${created.data.id}`;
    const signingLink = `${baseUrl}/sign/${await invitedToken(server.dataDir, created.data.id, "signer-1@example.test")}`;

    if (wanted("B1")) {
      console.log(`[bench] B1: ${SECONDS} s each against the server, its 401, and the bare floor`);
      const read = { method: "GET" as const, path: processPath, headers: { "x-api-key": apiKey } };
      await runLoad({ baseUrl, request: read, expectStatus: 200, seconds: 3, connections: 20 }); // warm-up
      const b1 = await runLoad({ baseUrl, request: read, expectStatus: 200, seconds: SECONDS, connections: 20 });
      const ceiling = await runLoad({ baseUrl, request: { ...read, headers: { "x-api-key": `sdk_live_${"A".repeat(43)}` } }, expectStatus: 401, seconds: SECONDS, connections: 20 });
      const floorServer = await startFloorServer(databaseUrl);
      const floor = await runLoad({ baseUrl: floorServer.baseUrl, request: read, expectStatus: 200, seconds: SECONDS, connections: 20 });
      await floorServer.close();
      const paced = await runLoad({ baseUrl, request: read, expectStatus: 200, seconds: Math.min(SECONDS, 10), ratePerSecond: 200 });
      const toCeiling = b1.perSecond / ceiling.perSecond;
      const toFloor = b1.perSecond / floor.perSecond;
      rows.push(
        {
          id: "B1",
          what: "GET /signing-processes/{id}, API key, 20 connections",
          figure: rate(b1),
          floor: `401 of the same server ${rate(ceiling)}; bare node:http + postgres.js ${rate(floor)}`,
          ratio: `${fmt(toCeiling, 2)}× the 401; ${fmt(toFloor, 2)}× the bare floor`,
          goal: "≥ 0.8× the 401 and ≥ 0.25× the bare floor",
          holds: toCeiling >= 0.8 && toFloor >= 0.25 && b1.errors === 0,
        },
        {
          id: "B1",
          what: "the same read at 200 requests/s",
          figure: `p99 ${fmt(paced.p99Ms, 1)} ms (p50 ${fmt(paced.p50Ms, 1)} ms)`,
          floor: "none (absolute)",
          ratio: "",
          goal: "p99 < 25 ms",
          holds: paced.p99Ms < 25 && paced.errors === 0,
        },
      );
    }

    if (wanted("B2")) {
      console.log(`[bench] B2: creations for ${Math.min(SECONDS, 10)} s, the floor first`);
      const creation = { method: "POST" as const, path: "/api/v1/signing-processes", headers: { "x-api-key": apiKey }, body: creationBody(assetId) };
      const creationFloorServer = await startFloorServer(databaseUrl, created.data.id);
      const b2Floor = await runLoad({ baseUrl: creationFloorServer.baseUrl, request: creation, expectStatus: 201, seconds: Math.min(SECONDS, 10), connections: 20 });
      await creationFloorServer.close();
      const b2 = await runLoad({ baseUrl, request: creation, expectStatus: 201, seconds: Math.min(SECONDS, 10), connections: 20 });
      rows.push({
        id: "B2",
        what: "POST /signing-processes, 3 signers, 6 fields",
        figure: rate(b2),
        floor: `the same rows in one postgres.js transaction behind the key lookup ${rate(b2Floor)}`,
        ratio: `${fmt(b2.perSecond / b2Floor.perSecond, 2)}× the floor`,
        goal: "≥ 300/s; p99 < 60 ms",
        holds: b2.perSecond >= 300 && b2.p99Ms < 60 && b2.errors === 0,
      });
    }

    // The creations' invitations are background work; let it drain before timing the pipeline.
    await drainJobs(databaseUrl);

    if (wanted("B3")) {
      console.log("[bench] B3: a 100-page PDF from commit to READY, then pdftoppm");
      const b3 = await measurePreviews(signet);
      const b3Ratio = b3.serverSeconds / b3.floorSeconds;
      rows.push({
        id: "B3",
        what: `commit to READY, ${b3.pages} pages (previews and thumbnail)`,
        figure: `${fmt(b3.serverSeconds, 1)} s`,
        floor: `pdftoppm, same pages and widths, ${fmt(b3.floorSeconds, 1)} s`,
        ratio: `${fmt(b3Ratio, 2)}× the floor`,
        goal: "≤ 1.5× the floor",
        holds: b3Ratio <= 1.5,
      });
    }

    if (wanted("B4")) {
      console.log("[bench] B4: last signature to COMPLETED, 20 pages, 5 signers, 40 fields");
      const b4 = await measureFinalization(server, async (bytes, name) => {
        const id = await uploadPdf(signet, bytes, name);
        await waitUntilReady(signet, id, 300);
        return id;
      });
      // Both ratios: p95 of six runs is the slowest, and one slow run of either side swings it.
      const b4P50Ratio = b4.p50Seconds / b4.floorP50Seconds;
      const b4P95Ratio = b4.p95Seconds / b4.floorP95Seconds;
      rows.push({
        id: "B4",
        what: `last signature to COMPLETED, 20 pages, 5 signers, 40 fields (${b4.runs} runs)`,
        figure: `p95 ${fmt(b4.p95Seconds, 2)} s (p50 ${fmt(b4.p50Seconds, 2)} s)`,
        floor: `pdf-lib load, 40 fields drawn, save, one seal, warmed up as the server is: p95 ${fmt(b4.floorP95Seconds, 2)} s (p50 ${fmt(b4.floorP50Seconds, 2)} s)`,
        ratio: `p50 ${fmt(b4P50Ratio, 2)}× the floor's p50; p95 ${fmt(b4P95Ratio, 2)}× the floor's p95`,
        goal: "p95 ≤ 3 s and ≤ 2× the floor at p50 and at p95",
        holds: b4.p95Seconds <= 3 && b4P50Ratio <= 2 && b4P95Ratio <= 2,
      });
    }

    if (wanted("B5")) {
      const chromiumPath = findChromium();
      if (chromiumPath) {
        console.log("[bench] B5: the signing page, cold, at 390x844");
        const b5 = await measureSigningPage(chromiumPath, Array.from({ length: 6 }, () => signingLink));
        rows.push(
          {
            id: "B5",
            what: `the signing page, cold, 390x844: first page image drawn (${b5.runs} runs)`,
            figure: `p95 ${fmt(b5.firstImageP95Ms)} ms (p50 ${fmt(b5.firstImageP50Ms)} ms)`,
            floor: "none (absolute)",
            ratio: "",
            goal: "within 1 s",
            holds: b5.firstImageP95Ms <= 1000,
          },
          {
            id: "B5",
            what: "JavaScript loaded by /sign/[token]",
            figure: `${fmt(b5.scriptGzipBytes / 1024)} KB gzip in ${b5.scriptFiles} files`,
            floor: "none (absolute)",
            ratio: "",
            goal: "≤ 300 KB gzip",
            holds: b5.scriptGzipBytes <= 300 * 1024,
          },
        );
      } else {
        rows.push({ id: "B5", what: "the signing page, cold (no Chromium found)", figure: "", floor: "", ratio: "", goal: "within 1 s; ≤ 300 KB gzip", holds: null });
      }
    }
  } finally {
    await server?.stop();
  }
  for (const row of rows) console.log(`${row.id} ${row.what}: ${row.figure} | ${row.floor} | ${row.ratio} | goal ${row.goal}: ${row.holds ? "holds" : "does not hold"}`);
  if (only) return console.log("[bench] BENCH_ONLY: docs/performance.md left as it is");
  writeReport(rows, machine, await scale());
  console.log("[bench] wrote docs/performance.md");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
