/** Field markers in a template: `data-sd-field="KEY"` on the element a signer field binds to. */
import { HtmlTemplateError } from "./html-template-error";

export const MARKER_ATTRIBUTE = "data-sd-field";
export const MARKER_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export interface FoundMarker {
  key: string;
  /** Lower-case tag name of the element carrying the attribute. */
  tag: string;
}

// Elements whose children are never drawn, so the link that measures a marker cannot live inside.
const CHILDLESS_TAGS = new Set([
  "area", "audio", "br", "canvas", "col", "embed", "hr", "iframe", "img", "input", "meter",
  "object", "progress", "select", "svg", "textarea", "video", "wbr",
]);

/** Every key valid, none repeated, each on an element that can hold the measuring link. */
export function checkMarkers(found: readonly FoundMarker[]): void {
  const seen = new Set<string>();
  for (const { key, tag } of found) {
    const shown = JSON.stringify(key.length > 60 ? `${key.slice(0, 60)}…` : key);
    if (!MARKER_KEY_PATTERN.test(key)) {
      throw new HtmlTemplateError(
        `The field marker ${shown} is not a valid key: use a letter first, then up to 99 letters, digits, "_", "." or "-".`,
      );
    }
    if (seen.has(key)) {
      throw new HtmlTemplateError(`The field marker ${shown} appears more than once; each ${MARKER_ATTRIBUTE} key may be used only once.`);
    }
    if (CHILDLESS_TAGS.has(tag)) {
      throw new HtmlTemplateError(
        `The field marker ${shown} is on an <${tag}> element; put ${MARKER_ATTRIBUTE} on a <span> or <div> instead.`,
      );
    }
    seen.add(key);
  }
}
