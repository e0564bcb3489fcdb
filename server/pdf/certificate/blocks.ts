/**
 * The few layout pieces the completion certificate is made of, drawn with pdf-lib: a block
 * knows its height before it is drawn, so the page flow (certificate-pages.ts) can decide where
 * it goes without drawing twice. Coordinates are measured from the top left of the page, as
 * in a layout; they are turned into PDF user space (origin bottom left) only when drawing.
 */
import {
  appendBezierCurve,
  beginText,
  closePath,
  endText,
  lineTo,
  moveText,
  moveTo,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingColor,
  setLineWidth,
  setStrokingColor,
  stroke,
} from "pdf-lib";
import { fontFace } from "../fonts/font-catalog";
import type { FontChain } from "../fonts/font-files";
import type { DocumentFonts } from "../stamp/document-fonts";
import { shapedLineOperators } from "../stamp/shaped-line";
import { wrapText, type TextLine } from "./wrap-text";

export interface TextStyle {
  fonts: FontChain;
  size: number;
  color: RGB;
}

export interface Block {
  height: number;
  draw(target: DrawTarget, left: number, top: number): Promise<void>;
}

export interface DrawTarget {
  page: PDFPage;
  fonts: DocumentFonts;
  /** The certificate is in Arabic or Hebrew: columns are mirrored and every line starts at the right. */
  rightToLeft: boolean;
}

export interface Spacing {
  top?: number;
  bottom?: number;
}

/** Line height and baseline of the chain's first font, as its own metrics give them. */
function verticalMetrics(style: TextStyle): { lineHeight: number; ascent: number } {
  const face = fontFace(style.fonts[0]);
  return {
    lineHeight: ((face.ascent - face.descent + face.lineGap) / face.unitsPerEm) * style.size,
    ascent: (face.ascent / face.unitsPerEm) * style.size,
  };
}

/**
 * A paragraph wrapped to `width`, aligned left or right; on a left-to-right page a line in a
 * right-to-left script is aligned the other way, as it is read. On a right-to-left page the
 * alignment is mirrored for every line, so that a Latin address or hash stays beside its label.
 * Await loadShaper() (../fonts/harfbuzz.ts) first.
 */
export function textBlock(text: string, style: TextStyle, width: number, options: { align?: "left" | "right" } & Spacing = {}): Block {
  const lines = wrapText(text, style.fonts, style.size, width);
  const { lineHeight, ascent } = verticalMetrics(style);
  const above = options.top ?? 0;
  return {
    height: above + lines.length * lineHeight + (options.bottom ?? 0),
    async draw(target, left, top) {
      for (const [index, line] of lines.entries()) {
        const right = target.rightToLeft ? options.align !== "right" : (options.align === "right") !== line.shaped.rightToLeft;
        const x = right ? left + width - line.width : left;
        await drawLine(target, line, style, x, top + above + index * lineHeight + ascent);
      }
    },
  };
}

async function drawLine(target: DrawTarget, line: TextLine, style: TextStyle, x: number, baseline: number): Promise<void> {
  const { page, fonts } = target;
  const start = [pushGraphicsState(), beginText(), setFillingColor(style.color), moveText(x, page.getHeight() - baseline)];
  page.pushOperators(...start, ...(await shapedLineOperators(page, fonts, line.shaped, style.size)), endText(), popGraphicsState());
}

/** Blocks one under the other. */
export function stack(blocks: Block[], spacing: Spacing = {}): Block {
  const above = spacing.top ?? 0;
  return {
    height: above + blocks.reduce((sum, block) => sum + block.height, 0) + (spacing.bottom ?? 0),
    async draw(target, left, top) {
      let y = top + above;
      for (const block of blocks) {
        await block.draw(target, left, y);
        y += block.height;
      }
    },
  };
}

/**
 * Blocks side by side in a row `width` wide, each `width` wide at its offset from the row's
 * start: from the left, or on a right-to-left page from the right. As tall as the tallest.
 */
export function columns(width: number, cells: Array<{ offset: number; width: number; block: Block }>, spacing: Spacing = {}): Block {
  const above = spacing.top ?? 0;
  return {
    height: above + Math.max(0, ...cells.map((cell) => cell.block.height)) + (spacing.bottom ?? 0),
    async draw(target, left, top) {
      for (const cell of cells) {
        const x = target.rightToLeft ? left + width - cell.offset - cell.width : left + cell.offset;
        await cell.block.draw(target, x, top + above);
      }
    },
  };
}

/** A block with a rule under it, `gap` below its content. */
export function ruled(block: Block, rule: { width: number; gap: number; lineWidth: number; color: RGB }, spacing: Spacing = {}): Block {
  const above = spacing.top ?? 0;
  const ruleAt = above + block.height + rule.gap;
  return {
    height: ruleAt + rule.lineWidth + (spacing.bottom ?? 0),
    async draw(target, left, top) {
      await block.draw(target, left, top + above);
      const y = target.page.getHeight() - (top + ruleAt + rule.lineWidth / 2);
      target.page.pushOperators(
        pushGraphicsState(),
        setStrokingColor(rule.color),
        setLineWidth(rule.lineWidth),
        moveTo(left, y),
        lineTo(left + rule.width, y),
        stroke(),
        popGraphicsState(),
      );
    },
  };
}

/** Content inside a rounded border, `padding` on every side. */
export function framed(
  content: Block,
  frame: { width: number; padding: number; radius: number; lineWidth: number; color: RGB },
  spacing: Spacing = {},
): Block {
  const boxHeight = content.height + 2 * frame.padding + 2 * frame.lineWidth;
  return {
    height: boxHeight + (spacing.bottom ?? 0),
    async draw(target, left, top) {
      const inset = frame.lineWidth / 2;
      const pageHeight = target.page.getHeight();
      target.page.pushOperators(
        pushGraphicsState(),
        setStrokingColor(frame.color),
        setLineWidth(frame.lineWidth),
        ...roundedRectangle(left + inset, pageHeight - (top + boxHeight - inset), frame.width - 2 * inset, boxHeight - 2 * inset, frame.radius),
        stroke(),
        popGraphicsState(),
      );
      await content.draw(target, left + frame.lineWidth + frame.padding, top + frame.lineWidth + frame.padding);
    },
  };
}

/** A closed path around x, y (bottom left), w, h with corners of radius r. */
function roundedRectangle(x: number, y: number, w: number, h: number, r: number) {
  // The distance of a cubic Bézier's control points that best approximates a quarter circle.
  const k = r * 0.5523;
  return [
    moveTo(x + r, y),
    lineTo(x + w - r, y),
    appendBezierCurve(x + w - r + k, y, x + w, y + r - k, x + w, y + r),
    lineTo(x + w, y + h - r),
    appendBezierCurve(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
    lineTo(x + r, y + h),
    appendBezierCurve(x + r - k, y + h, x, y + h - r + k, x, y + h - r),
    lineTo(x, y + r),
    appendBezierCurve(x, y + r - k, x + r - k, y, x + r, y),
    closePath(),
  ];
}
