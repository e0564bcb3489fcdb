/**
 * The shipped fonts as one document needs them: each embedded (as a subset of the glyphs
 * actually drawn) the first time it is used, from the face parsed once per process, and named
 * once in each page's resources.
 */
import { randomInt } from "node:crypto";
import type { PDFDocument, PDFFont, PDFName, PDFPage } from "pdf-lib";
import { fontBytes, fontFace, parsedFontkit } from "../fonts/font-catalog";
import type { FontKey } from "../fonts/font-files";

export class DocumentFonts {
  private readonly embedded = new Map<FontKey, Promise<PDFFont>>();
  private readonly resourceNames = new Map<PDFPage, Map<PDFFont, PDFName>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(parsedFontkit);
  }

  font(key: FontKey): Promise<PDFFont> {
    let font = this.embedded.get(key);
    if (!font) {
      font = this.doc.embedFont(fontBytes(key), { subset: true, customName: subsetName(key) });
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The name under which `font` is listed in the page's /Resources /Font. */
  resourceName(page: PDFPage, font: PDFFont): PDFName {
    let names = this.resourceNames.get(page);
    if (!names) {
      names = new Map();
      this.resourceNames.set(page, names);
    }
    let name = names.get(font);
    if (!name) {
      name = page.node.newFontDictionary(font.name, font.ref);
      names.set(font, name);
    }
    return name;
  }
}

/** A subset font is named with a tag of six capital letters and a plus (ISO 32000-1, 9.6.4). */
function subsetName(key: FontKey): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join("");
  return `${tag}+${fontFace(key).postscriptName ?? key}`;
}
