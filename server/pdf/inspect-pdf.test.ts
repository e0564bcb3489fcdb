import { describe, expect, it } from "vitest";
import { makePdf } from "@/tests/support/pdfs";
import { inspectPdf, PdfLimitError, UnreadablePdfError } from "./inspect-pdf";
import { manyPagePdf } from "./testing/hostile-pdfs";

const limits = { planName: "the PRO plan", maxPages: 500, maxPageSidePt: 14_400 };

/** The longest the event loop went without running a 10 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work().catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe("inspectPdf", () => {
  it("answers the page count and displayed sizes", async () => {
    expect(await inspectPdf(await makePdf(3), { limits })).toEqual({
      pageCount: 3,
      pages: Array.from({ length: 3 }, () => ({ width: 595.28, height: 841.89, rotation: 0 })),
    });
  });

  it("refuses more pages than the limit, naming the limit", async () => {
    const refusal = inspectPdf(manyPagePdf(501), { limits });
    await expect(refusal).rejects.toBeInstanceOf(PdfLimitError);
    await expect(refusal).rejects.toThrow("The PDF has 501 pages; the PRO plan allows at most 500 pages per PDF");
    await expect(refusal).rejects.toMatchObject({ reason: "TOO_MANY_PAGES" });
  });

  it("refuses a page longer than the limit on a side", async () => {
    const refusal = inspectPdf(manyPagePdf(1, [612, 20_000]), { limits });
    await expect(refusal).rejects.toThrow("Page 1 is 612 × 20000 pt; the PRO plan allows pages of at most 14400 pt (200 in) on a side");
    await expect(refusal).rejects.toMatchObject({ reason: "PAGE_TOO_LARGE" });
    expect((await inspectPdf(manyPagePdf(1, [14_400, 14_400]), { limits })).pageCount).toBe(1);
  });

  it("refuses a file that takes longer than its budget to read", async () => {
    const refusal = inspectPdf(manyPagePdf(20_000), { budgetMs: 50 });
    await expect(refusal).rejects.toBeInstanceOf(UnreadablePdfError);
    await expect(refusal).rejects.toMatchObject({
      message: "The PDF could not be read: Reading the PDF took longer than 0.1 s and was stopped",
      reason: "TOO_SLOW",
    });
  });

  it("parses 50,000 pages without blocking the event loop", async () => {
    const hostile = manyPagePdf(50_000);
    const stall = await longestStall(() => inspectPdf(hostile, { limits }));
    expect(stall).toBeLessThan(500);
  }, 60_000);
});
