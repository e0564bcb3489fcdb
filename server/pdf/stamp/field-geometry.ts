/**
 * Field geometry (API.md): `page` zero-based; x, y, w, h in PDF points from the top-left corner
 * of the page as displayed, that is of its crop box with /Rotate applied, y growing downwards.
 * Drawing happens in a field-local space instead: origin at the field's lower-left corner as the
 * reader sees it, x to the right and y upwards, so text drawn there reads upright on screen.
 * fieldToUserSpace gives the matrix from that local space to the page's unrotated user space.
 */
import type { PDFPage } from "pdf-lib";

export interface FieldBox {
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type QuarterTurn = 0 | 90 | 180 | 270;

/** The visible region of a page in user space, and how a reader turns it (clockwise). */
export interface PageFrame {
  left: number;
  bottom: number;
  width: number;
  height: number;
  rotation: QuarterTurn;
}

/** [a, b, c, d, e, f] as in the PDF `cm` operator. */
export type Matrix = [number, number, number, number, number, number];

export function quarterTurn(degrees: number): QuarterTurn {
  const normalized = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return normalized as QuarterTurn;
}

/**
 * What a reader shows: the crop box clipped to the media box (ISO 32000-1, 14.11.2), as PDF.js
 * and poppler do. A box may be written with its corners in any order.
 */
export function pageFrame(page: PDFPage): PageFrame {
  const crop = normalizeBox(page.getCropBox());
  const media = normalizeBox(page.getMediaBox());
  const left = Math.max(crop.left, media.left);
  const bottom = Math.max(crop.bottom, media.bottom);
  const right = Math.min(crop.right, media.right);
  const top = Math.min(crop.top, media.top);
  const visible = right > left && top > bottom ? { left, bottom, right, top } : media;
  return {
    left: visible.left,
    bottom: visible.bottom,
    width: visible.right - visible.left,
    height: visible.top - visible.bottom,
    rotation: quarterTurn(page.getRotation().angle),
  };
}

function normalizeBox(box: { x: number; y: number; width: number; height: number }) {
  return {
    left: Math.min(box.x, box.x + box.width),
    bottom: Math.min(box.y, box.y + box.height),
    right: Math.max(box.x, box.x + box.width),
    top: Math.max(box.y, box.y + box.height),
  };
}

export function displayedSize(frame: PageFrame): { width: number; height: number } {
  const sideways = frame.rotation === 90 || frame.rotation === 270;
  return sideways ? { width: frame.height, height: frame.width } : { width: frame.width, height: frame.height };
}

export function fieldToUserSpace(frame: PageFrame, field: Pick<FieldBox, "x" | "y" | "h">): Matrix {
  const { left, bottom, width, height } = frame;
  const { x, y, h } = field;
  switch (frame.rotation) {
    case 0:
      return [1, 0, 0, 1, left + x, bottom + height - y - h];
    case 90:
      return [0, 1, -1, 0, left + y + h, bottom + x];
    case 180:
      return [-1, 0, 0, -1, left + width - x, bottom + y + h];
    case 270:
      return [0, -1, 1, 0, left + width - y - h, bottom + height - x];
  }
}

export function applyMatrix(matrix: Matrix, point: { x: number; y: number }): { x: number; y: number } {
  const [a, b, c, d, e, f] = matrix;
  return { x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f };
}
