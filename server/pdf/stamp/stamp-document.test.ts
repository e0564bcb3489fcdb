import { degrees, PDFDict, PDFDocument, PDFName, type PDFPage } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { corpusFile } from "@/tests/fixtures/corpus";
import { type StampField, stampDocument } from "./stamp-document";
import { StampError } from "./stamp-errors";
import { darkPixelsInside, pdfFonts, pdfText, qpdfCheck, type WordBox, wordBoxes } from "./testing/poppler";
import { drawnSignaturePng } from "./testing/signature-png";

type Box = { page: number; x: number; y: number; w: number; h: number };

/** The word's centre lies in the field, and the word does not stick out of it sideways. */
function expectWordInside(words: WordBox[], text: string, field: Box) {
  const word = words.find((candidate) => candidate.text === text && candidate.page === field.page);
  expect(word, `"${text}" on page ${field.page}`).toBeDefined();
  if (!word) return;
  const centreY = (word.yMin + word.yMax) / 2;
  expect(word.xMin).toBeGreaterThanOrEqual(field.x - 0.5);
  expect(word.xMax).toBeLessThanOrEqual(field.x + field.w + 0.5);
  expect(centreY).toBeGreaterThan(field.y);
  expect(centreY).toBeLessThan(field.y + field.h);
}

const text = (box: Box, value: string): StampField => ({ type: "TEXT", ...box, value });

async function pagesInEveryRotation(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const rotation of [0, 90, 180, 270]) {
    // A crop box that does not start at the origin, and reaches past the media box at the top.
    const page = doc.addPage([700, 900]);
    page.setMediaBox(-50, -80, 700, 960);
    page.setCropBox(20, 30, 595, 900);
    page.setRotation(degrees(rotation));
  }
  return doc.save();
}

