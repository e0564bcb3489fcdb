/**
 * Note: @pdf-lib/fontkit 1.1.1, the subsetter pdf-lib uses, writes a subset's glyph locations
 * in the short `loca` format (which can only express even offsets) whenever the subset is
 * small, but copies glyph records unpadded. One odd-length record then shifts every later
 * glyph, and those glyphs print blank while pdftotext still finds the text. Fonts whose glyph
 * records all have even lengths do not trip it, so before pdf-lib sees a TrueType font this
 * rewrites it in memory with each record padded to an even length (the font files on disk stay
 * exactly as published). Fixed upstream in fontkit 1.8; the fork pdf-lib pins never took it.
 */

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

const TABLE_DIRECTORY = 12;
const TABLE_RECORD = 16;

export function withEvenGlyphRecords(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tableCount = view.getUint16(4);
  const tables: TableRecord[] = [];
  for (let index = 0; index < tableCount; index++) {
    const at = TABLE_DIRECTORY + TABLE_RECORD * index;
    tables.push({
      tag: String.fromCharCode(...font.subarray(at, at + 4)),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    });
  }
  const table = (tag: string) => tables.find((record) => record.tag === tag);
  const [head, maxp, loca, glyf] = [table("head"), table("maxp"), table("loca"), table("glyf")];
  if (!head || !maxp || !loca || !glyf) return font;

  const longOffsets = view.getInt16(head.offset + 50) === 1;
  const glyphCount = view.getUint16(maxp.offset + 4);
  const location = (glyph: number) =>
    longOffsets ? view.getUint32(loca.offset + 4 * glyph) : view.getUint16(loca.offset + 2 * glyph) * 2;
  const lengths = Array.from({ length: glyphCount }, (_, glyph) => location(glyph + 1) - location(glyph));
  if (lengths.every((length) => length % 2 === 0)) return font;

  const paddedGlyf = new Uint8Array(lengths.reduce((sum, length) => sum + length + (length % 2), 0));
  const newLoca = new DataView(new ArrayBuffer(4 * (glyphCount + 1)));
  let written = 0;
  for (let glyph = 0; glyph < glyphCount; glyph++) {
    newLoca.setUint32(4 * glyph, written);
    const start = glyf.offset + location(glyph);
    paddedGlyf.set(font.subarray(start, start + (lengths[glyph] ?? 0)), written);
    written += (lengths[glyph] ?? 0) + ((lengths[glyph] ?? 0) % 2);
  }
  newLoca.setUint32(4 * glyphCount, written);
  const newHead = font.slice(head.offset, head.offset + head.length);
  new DataView(newHead.buffer).setInt16(50, 1);

  const replaced = new Map<string, Uint8Array>([
    ["glyf", paddedGlyf],
    ["loca", new Uint8Array(newLoca.buffer)],
    ["head", newHead],
  ]);
  return assembleFont(font, tables, replaced);
}

function assembleFont(original: Uint8Array, tables: TableRecord[], replaced: Map<string, Uint8Array>): Uint8Array {
  const contents = tables.map(
    (record) => replaced.get(record.tag) ?? original.subarray(record.offset, record.offset + record.length),
  );
  const headerLength = TABLE_DIRECTORY + TABLE_RECORD * tables.length;
  const total = contents.reduce((sum, data) => sum + align4(data.length), headerLength);
  const output = new Uint8Array(total);
  const view = new DataView(output.buffer);
  output.set(original.subarray(0, TABLE_DIRECTORY));
  let offset = headerLength;
  tables.forEach((record, index) => {
    const data = contents[index] ?? new Uint8Array();
    const at = TABLE_DIRECTORY + TABLE_RECORD * index;
    output.set(original.subarray(at, at + 4), at);
    view.setUint32(at + 4, checksum(data));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, data.length);
    output.set(data, offset);
    offset += align4(data.length);
  });
  return output;
}

const align4 = (length: number) => (length + 3) & ~3;

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(align4(data.length));
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}
