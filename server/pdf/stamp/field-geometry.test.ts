import { degrees, PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  applyMatrix,
  displayedSize,
  fieldToUserSpace,
  type PageFrame,
  pageFrame,
  quarterTurn,
  type QuarterTurn,
} from "./field-geometry";

/**
 * The other direction, written independently: where a point of user space appears on the
 * displayed page (top-left origin, y down) once the crop box is turned clockwise.
 */
function userToDisplayed(frame: PageFrame, point: { x: number; y: number }) {
  const fromLeft = point.x - frame.left;
  const fromTop = frame.bottom + frame.height - point.y;
  switch (frame.rotation) {
    case 0:
      return { x: fromLeft, y: fromTop };
    case 90:
      return { x: frame.height - fromTop, y: fromLeft };
    case 180:
      return { x: frame.width - fromLeft, y: frame.height - fromTop };
    case 270:
      return { x: fromTop, y: frame.width - fromLeft };
  }
}

const field = { x: 40, y: 70, w: 150, h: 24 };

describe("fieldToUserSpace", () => {
  it.each([0, 90, 180, 270] as QuarterTurn[])("puts the field where the reader sees it at /Rotate %i", (rotation) => {
    const frame: PageFrame = { left: 30, bottom: -20, width: 500, height: 700, rotation };
    const matrix = fieldToUserSpace(frame, field);
    const corners = [
      { local: { x: 0, y: 0 }, displayed: { x: field.x, y: field.y + field.h } },
      { local: { x: field.w, y: 0 }, displayed: { x: field.x + field.w, y: field.y + field.h } },
      { local: { x: 0, y: field.h }, displayed: { x: field.x, y: field.y } },
      { local: { x: field.w, y: field.h }, displayed: { x: field.x + field.w, y: field.y } },
    ];
    for (const { local, displayed } of corners) {
      const seen = userToDisplayed(frame, applyMatrix(matrix, local));
      expect(seen.x).toBeCloseTo(displayed.x, 6);
      expect(seen.y).toBeCloseTo(displayed.y, 6);
    }
  });

  it("swaps width and height for pages turned a quarter", () => {
    const frame: PageFrame = { left: 0, bottom: 0, width: 612, height: 792, rotation: 90 };
    expect(displayedSize(frame)).toEqual({ width: 792, height: 612 });
  });

  it("reads /Rotate values that are negative or past a full turn", () => {
    expect([quarterTurn(-90), quarterTurn(450), quarterTurn(180), quarterTurn(0)]).toEqual([270, 90, 180, 0]);
  });
});

describe("pageFrame", () => {
  it("is the crop box clipped to the media box, with the page's rotation", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([600, 800]);
    page.setMediaBox(-50, -80, 700, 960);
    page.setCropBox(615, 30, -595, 900); // corners written right to left, top past the media box
    page.setRotation(degrees(-90));
    expect(pageFrame(page)).toEqual({ left: 20, bottom: 30, width: 595, height: 850, rotation: 270 });
  });
});
