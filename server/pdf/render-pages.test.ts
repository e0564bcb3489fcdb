import { describe, expect, it } from "vitest";
import { makePdf } from "@/tests/support/pdfs";
import { PageRenderError, renderPageImage, renderPageImages, renderPreviews } from "./render-pages";

describe("renderPreviews", () => {
  it("renders every page and a thumbnail of the first, one at a time", async () => {
    const seen: string[] = [];
    await renderPreviews(await makePdf(2), async (rendered, kind) => {
      expect(rendered.image.subarray(8, 12).toString("ascii")).toBe("WEBP");
      seen.push(`${kind}:${rendered.page}:${rendered.widthPx}`);
    });
    expect(seen).toEqual(["preview:0:1000", "thumbnail:0:240", "preview:1:1000"]);
  });

  it("stops a render that passes its budget, with a reason", async () => {
    const rendering = renderPreviews(await makePdf(40), async () => undefined, { budget: { totalMs: 200 } });
    await expect(rendering).rejects.toBeInstanceOf(PageRenderError);
    await expect(rendering).rejects.toThrow("Rendering the PDF took longer than 0.2 s and was stopped");
  });

  it("stops a page that passes the budget of one step", async () => {
    const rendering = renderPreviews(await makePdf(2), () => new Promise((resolve) => setTimeout(resolve, 100)), {
      budget: { totalMs: 60_000, stepMs: 1 },
    });
    await expect(rendering).rejects.toThrow(/took longer than 0 s and was stopped/);
  });

  it("refuses more pages than it may render", async () => {
    await expect(renderPreviews(await makePdf(3), async () => undefined, { maxPages: 2 })).rejects.toThrow(
      "The PDF has 3 pages; at most 2 are rendered",
    );
  });
});

describe("renderPageImages", () => {
  it("answers every page at the given width", async () => {
    const pages = await renderPageImages(await makePdf(2), 300);
    expect(pages.map((page) => [page.page, page.widthPx])).toEqual([
      [0, 300],
      [1, 300],
    ]);
    expect(pages[0]!.widthPt).toBeCloseTo(595.28);
  });
});

describe("renderPageImage", () => {
  it("renders one page alone at the given width", async () => {
    const bytes = await makePdf(3);
    const second = await renderPageImage(bytes, 1, 2000);
    expect([second.page, second.widthPx]).toEqual([1, 2000]);
    expect(second.image.subarray(8, 12).toString("ascii")).toBe("WEBP");
    const [, fromAll] = await renderPageImages(bytes, 2000);
    expect(second.image.equals(fromAll!.image)).toBe(true);
  });

  it("refuses a page the document does not have", async () => {
    await expect(renderPageImage(await makePdf(2), 2, 2000)).rejects.toThrow("The PDF has no page 3");
  });
});
