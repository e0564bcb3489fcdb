import { createCanvas } from "@napi-rs/canvas";

/** A drawn signature as the signature pad sends it: a PNG data URL of a few strokes. */
export function signaturePng(): string {
  const canvas = createCanvas(300, 100);
  const context = canvas.getContext("2d");
  context.strokeStyle = "#1e3a8a";
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(10, 70);
  context.bezierCurveTo(60, 10, 90, 95, 140, 40);
  context.bezierCurveTo(180, 5, 220, 90, 290, 30);
  context.stroke();
  return `data:image/png;base64,${canvas.toBuffer("image/png").toString("base64")}`;
}
