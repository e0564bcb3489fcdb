import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { corpusFile } from "@/tests/fixtures/corpus";
import { makePdf } from "@/tests/support/pdfs";
import { extractPageText, PageTextError } from "./page-text";

/** Where `text` starts in `page`, failing when it is not there. */
function at(page: string, text: string): number {
  const index = page.indexOf(text);
  expect(index, `"${text}" in the page's text`).toBeGreaterThanOrEqual(0);
  return index;
}

describe("extractPageText", () => {
  it("reads a two-column paper column by column, line by line", async () => {
    const [page] = await extractPageText(corpusFile("tracemonkey_a11y.pdf"));
    // The title's two lines, then the abstract's lines one after another.
    expect(page!.startsWith("Trace-based Just-in-Time Type Specialization for Dynamic\nLanguages\n")).toBe(true);
    expect(page).toContain("Since no concrete type information\nis available, traditional compilers");
    // The left column ends before the right column begins, whose first line continues its sentence.
    const leftEnd = at(page!, "the de facto standard for client-side web programming");
    const rightStart = at(page!, "and is used for the application logic of browser-based productivity");
    const rightLater = at(page!, "We present a trace-based compilation technique for dynamic");
    expect(leftEnd).toBeLessThan(rightStart);
    expect(rightStart).toBeLessThan(rightLater);
    // Words keep their spaces; no line is blank.
    expect(page).toContain("Dynamic languages such as JavaScript are more difficult to com-");
    expect(page!.split("\n").every((line) => line.trim() !== "")).toBe(true);
  });

  it("answers one text per page, rotated pages included, in page order", async () => {
    const pages = await extractPageText(corpusFile("hello_world_rotated.pdf"));
    expect(pages).toEqual(Array.from({ length: 5 }, () => "Hello world"));
    const numbered = await extractPageText(await makePdf(3, "Lease"));
    expect(numbered).toEqual(["Lease, page 1 of 3", "Lease, page 2 of 3", "Lease, page 3 of 3"]);
  });

  it("answers an empty text for a page without any, and stops at maxPages", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    expect(await extractPageText(await doc.save())).toEqual(["", ""]);
    expect(await extractPageText(await makePdf(4), { maxPages: 2 })).toHaveLength(2);
  });

  it("fails in plain terms on a file that is not a PDF, and on one that takes too long", async () => {
    await expect(extractPageText(new TextEncoder().encode("not a pdf at all"))).rejects.toBeInstanceOf(PageTextError);
    await expect(extractPageText(corpusFile("tracemonkey_a11y.pdf"), { budgetMs: 1 })).rejects.toThrow(/took longer than/);
  });
});
