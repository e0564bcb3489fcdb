/**
 * Runs tasks of pdf-worker.mjs in worker threads, each under a time budget: when the budget runs
 * out the thread is terminated, whatever it is doing, and the task fails with a message that
 * says so. A thread that finished its task well is kept for the next one, because starting one
 * and loading pdf-lib or PDF.js into it costs more than most tasks.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PdfFailureReason } from "../../../lib/schemas/pdf-assets";
import type { PageGeometry } from "../../db/schema";
import type { SignedFormInput, UnsignedFormInput } from "../form/form-input";
import type { PdfVerification } from "../verify/verify-pdf";

// Note: resolved from the working directory, not from this module, because Next.js bundles this
// module into .next/ while the worker stays a plain file in the source tree. `npm start`, `next
// dev`, the CLI and the tests all run from the project root.
const WORKER_FILE = path.join(process.cwd(), "server", "pdf", "worker", "pdf-worker.mjs");

/**
 * Heap of one worker thread: enough for a 1,000-page document or the largest form a draft may
 * hold, not for a memory bomb.
 */
const WORKER_HEAP_MB = 1024;
/** Threads kept waiting for work; more run at once when jobs and commits need them. */
const MAX_IDLE_WORKERS = 2;
/** A thread is retired after this many tasks, so that whatever PDF.js caches cannot pile up. */
const TASKS_PER_WORKER = 100;

interface PooledWorker {
  worker: Worker;
  tasks: number;
}

// Note: on globalThis because Next.js bundles each route separately; one pool per process.
const holder = globalThis as unknown as { __signetPdfWorkers?: PooledWorker[] };
const idle = (holder.__signetPdfWorkers ??= []);

function acquire(): PooledWorker {
  const pooled = idle.pop();
  if (pooled) {
    pooled.worker.ref();
    return pooled;
  }
  const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  const created = { worker, tasks: 0 };
  // An idle thread that dies (it should not) must not be handed out again.
  worker.on("exit", () => {
    const index = idle.indexOf(created);
    if (index >= 0) idle.splice(index, 1);
  });
  return created;
}

function release(pooled: PooledWorker): void {
  pooled.tasks++;
  if (pooled.tasks >= TASKS_PER_WORKER || idle.length >= MAX_IDLE_WORKERS) {
    void pooled.worker.terminate();
    return;
  }
  // An idle thread must not keep a CLI command or a test process alive.
  pooled.worker.unref();
  idle.push(pooled);
}

export type PdfTaskFailureKind = "unreadable" | "limit" | "render" | "timeout" | "crashed";

/** Out of time: the file is built to be slow. Out of memory or dead: the file is too much to hold. */
const REASON_OF_KIND: Partial<Record<PdfTaskFailureKind, PdfFailureReason>> = { timeout: "TOO_SLOW", crashed: "TOO_COMPLEX" };

export class PdfTaskError extends Error {
  readonly reason: PdfFailureReason;

  constructor(
    readonly kind: PdfTaskFailureKind,
    message: string,
    reason?: PdfFailureReason,
  ) {
    super(message);
    this.name = "PdfTaskError";
    this.reason = reason ?? REASON_OF_KIND[kind] ?? "DAMAGED";
  }
}

export interface PdfLimits {
  /** Names the limit in messages, e.g. "the FREE plan". */
  planName: string;
  maxPages: number;
  maxPageSidePt: number;
}

export interface WorkerPage {
  page: number;
  image: Uint8Array;
  widthPx: number;
  heightPx: number;
  widthPt: number;
  heightPt: number;
}

type TaskInput =
  | { task: "inspect"; bytes: Uint8Array; limits?: PdfLimits }
  | { task: "render"; bytes: Uint8Array; widthPx: number; thumbnailWidthPx?: number; maxPages?: number; onlyPage?: number; firstPages?: number }
  | { task: "form"; kind: "signed"; input: SignedFormInput }
  | { task: "form"; kind: "unsigned"; input: UnsignedFormInput }
  | { task: "verify"; bytes: Uint8Array };

/** What each task is called in its messages ("… took longer than", "… needs more than"). */
const TASK_NAMES: Record<TaskInput["task"], { doing: string; subject: string }> = {
  inspect: { doing: "Reading the PDF", subject: "The PDF" },
  render: { doing: "Rendering the PDF", subject: "The PDF" },
  form: { doing: "Rendering the form as PDF", subject: "The form" },
  verify: { doing: "Checking the PDF's seals", subject: "The PDF" },
};

