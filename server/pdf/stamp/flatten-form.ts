/**
 * Flattens every interactive form field into plain page content, so a finished document can
 * no longer be changed through a field. pdf-lib's own form.flatten() stops at the first widget
 * it cannot handle (an appearance it cannot find, a widget on no page), so this walks the
 * widget annotations itself and never throws for a strange form:
 * 1. Widgets without an appearance get one from pdf-lib where it can make one (per field;
 *    a field it cannot draw keeps what it has).
 * 2. Each page's visible widget appearance (the selected state of a check box or radio button)
 *    is painted where the widget was, following the PDF rule that maps the appearance's BBox
 *    and Matrix onto the widget's Rect.
 * 3. All widgets, the field tree, existing signature values, the catalog's /AcroForm and
 *    /Perms are removed. Earlier signatures cannot stay valid once the pages change, and their
 *    appearance stays visible as page content. Other annotations (links, comments) are kept.
 */
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFDict,
  type PDFDocument,
  type PDFFont,
  PDFName,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRef,
  PDFStream,
  popGraphicsState,
  pushGraphicsState,
} from "pdf-lib";

const HIDDEN_FLAG = 1 << 1;
const name = (value: string) => PDFName.of(value);

export async function flattenForm(doc: PDFDocument, appearanceFont: () => Promise<PDFFont>): Promise<void> {
  const acroForm = doc.catalog.lookup(name("AcroForm"));
  const hasForm = acroForm instanceof PDFDict;
  if (hasForm) await addMissingAppearances(doc, appearanceFont);

  const removed = new Set<PDFRef>();
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    const kept: PDFObject[] = [];
    for (const entry of annots.asArray()) {
      const annot = doc.context.lookup(entry);
      if (!(annot instanceof PDFDict) || annot.lookup(name("Subtype")) !== name("Widget")) {
        kept.push(entry);
        continue;
      }
      paintWidget(doc, page, annot);
      if (entry instanceof PDFRef) removed.add(entry);
    }
    if (kept.length === annots.size()) continue;
    if (kept.length) page.node.set(name("Annots"), doc.context.obj(kept));
    else page.node.delete(name("Annots"));
  }

  if (hasForm) {
    for (const ref of fieldTreeRefs(doc, acroForm)) removed.add(ref);
    acroForm.set(name("Fields"), doc.context.obj([]));
  }
  for (const ref of removed) {
    const field = doc.context.lookup(ref);
    const value = field instanceof PDFDict ? field.get(name("V")) : undefined;
    if (value instanceof PDFRef && isSignatureDictionary(doc.context.lookup(value))) doc.context.delete(value);
    doc.context.delete(ref);
  }
  doc.catalog.delete(name("AcroForm"));
  doc.catalog.delete(name("Perms"));
  doc.catalog.delete(name("NeedsRendering"));
}

async function addMissingAppearances(doc: PDFDocument, appearanceFont: () => Promise<PDFFont>) {
  try {
    const fields = doc.getForm().getFields();
    const needing = fields.filter((field) => safely(() => field.needsAppearancesUpdate(), false));
    if (needing.length === 0) return;
    const font = await appearanceFont();
    for (const field of needing) safely(() => field.defaultUpdateAppearances(font), undefined);
  } catch {
    // A form pdf-lib cannot read at all: flatten what the widgets already show.
  }
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Paints the widget's visible appearance into the page; a widget without a usable one is skipped. */
function paintWidget(doc: PDFDocument, page: PDFPage, widget: PDFDict): void {
  try {
    const flags = widget.lookup(name("F"));
    if (flags instanceof PDFNumber && flags.asNumber() & HIDDEN_FLAG) return;
    const appearance = normalAppearance(doc, widget);
    const rect = numbers(widget.lookup(name("Rect")), 4);
    if (!appearance || !rect) return;
    const stream = doc.context.lookup(appearance);
    if (!(stream instanceof PDFStream)) return;
    const bbox = numbers(stream.dict.lookup(name("BBox")), 4);
    if (!bbox) return;
    const matrix = numbers(stream.dict.lookup(name("Matrix")), 6) ?? [1, 0, 0, 1, 0, 0];
    const placement = placeAppearance(bbox, matrix, rect);
    if (!placement) return;
    stream.dict.set(name("Type"), name("XObject"));
    stream.dict.set(name("Subtype"), name("Form"));
    const xObject = page.node.newXObject("FlatWidget", appearance);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(...placement),
      drawObject(xObject),
      popGraphicsState(),
    );
  } catch {
    // Broken appearance data: the widget goes, its look cannot be kept.
  }
}

/** The widget's normal appearance stream: the one for its current state (/AS) if it has states. */
function normalAppearance(doc: PDFDocument, widget: PDFDict): PDFRef | undefined {
  const appearances = widget.lookup(name("AP"));
  if (!(appearances instanceof PDFDict)) return undefined;
  let normal = appearances.get(name("N"));
  const states = doc.context.lookup(normal);
  if (states instanceof PDFDict) {
    const state = widget.lookup(name("AS"));
    if (!(state instanceof PDFName)) return undefined;
    normal = states.get(state);
  }
  if (normal instanceof PDFStream) return doc.context.register(normal);
  return normal instanceof PDFRef ? normal : undefined;
}

type Six = [number, number, number, number, number, number];

/** The matrix that maps the appearance (BBox through Matrix) onto the widget's Rect. */
function placeAppearance(bbox: number[], matrix: number[], rect: number[]): Six | undefined {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = bbox;
  const corners = [
    [x1, y1],
    [x2, y1],
    [x1, y2],
    [x2, y2],
  ].map(([x = 0, y = 0]) => [a * x + c * y + e, b * x + d * y + f] as const);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [left, bottom, right, top] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const [r1 = 0, s1 = 0, r2 = 0, s2 = 0] = rect;
  const [rectLeft, rectBottom] = [Math.min(r1, r2), Math.min(s1, s2)];
  const [rectWidth, rectHeight] = [Math.abs(r2 - r1), Math.abs(s2 - s1)];
  if (right - left <= 0 || top - bottom <= 0 || rectWidth <= 0 || rectHeight <= 0) return undefined;
  const scaleX = rectWidth / (right - left);
  const scaleY = rectHeight / (top - bottom);
  return [scaleX, 0, 0, scaleY, rectLeft - left * scaleX, rectBottom - bottom * scaleY];
}

function numbers(value: PDFObject | undefined, count: number): number[] | undefined {
  if (!(value instanceof PDFArray) || value.size() < count) return undefined;
  const result: number[] = [];
  for (let index = 0; index < count; index++) {
    const item = value.lookup(index);
    if (!(item instanceof PDFNumber)) return undefined;
    result.push(item.asNumber());
  }
  return result;
}

function isSignatureDictionary(value: PDFObject | undefined): boolean {
  return value instanceof PDFDict && (value.lookup(name("Type")) === name("Sig") || value.has(name("ByteRange")));
}

/** Every object of the form's field tree (fields and their kids, widgets included). */
function fieldTreeRefs(doc: PDFDocument, acroForm: PDFDict): Set<PDFRef> {
  const refs = new Set<PDFRef>();
  const visit = (entries: PDFObject | undefined) => {
    const list = doc.context.lookup(entries);
    if (!(list instanceof PDFArray)) return;
    for (const entry of list.asArray()) {
      if (!(entry instanceof PDFRef) || refs.has(entry)) continue;
      refs.add(entry);
      const field = doc.context.lookup(entry);
      if (field instanceof PDFDict) visit(field.get(name("Kids")));
    }
  };
  visit(acroForm.get(name("Fields")));
  return refs;
}
