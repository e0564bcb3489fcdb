import { describe, expect, it } from "vitest";
import { exportStateWords } from "./export-words";

const base = { processCount: 3, processedCount: 0, downloadUrl: null, expiresAt: null, error: null };
const now = new Date("2026-11-29T12:00:00Z");

describe("exportStateWords", () => {
  it("says where an export is in words, counting processes", () => {
    expect(exportStateWords({ ...base, status: "QUEUED" }, now)).toBe("Waiting to start (3 processes)");
    expect(exportStateWords({ ...base, status: "RUNNING", processedCount: 2 }, now)).toBe("Preparing: 2 of 3 processes done");
    expect(exportStateWords({ ...base, status: "COMPLETED", processCount: 1, downloadUrl: "https://x", expiresAt: "2026-12-01T00:00:00Z" }, now)).toBe("Ready: 1 process");
    expect(exportStateWords({ ...base, status: "FAILED", error: "The export could not be built." }, now)).toBe("The export could not be built.");
  });

  it("calls a completed export past its expiry expired", () => {
    expect(exportStateWords({ ...base, status: "COMPLETED", downloadUrl: null, expiresAt: "2026-11-20T00:00:00Z" }, now)).toBe("Expired: the file was kept 7 days (3 processes)");
  });
});
