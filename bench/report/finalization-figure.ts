/**
 * B4: the last signature to COMPLETED for a 20-page document with 5 signers and 40 fields
 * (stamping, the completion certificate, both seals), as the signer and the integrator see it:
 * from the last submit until GET /signing-processes/{id} reads COMPLETED. The floor, on the same
 * machine minutes apart: pdf-lib loads the same PDF, draws the same 40 fields, saves, and the
 * server's own sealPdf seals the result once with the server's certificate. The server warms
 * finalization up when it starts, so the floor is warmed by the same function first: a cold
 * floor would pay those one-time costs in its first run, and that run is its p95.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { loadSealCertificate } from "../../server/pdf/seal/seal-certificate";
import { sealPdf } from "../../server/pdf/seal/seal-pdf";
import { warmUpFinalization } from "../../server/services/signing/warm-up-finalization";
import { signaturePng } from "../../tests/support/signature-png";
import { composedPdf } from "./composed-pdf";
import { percentile } from "./http-load";
import { invitedToken } from "./real-server";

const PAGES = 20;
const SIGNERS = 5;
const FIELD_TYPES = ["SIGNATURE", "TEXT", "DATE", "CHECKBOX"] as const;
const LABELS = { SIGNATURE: "Signature", TEXT: "Full name", DATE: "Date", CHECKBOX: "I agree" } as const;
/** Two of each type per signer: 5 × 8 = 40 fields. */
const FIELDS_PER_SIGNER = 2 * FIELD_TYPES.length;

interface Field {
  assignedSignerSignOrder: number;
  type: (typeof FIELD_TYPES)[number];
  label: string;
  required: boolean;
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FinalizationFigure {
  runs: number;
  p50Seconds: number;
  p95Seconds: number;
  floorP50Seconds: number;
  floorP95Seconds: number;
}

interface Server {
  baseUrl: string;
  apiKey: string;
  dataDir: string;
}

function fields(): Field[] {
  return Array.from({ length: SIGNERS * FIELDS_PER_SIGNER }, (_, n) => {
    const type = FIELD_TYPES[n % FIELD_TYPES.length]!;
    const row = Math.floor(n / PAGES);
    return {
      assignedSignerSignOrder: (n % SIGNERS) + 1,
      type,
      label: LABELS[type],
      required: true,
      page: n % PAGES,
      x: 60,
      y: 80 + row * 90,
      w: type === "CHECKBOX" ? 18 : 180,
      h: type === "SIGNATURE" ? 50 : type === "CHECKBOX" ? 18 : 24,
    };
  });
}

function valueOf(type: Field["type"]): string | boolean {
  if (type === "CHECKBOX") return true;
  if (type === "DATE") return new Date().toISOString().slice(0, 10);
  return "Signed for the benchmark, Ærøskøbing";
}

async function api<T>(server: Server, method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api/v1${pathname}`, {
    method,
    headers: { "x-api-key": server.apiKey, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function sign(server: Server, token: string, png: string): Promise<void> {
  const view = await api<{ fields: Array<{ id: string; type: Field["type"] }> }>(server, "GET", `/sign/${token}`);
  const values = Object.fromEntries(view.fields.filter((field) => field.type !== "SIGNATURE").map((field) => [field.id, valueOf(field.type)]));
  await api(server, "POST", `/sign/${token}/submit`, { fields: values, signature: { type: "DRAWN", imagePng: png }, consent: true });
}

/** One process signed by all five; answers the seconds from the last submit to COMPLETED. */
async function oneRun(server: Server, assetId: string, run: number, png: string): Promise<number> {
  const emails = Array.from({ length: SIGNERS }, (_, n) => `b4-${run}-${n + 1}@example.test`);
  const created = await api<{ id: string }>(server, "POST", "/signing-processes", {
    dispatchMode: "EMAIL",
    authPolicy: "SES_LINK_ONLY",
    sourcePdfAssetId: assetId,
    subject: `B4 run ${run}`,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    signers: emails.map((email, n) => ({ signOrder: n + 1, name: `Signer ${n + 1}`, email })),
    fields: fields(),
  });
  for (const email of emails.slice(0, -1)) await sign(server, await invitedToken(server.dataDir, created.id, email), png);
  const lastToken = await invitedToken(server.dataDir, created.id, emails.at(-1)!);
  const started = performance.now();
  await sign(server, lastToken, png);
  for (;;) {
    const process = await api<{ status: string; finalization?: { status: string; error: string | null } }>(server, "GET", `/signing-processes/${created.id}`);
    if (process.status === "COMPLETED") return (performance.now() - started) / 1000;
    if (process.finalization?.status === "FAILED") throw new Error(`finalization failed: ${process.finalization.error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The floor's runs, in seconds, after the warm-up the server does at start, with the seal
 * certificate the server generated in `dataDir`. `png` is the signature as base64.
 */
export async function measureFloor(source: Uint8Array, png: string, dataDir: string, runs: number): Promise<number[]> {
  await warmUpFinalization({ dataDir });
  const certificate = await loadSealCertificate({ dataDir });
  const seconds: number[] = [];
  for (let run = 0; run < runs; run += 1) seconds.push(await floorRun(source, png, certificate));
  return seconds;
}

/** The floor: load, draw the same 40 fields, save, seal once. */
async function floorRun(source: Uint8Array, png: string, certificate: { p12: Uint8Array; password: string }): Promise<number> {
  const started = performance.now();
  const doc = await PDFDocument.load(source);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  const images = await Promise.all(Array.from({ length: SIGNERS }, () => doc.embedPng(png)));
  for (const field of fields()) {
    const page = pages[field.page]!;
    const y = page.getHeight() - field.y - field.h;
    if (field.type === "SIGNATURE") page.drawImage(images[field.assignedSignerSignOrder - 1]!, { x: field.x, y, width: field.w, height: field.h });
    else page.drawText(field.type === "CHECKBOX" ? "X" : String(valueOf(field.type)), { x: field.x + 2, y: y + 6, size: 10, font });
  }
  const saved = await doc.save();
  await sealPdf(saved, { certificate, reason: "Benchmark", signerName: "Signet" });
  return (performance.now() - started) / 1000;
}

export async function measureFinalization(server: Server, uploadReady: (bytes: Uint8Array, name: string) => Promise<string>, runs = 6): Promise<FinalizationFigure> {
  const source = await composedPdf(PAGES);
  const assetId = await uploadReady(source, `bench-${PAGES}-pages.pdf`);
  const png = signaturePng();
  const seconds: number[] = [];
  for (let run = 0; run < runs; run += 1) seconds.push(await oneRun(server, assetId, run, png));

  const floor = await measureFloor(source, png.split(",")[1]!, server.dataDir, runs);

  const sorted = [...seconds].sort((a, b) => a - b);
  const floorSorted = [...floor].sort((a, b) => a - b);
  return {
    runs,
    p50Seconds: percentile(sorted, 50),
    p95Seconds: percentile(sorted, 95),
    floorP50Seconds: percentile(floorSorted, 50),
    floorP95Seconds: percentile(floorSorted, 95),
  };
}
