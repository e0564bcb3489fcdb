/**
 * #27 item 1: one admin's form must not take the server down. The server's code runs in a
 * child process with a small heap (tests/support/form-bomb-server.ts), so that a form rendered
 * on its heap would end that process, as it ended the server, instead of this test's.
 */
import { describe, expect, it } from "vitest";
import { runNode, type NodeRun } from "@/tests/support/node-process";

const HEAP_MB = 768;

function runServerProcess(): Promise<NodeRun> {
  // A short render budget keeps the test short; the bomb would take far longer than any.
  return runNode([`--max-old-space-size=${HEAP_MB}`, "--import", "tsx", "tests/support/form-bomb-server.ts"], { ...process.env, FORM_PDF_SECONDS: "30" });
}

describe("a form bomb", () => {
  it("is refused when made from a template, and fails cleanly when already stored, while the process keeps answering", async () => {
    const run = await runServerProcess();
    expect(run.code, run.stderr.slice(-2_000)).toBe(0);
    const report = JSON.parse(run.stdout.trim().split("\n").at(-1)!);

    expect(report.fromTemplate).toEqual({
      status: 400,
      message: ['definition.blocks.0 ("bomb").text: with its placeholders filled, it is 10,000,000 characters long; at most 10,000 are allowed'],
    });
    expect(report.bombPdf).toMatchObject({ status: 422, body: { code: "FORM_TOO_LARGE" } });
    expect(report.bombPdf.body.message).toMatch(/^The form is too large to print: /);
    expect(report.finalization).toMatchObject({ jobs: [{ status: "FAILED", attempt: 1 }], status: "FAILED" });
    expect(report.finalization.error).toMatch(/^The form is too large to print: /);
    expect(report.smallPdf).toEqual({ status: 200, pdf: true });
  }, 600_000);
});
