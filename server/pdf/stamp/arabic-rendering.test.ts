/**
 * Shaping checked on the rendered page: a stamped Arabic word must look like the same word set by
 * Chromium in the same font (letters joined), not like its letters set apart.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fontFilePath } from "../fonts/font-files";
import { stampDocument } from "./stamp-document";

/** The share of the columns across the ink's width that have ink: joined letters leave no gaps between them. */
function inkCoverage(pdf: Uint8Array): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "signet-shaping-"));
  try {
    fs.writeFileSync(path.join(dir, "page.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", "100", "-gray", "-singlefile", "-f", "1", "-l", "1", path.join(dir, "page.pdf"), path.join(dir, "page")]);
    const image = fs.readFileSync(path.join(dir, "page.pgm"));
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 64).toString("latin1"))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = image.subarray(header[0].length);
    const inked: boolean[] = Array.from({ length: width }, (_, x) => Array.from({ length: height }, (_, y) => pixels[y * width + x]!).some((value) => value < 128));
    const first = inked.indexOf(true);
    const last = inked.lastIndexOf(true);
    return inked.slice(first, last + 1).filter(Boolean).length / (last - first + 1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function chromiumPdf(word: string, sizePx: number): Promise<Uint8Array> {
  const font = fs.readFileSync(fontFilePath("arabic")).toString("base64");
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    await page.setContent(
      `<style>@font-face{font-family:A;src:url(data:font/ttf;base64,${font})}body{margin:40px}</style><span style="font:${sizePx}px A">${word}</span>`,
    );
    await page.evaluate(() => document.fonts.ready);
    return new Uint8Array(await page.pdf({ width: "400px", height: "200px" }));
  } finally {
    await browser.close();
  }
}

describe("a stamped Arabic word on the rendered page", () => {
  it("has its letters joined like Chromium's rendering of it, not set apart", async () => {
    const blank = await PDFDocument.create();
    blank.addPage([300, 150]);
    const stamped = await stampDocument(await blank.save(), { fields: [{ type: "TEXT", page: 0, x: 20, y: 40, w: 260, h: 60, value: "محمد", fontSize: 30 }] });
    const ours = inkCoverage(stamped);
    const joined = inkCoverage(await chromiumPdf("محمد", 40));
    // Zero-width non-joiners keep each letter in its isolated form.
    const apart = inkCoverage(await chromiumPdf("م\u200Cح\u200Cم\u200Cد", 40));
    expect(apart).toBeLessThan(joined - 0.05);
    expect(Math.abs(ours - joined)).toBeLessThan(Math.abs(ours - apart));
  }, 60_000);
});