type WorkerMessage =
  | { type: "result"; value: unknown }
  | { type: "page"; kind: "preview" | "thumbnail"; page: WorkerPage }
  | { type: "failure"; kind: "unreadable" | "limit" | "render"; reason: PdfFailureReason; message: string };

export interface Budget {
  /** Wall time for the whole task. */
  totalMs: number;
  /**
   * Time the thread may work between two messages (opening the file, one page); the time the
   * parent spends storing a page does not count.
   */
  stepMs?: number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

function runTask(
  input: TaskInput,
  budget: Budget,
  onPage?: (page: WorkerPage, kind: "preview" | "thumbnail") => Promise<void>,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const pooled = acquire();
    const { worker } = pooled;
    let settled = false;
    const settle = (outcome: () => void, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(step);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (healthy) release(pooled);
      else void worker.terminate();
      outcome();
    };
    const overBudget = (what: string, ms: number) => () =>
      settle(() => reject(new PdfTaskError("timeout", `${what} took longer than ${seconds(ms)} and was stopped`)), false);

    const names = TASK_NAMES[input.task];
    const total = setTimeout(overBudget(names.doing, budget.totalMs), budget.totalMs);
    let step: NodeJS.Timeout | undefined;
    const armStep = (what: string) => {
      clearTimeout(step);
      if (budget.stepMs !== undefined) step = setTimeout(overBudget(what, budget.stepMs), budget.stepMs);
    };

    const onMessage = (message: WorkerMessage) => {
      if (message.type === "result") settle(() => resolve(message.value), true);
      else if (message.type === "failure") settle(() => reject(new PdfTaskError(message.kind, message.message, message.reason)), true);
      else {
        clearTimeout(step);
        Promise.resolve(onPage?.(message.page, message.kind)).then(
          () => {
            if (settled) return;
            armStep("Rendering one page");
            worker.postMessage({ type: "next" });
          },
          // The thread waits for "next" that will never come: it cannot be reused.
          (error: unknown) => settle(() => reject(error), false),
        );
      }
    };
    const onError = (error: Error & { code?: string }) => {
      const message =
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? `${names.subject} needs more than ${WORKER_HEAP_MB} MB of memory to process`
          : `The PDF worker stopped: ${error.message}`;
      settle(() => reject(new PdfTaskError("crashed", message)), false);
    };
    const onExit = (code: number) =>
      settle(() => reject(new PdfTaskError("crashed", `The PDF worker exited (code ${code}) without an answer`)), false);
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);

    armStep(input.task === "form" ? names.doing : "Opening the PDF");
    // Note: the bytes are copied into the thread, so the caller keeps its buffer.
    worker.postMessage({ type: "task", ...input });
  });
}

export async function inspectInWorker(bytes: Uint8Array, limits: PdfLimits | undefined, budget: Budget) {
  return (await runTask({ task: "inspect", bytes, limits }, budget)) as { pageCount: number; pages: PageGeometry[] };
}

export async function renderInWorker(
  input: {
    bytes: Uint8Array;
    widthPx: number;
    thumbnailWidthPx?: number;
    maxPages?: number;
    /** 1-based: this page alone. */
    onlyPage?: number;
    /** Only the first pages, this many at most. */
    firstPages?: number;
  },
  budget: Budget,
  onPage: (page: WorkerPage, kind: "preview" | "thumbnail") => Promise<void>,
): Promise<void> {
  await runTask({ task: "render", ...input }, budget, onPage);
}

/** An online form as PDF (../form/render-form.tsx), rendered in a worker thread under `budget`. */
export async function renderFormInWorker(
  form: { kind: "signed"; input: SignedFormInput } | { kind: "unsigned"; input: UnsignedFormInput },
  budget: Budget,
): Promise<Uint8Array> {
  return (await runTask({ task: "form", ...form }, budget)) as Uint8Array;
}

/** The seals of any PDF (../verify/verify-pdf.ts), checked in a worker thread under `budget`. */
export async function verifyInWorker(bytes: Uint8Array, budget: Budget): Promise<PdfVerification> {
  return (await runTask({ task: "verify", bytes }, budget)) as PdfVerification;
}
