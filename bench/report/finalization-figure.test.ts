import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { warmUpFinalization } from "../../server/services/signing/warm-up-finalization";
import { signaturePng } from "../../tests/support/signature-png";
import { composedPdf } from "./composed-pdf";
import { measureFloor } from "./finalization-figure";

const events = vi.hoisted(() => [] as string[]);

// The real warm-up, noted in the order of events.
vi.mock("../../server/services/signing/warm-up-finalization", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/services/signing/warm-up-finalization")>();
  return {
    warmUpFinalization: vi.fn(async (...args: Parameters<typeof real.warmUpFinalization>) => {
      events.push("warm-up");
      await real.warmUpFinalization(...args);
    }),
  };
});

afterEach(() => vi.restoreAllMocks());

describe("B4's floor", () => {
  it("is warmed up as the server is, with the server's seal certificate, before its clock starts", async () => {
    const serverDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-b4-floor-"));
    try {
      const source = await composedPdf(20);
      const png = signaturePng().split(",")[1]!;
      const now = performance.now.bind(performance);
      vi.spyOn(performance, "now").mockImplementation(() => {
        events.push("clock");
        return now();
      });
      events.length = 0;

      const seconds = await measureFloor(source, png, serverDataDir, 1);

      expect(seconds).toHaveLength(1);
      expect(warmUpFinalization).toHaveBeenCalledExactlyOnceWith({ dataDir: serverDataDir });
      expect(events[0]).toBe("warm-up");
      expect(events).toContain("clock");
    } finally {
      fs.rmSync(serverDataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
