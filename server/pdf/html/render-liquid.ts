/**
 * Step one of an HTML template: its Liquid expressions filled in with the runtime data. Output
 * is capped while it is written, so a loop that prints megabytes stops at the cap instead of
 * filling memory until the time limit.
 */
import { Context, type Emitter, toPromise, toValue } from "liquidjs";
import { HtmlTemplateError } from "./html-template-error";
import { liquidEngine } from "./liquid-engine";
import { liquidErrorMessage } from "./liquid-error-message";

export const MAX_RENDERED_HTML_CHARS = 2_000_000;

class OutputTooLarge extends Error {}

function text(value: unknown): string {
  const plain: unknown = toValue(value);
  if (typeof plain === "string") return plain;
  if (plain === null || plain === undefined) return "";
  if (Array.isArray(plain)) return plain.map(text).join("");
  return String(plain);
}

class CappedEmitter implements Emitter {
  buffer = "";

  write(html: unknown): void {
    this.buffer += text(html);
    if (this.buffer.length > MAX_RENDERED_HTML_CHARS) throw new OutputTooLarge();
  }
}

function isOutputTooLarge(error: unknown): boolean {
  if (error instanceof OutputTooLarge) return true;
  const cause = (error as { originalError?: unknown } | null)?.originalError;
  return cause !== undefined && cause !== error && isOutputTooLarge(cause);
}

export async function renderLiquid(html: string, data: Record<string, unknown>): Promise<string> {
  const liquid = liquidEngine();
  try {
    const templates = liquid.parse(html);
    const ctx = new Context(data, liquid.options, { sync: false }, { liquid });
    const emitter = new CappedEmitter();
    await toPromise(liquid.renderer.renderTemplates(templates, ctx, emitter));
    return emitter.buffer;
  } catch (error) {
    if (isOutputTooLarge(error)) {
      throw new HtmlTemplateError(
        `The rendered HTML is larger than the limit of ${MAX_RENDERED_HTML_CHARS / 1_000_000} MB; look for loops that print too much.`,
      );
    }
    throw new HtmlTemplateError(liquidErrorMessage(error));
  }
}
