/**
 * A job whose handler ends its process (here: out of heap, as a runaway render did) is not run
 * into the same death forever: each start of the server (testing/crashing-job-child.ts, on one
 * embedded database) counts the lost attempt, and after maxAttempts the job is FAILED.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runNode, type NodeRun } from "@/tests/support/node-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-crashing-job-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(mode?: "trigger"): Promise<NodeRun> {
  return runNode(["--max-old-space-size=96", "--import", "tsx", "server/jobs/testing/crashing-job-child.ts", path.join(dataDir, "pgdata"), ...(mode ? [mode] : [])]);
}

describe("a job whose handler crashes its process", () => {
  it("ends FAILED after its maxAttempts (3) starts, and later starts leave it alone", async () => {
    const runs = [await startServer("trigger")];
    for (let start = 1; start < 6 && runs.at(-1)!.code !== 0; start++) runs.push(await startServer());

    // Three starts die with the job; the fourth finds its last attempt lost and fails it.
    expect(runs.map((run) => run.code !== 0)).toEqual([true, true, true, false]);
    expect(runs[0]!.stderr).toContain("heap out of memory");
    const report = JSON.parse(runs.at(-1)!.stdout.trim());
    expect(report.results).toEqual([expect.objectContaining({ status: "FAILED", attempt: 3 })]);
    expect(report.jobs).toEqual([{ status: "FAILED", attempts: 3, lastError: expect.stringContaining("Attempt 3 did not finish") }]);

    const after = await startServer();
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout.trim()).results).toEqual([]);
  }, 300_000);
});
