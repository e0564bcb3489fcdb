import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stampDocument } from "../stamp/stamp-document";
import { pdfText } from "../stamp/testing/poppler";
import { fontBytes, parsedFontkit } from "./font-catalog";

async function blankPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([400, 300]);
  return doc.save();
}

const stampText = async (value: string) =>
  stampDocument(await blankPdf(), { fields: [{ type: "TEXT", value, page: 0, x: 20, y: 20, w: 300, h: 30 }] });

afterEach(() => vi.restoreAllMocks());

describe("the shipped fonts", () => {
  it("are parsed once per process: documents after the first embed them without parsing a font", async () => {
    await stampText("Zoë Łódź, 東京, 서울");
    const parse = vi.spyOn(fontkit, "create");
    const second = await stampText("Ærøskøbing, 花子, 한국어");
    expect(parse).not.toHaveBeenCalled();
    expect(pdfText(second)).toContain("Ærøskøbing, 花子, 한국어");
  });

  it("keep each document's text layer right although the documents share the parsed faces", async () => {
    // Subsetting ź writes the glyph z as one of its parts: without warming, later documents lost z.
    await stampText("źŹ");
    expect(pdfText(await stampText("Abschlusszertifikat"))).toContain("Abschlusszertifikat");
  });

  it("give back a Chinese ideograph that shares its glyph with a radical as the ideograph", async () => {
    // Noto Sans SC draws ⻣ and 骨, ⻆ and 角, ⻚ and 页 with one glyph each.
    expect(pdfText(await stampText("骨角 第 5 页"))).toContain("骨角 第 5 页");
  });

  it("are the only fonts pdf-lib may embed through them", () => {
    expect(() => parsedFontkit.create(new Uint8Array(fontBytes("sans")))).toThrow(/shipped fonts/);
  });
});
