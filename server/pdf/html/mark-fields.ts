/**
 * How markers are found in the printed PDF rather than in the HTML layout (pagination moves
 * things): each marker gets a child link to `<prefix><key>` stretched over the marker's padding
 * box, and Chromium writes every link into the PDF as a /Link annotation with its rectangle
 * (read back by read-markers.ts). The link is forced visible, so a marker the author hid with
 * `visibility: hidden` or transparent text is still measured.
 *
 * A marker with no size of its own (an empty inline span) gets a link as tall as its line's
 * text and at least 1em wide, so it still comes back as a small box at its position.
 *
 * Note: this runs inside the page through the DevTools protocol, which works with the page's
 * JavaScript disabled. It is kept as plain source text, not a function, so that no compiler or
 * bundler helper can leak into the code sent to the page.
 */
import { MARKER_ATTRIBUTE } from "./marker-keys";

const LINK_STYLE = [
  "position:absolute",
  "left:0",
  "top:0",
  "width:100%",
  "height:100%",
  "min-width:1em",
  "min-height:1em",
  "display:block",
  "visibility:visible",
  "margin:0",
  "padding:0",
  "border:0",
  "overflow:hidden",
  "font-size:inherit",
  "line-height:0",
  "color:transparent",
  "background:none",
  "text-decoration:none",
]
  .map((rule) => `${rule}!important`)
  .join(";");

const IN_PAGE_SOURCE = `(function (attribute, prefix, linkStyle) {
  document.querySelectorAll("script").forEach(function (script) { script.remove(); });
  var found = [];
  document.querySelectorAll("[" + attribute + "]").forEach(function (element) {
    var key = element.getAttribute(attribute) || "";
    found.push({ key: key, tag: element.localName });
    if (getComputedStyle(element).position === "static") element.style.setProperty("position", "relative");
    var link = document.createElement("a");
    link.setAttribute("href", prefix + encodeURIComponent(key));
    link.setAttribute("style", linkStyle);
    element.appendChild(link);
  });
  return found;
})`;

/** The expression to evaluate in the page; it answers the markers found, in document order. */
export function markFieldsScript(linkPrefix: string): string {
  const args = [MARKER_ATTRIBUTE, linkPrefix, LINK_STYLE].map((value) => JSON.stringify(value)).join(", ");
  return `${IN_PAGE_SOURCE}(${args})`;
}
