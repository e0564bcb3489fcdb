/** Turns whatever liquidjs threw into the sentence a template author reads. */
import { LiquidError } from "liquidjs";
import { LIQUID_PARSE_LIMIT, LIQUID_RENDER_LIMIT_MS } from "./liquid-engine";

const LOCATION_SUFFIX = /,\s*line:\d+,\s*col:\d+\s*$/;

function withoutLocation(message: string): string {
  return message.replace(LOCATION_SUFFIX, "").trim();
}

export function liquidErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return "The template could not be rendered.";
  const liquid = LiquidError.is(error) ? error : undefined;
  const cause = withoutLocation(liquid?.originalError?.message ?? error.message);
  const line = liquid?.token?.getPosition?.()[0];
  const where = line ? ` on line ${line}` : "";

  if (cause.includes("template render limit exceeded")) {
    return `The template took longer than ${LIQUID_RENDER_LIMIT_MS / 1000} second to render (the Liquid render time limit)${where}; look for loops that run too often.`;
  }
  if (cause.includes("memory alloc limit exceeded")) {
    return `The template built too much data while rendering (the Liquid memory limit)${where}; look for large ranges or filters inside loops.`;
  }
  if (cause.includes("parse length limit exceeded")) {
    return `The template is longer than the Liquid parse limit of ${LIQUID_PARSE_LIMIT.toLocaleString("en")} characters.`;
  }
  return `The template has a Liquid error${where}: ${cause}.`;
}
