/** Test helper: a small hand-drawn-looking signature as PNG bytes. */
import { createCanvas } from "@napi-rs/canvas";

export function drawnSignaturePng(width = 300, height = 100): Uint8Array {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.strokeStyle = "#10204a";
  context.lineWidth = 6;
  context.lineCap = "round";
  context.beginPath();
  context.moveTo(width * 0.05, height * 0.75);
  context.bezierCurveTo(width * 0.3, 0, width * 0.5, height, width * 0.95, height * 0.2);
  context.stroke();
  return new Uint8Array(canvas.toBuffer("image/png"));
}
