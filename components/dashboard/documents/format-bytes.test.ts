import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("file sizes as people read them", () => {
  it("counts in steps of 1024, as file managers do, so the Free plan's 100 MiB reads 100 MB", () => {
    expect(formatBytes(100 * 1024 * 1024)).toBe("100 MB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(10 * 1024 * 1024 * 1024)).toBe("10 GB");
  });

  it("keeps one decimal below the next unit and spells out plain bytes", () => {
    expect(formatBytes(1536)).toBe("1.5 kB");
    expect(formatBytes(1023)).toBe("1,023 bytes");
    expect(formatBytes(1)).toBe("1 byte");
  });
});
