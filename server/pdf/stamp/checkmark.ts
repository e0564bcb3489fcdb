/**
 * A check mark drawn as a stroked path, so it needs no font: a short and a long stroke inside
 * a square centred in the field. Operators are in field-local space.
 */
import {
  LineCapStyle,
  LineJoinStyle,
  lineTo,
  moveTo,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingColor,
  stroke,
} from "pdf-lib";

// The mark's three points on a unit square, and its stroke width as a share of the square.
const MARK = [
  [0.16, 0.52],
  [0.4, 0.24],
  [0.86, 0.8],
] as const;
const STROKE_RATIO = 0.13;
const SQUARE_RATIO = 0.8;

export function checkmarkOperators(box: { w: number; h: number }, color: RGB): PDFOperator[] {
  const side = Math.min(box.w, box.h) * SQUARE_RATIO;
  if (side <= 0) return [];
  const left = (box.w - side) / 2;
  const bottom = (box.h - side) / 2;
  const [start, ...rest] = MARK.map(([u, v]) => [left + u * side, bottom + v * side] as const);
  if (!start) return [];
  return [
    pushGraphicsState(),
    setStrokingColor(color),
    setLineWidth(side * STROKE_RATIO),
    setLineCap(LineCapStyle.Round),
    setLineJoin(LineJoinStyle.Round),
    moveTo(start[0], start[1]),
    ...rest.map(([x, y]) => lineTo(x, y)),
    stroke(),
    popGraphicsState(),
  ];
}