describe("stampDocument", () => {
  let signaturePng: Uint8Array;
  beforeAll(() => {
    signaturePng = drawnSignaturePng();
  });

  it("prints Latin, Greek, Cyrillic, Chinese and Korean inside their fields, on pages in every rotation", async () => {
    const source = await pagesInEveryRotation();
    const fields: StampField[] = [];
    const expectations: Array<[string, Box]> = [];
    for (let page = 0; page < 4; page++) {
      const sideways = page % 2 === 1;
      const name = { page, x: 40, y: 60, w: 260, h: 24 };
      const city = { page, x: sideways ? 420 : 300, y: sideways ? 300 : 500, w: 200, h: 30 };
      fields.push(text(name, "Zoë Łódź 東京 한국"), text(city, "Αθήνα Москва"));
      expectations.push(
        ["Zoë", name],
        ["Łódź", name],
        ["東京", name],
        ["한국", name],
        ["Αθήνα", city],
        ["Москва", city],
      );
    }
    const stamped = await stampDocument(source, { fields });

    const words = wordBoxes(stamped);
    for (const [word, field] of expectations) expectWordInside(words, word, field);
    expect(pdfText(stamped)).toContain("Zoë Łódź 東京 한국");
    expect(qpdfCheck(stamped).status).toBe(0);
  });

  it("embeds its fonts as subsets, and every glyph it writes is drawn", async () => {
    const field = { page: 0, x: 50, y: 50, w: 300, h: 30 };
    const stamped = await stampDocument(await pagesInEveryRotation(), {
      fields: [text(field, "Zoë Łódź Αθήνα Москва 東京")],
    });

    const fonts = pdfFonts(stamped);
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSans-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    // pdf-lib's subsetter once dropped glyphs silently; each word must leave ink on the page.
    for (const word of wordBoxes(stamped)) {
      const box = { x: word.xMin, y: word.yMin, w: word.xMax - word.xMin, h: word.yMax - word.yMin };
      expect(darkPixelsInside(stamped, word.page, box), word.text).toBeGreaterThan(5);
    }
  });

  it("shrinks a long value to fit the width of its field", async () => {
    const field = { page: 0, x: 40, y: 100, w: 90, h: 20 };
    const stamped = await stampDocument(await pagesInEveryRotation(), {
      fields: [text(field, "Bartholomew-Maximilian Wolfeschlegelsteinhausenberger")],
    });
    for (const word of wordBoxes(stamped)) expectWordInside([word], word.text, field);
  });

  it("prints a character no shipped font has as a question mark instead of failing", async () => {
    const field = { page: 0, x: 40, y: 100, w: 200, h: 20 };
    const stamped = await stampDocument(await pagesInEveryRotation(), { fields: [text(field, "Ana 😀 ᏣᎳᎩ")] });
    expect(pdfText(stamped)).toContain("Ana ? ???");
  });

  it("stamps Arabic, Hebrew, Thai and Hindi values shaped, with a text layer as typed; an Arabic value starts at the field's right edge", async () => {
    const field = { page: 0, x: 40, y: 100, w: 300, h: 20 };
    // One document each: pdftotext reads a page by its main direction, which a page of mostly Arabic would change for the Thai line.
    for (const value of ["محمد بن سلمان", "דוד לוי", "สมชาย ใจดี", "राजेश कुमार"]) {
      const stamped = await stampDocument(await pagesInEveryRotation(), { fields: [text(field, value)] });
      const extracted = pdfText(stamped).replace(/[\u202A-\u202E]/g, "");
      expect(extracted).toContain(value);
      expect(extracted).not.toContain("?");
      if (value.startsWith("م")) expect(Math.max(...wordBoxes(stamped).map((word) => word.xMax))).toBeGreaterThan(field.x + field.w - 10);
    }
  });

  it("draws a check mark for a checked box and nothing for an unchecked one", async () => {
    const checked = { page: 0, x: 60, y: 200, w: 16, h: 16 };
    const unchecked = { page: 0, x: 100, y: 200, w: 16, h: 16 };
    const stamped = await stampDocument(await pagesInEveryRotation(), {
      fields: [
        { type: "CHECKBOX", ...checked, value: true },
        { type: "CHECKBOX", ...unchecked, value: false },
      ],
    });
    expect(darkPixelsInside(stamped, 0, checked)).toBeGreaterThan(10);
    expect(darkPixelsInside(stamped, 0, unchecked)).toBe(0);
  });

  it("draws a drawn signature inside its field and a typed one in the script font", async () => {
    const drawn = { page: 1, x: 60, y: 300, w: 180, h: 60 };
    const typed = { page: 0, x: 300, y: 300, w: 200, h: 50 };
    const stamped = await stampDocument(await pagesInEveryRotation(), {
      fields: [
        { type: "SIGNATURE", ...drawn, signature: { type: "DRAWN", imagePng: signaturePng } },
        { type: "SIGNATURE", ...typed, signature: { type: "TYPED", text: "Zoë Adler" } },
        { type: "DATE", page: 0, x: 300, y: 360, w: 100, h: 20, value: "2026-05-09" },
      ],
    });
    expect(darkPixelsInside(stamped, 1, drawn)).toBeGreaterThan(100);
    expect(pdfFonts(stamped)).toMatch(/[A-Z]{6}\+DancingScript-Regular/);
    expectWordInside(wordBoxes(stamped), "Adler", typed);
    expect(pdfText(stamped)).toContain("2026-05-09");
  });

  it("prints a Japanese signer's kanji with Noto Sans JP and a Chinese signer's with Noto Sans SC", async () => {
    // Kanji whose Japanese and Chinese glyphs differ; the typed signature is a Japanese name.
    const japanese = { page: 0, x: 40, y: 40, w: 200, h: 30 };
    const chinese = { page: 0, x: 40, y: 100, w: 200, h: 30 };
    const signature = { page: 0, x: 40, y: 160, w: 200, h: 50 };
    const pdf = async (fields: StampField[]) => {
      const doc = await PDFDocument.create();
      doc.addPage([400, 300]);
      return stampDocument(await doc.save(), { fields });
    };
    const japaneseOnly = await pdf([
      { type: "TEXT", ...japanese, value: "直骨角誤", language: "ja" },
      { type: "SIGNATURE", ...signature, signature: { type: "TYPED", text: "角田 直子" }, language: "ja" },
    ]);
    expect(pdfFonts(japaneseOnly)).toMatch(/\+NotoSansJP-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(pdfFonts(japaneseOnly)).not.toContain("NotoSansSC");
    expect(pdfText(japaneseOnly)).toContain("角田 直子");

    const both = await pdf([
      { type: "TEXT", ...japanese, value: "直骨角誤", language: "ja" },
      { type: "TEXT", ...chinese, value: "骨角直誤", language: "zh" },
    ]);
    expect(pdfFonts(both)).toMatch(/\+NotoSansJP-Regular/);
    expect(pdfFonts(both)).toMatch(/\+NotoSansSC-Regular/);
    const words = wordBoxes(both);
    expectWordInside(words, "直骨角誤", japanese);
    expectWordInside(words, "骨角直誤", chinese);
  });

  it("refuses a field on a page the document does not have", async () => {
    await expect(
      stampDocument(await pagesInEveryRotation(), { fields: [text({ page: 9, x: 0, y: 0, w: 10, h: 10 }, "x")] }),
    ).rejects.toThrow(StampError);
  });
});

describe("stampDocument on real-world files", () => {
  it("stamps the right spot of a page with /Rotate 90 (hello_world_rotated.pdf)", async () => {
    const field = { page: 1, x: 100, y: 80, w: 250, h: 28 };
    const stamped = await stampDocument(corpusFile("hello_world_rotated.pdf"), {
      fields: [text(field, "Zoë Łódź 東京")],
    });
    expectWordInside(wordBoxes(stamped), "Łódź", field);
    expectWordInside(wordBoxes(stamped), "東京", field);
    expect(qpdfCheck(stamped).status).toBe(0);
  });

  it("flattens an AcroForm so that no field is left (file_pdfjs_form.pdf)", async () => {
    const stamped = await stampDocument(corpusFile("file_pdfjs_form.pdf"), {
      fields: [text({ page: 0, x: 72, y: 150, w: 200, h: 20 }, "Москва")],
    });
    const doc = await PDFDocument.load(stamped);
    expect(doc.catalog.lookup(PDFName.of("AcroForm"))).toBeUndefined();
    expect(doc.getForm().getFields()).toHaveLength(0);
    expect(doc.getPages().flatMap((page) => widgetsOf(page))).toHaveLength(0);
    expect(pdfText(stamped)).toContain("Москва");
    expect(qpdfCheck(stamped).status).toBe(0);
  });

  it("removes an earlier signature and keeps the page readable (signed_verified.pdf)", async () => {
    const stamped = await stampDocument(corpusFile("signed_verified.pdf"), {
      fields: [text({ page: 0, x: 72, y: 150, w: 200, h: 20 }, "Αθήνα")],
    });
    const doc = await PDFDocument.load(stamped);
    expect(doc.catalog.lookup(PDFName.of("AcroForm"))).toBeUndefined();
    expect(Buffer.from(stamped).includes("/ByteRange")).toBe(false);
    expect(pdfText(stamped)).toContain("Αθήνα");
    expect(qpdfCheck(stamped).status).toBe(0);
  });

  it("keeps the values of a filled form as page content", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const form = doc.getForm();
    const name = form.createTextField("customer.name");
    name.setText("Filled by the author");
    name.addToPage(page, { x: 50, y: 700, width: 250, height: 24 });
    const agree = form.createCheckBox("agree");
    agree.addToPage(page, { x: 50, y: 650, width: 16, height: 16 });
    agree.check();

    const stamped = await stampDocument(await doc.save(), { fields: [] });
    expect(pdfText(stamped)).toContain("Filled by the author");
    // The check box's "on" appearance is painted where the widget was (y from the top: 842 - 666).
    expect(darkPixelsInside(stamped, 0, { x: 50, y: 176, w: 16, h: 16 })).toBeGreaterThan(10);
    expect((await PDFDocument.load(stamped)).getForm().getFields()).toHaveLength(0);
  });

  it.each(["form_two_pages.pdf", "pdfkit_compressed.pdf", "issue6387.pdf", "tracemonkey_a11y.pdf"])(
    "stamps %s without breaking it",
    async (file) => {
      const stamped = await stampDocument(corpusFile(file), {
        fields: [text({ page: 0, x: 30, y: 30, w: 200, h: 20 }, "Zoë 東京")],
      });
      expect([0, 3]).toContain(qpdfCheck(stamped).status);
      expect(pdfText(stamped)).toContain("Zoë 東京");
    },
  );
});

function widgetsOf(page: PDFPage) {
  return (page.node.Annots()?.asArray() ?? []).filter((entry) => {
    const annotation = page.doc.context.lookup(entry);
    return annotation instanceof PDFDict && annotation.lookup(PDFName.of("Subtype")) === PDFName.of("Widget");
  });
}
