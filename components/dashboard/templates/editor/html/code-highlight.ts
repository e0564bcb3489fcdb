import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { tags } from "@lezer/highlight";

/**
 * Syntax colours for the template editor, each at least 4.5:1 on white and on the active line's
 * tint (WCAG 1.4.3). Note: CodeMirror's default style, which basicSetup brings only as a
 * fallback, has colours below that (#e40 for escapes, #f00 for invalid text), and axe flags them.
 */
const accessibleHighlightStyle = HighlightStyle.define([
  { tag: tags.meta, color: "#3f3f46" },
  { tag: tags.link, textDecoration: "underline" },
  { tag: tags.heading, textDecoration: "underline", fontWeight: "bold" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.strong, fontWeight: "bold" },
  { tag: tags.strikethrough, textDecoration: "line-through" },
  { tag: tags.keyword, color: "#6b21a8" },
  { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: "#1e3a8a" },
  { tag: [tags.literal, tags.inserted], color: "#166534" },
  { tag: [tags.string, tags.deleted], color: "#991b1b" },
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: "#9a3412" },
  { tag: tags.definition(tags.variableName), color: "#1d4ed8" },
  { tag: tags.local(tags.variableName), color: "#5b21b6" },
  { tag: [tags.typeName, tags.namespace], color: "#065f46" },
  { tag: tags.className, color: "#115e59" },
  { tag: [tags.special(tags.variableName), tags.macroName], color: "#1e40af" },
  { tag: tags.definition(tags.propertyName), color: "#1e40af" },
  { tag: tags.comment, color: "#78350f" },
  { tag: tags.invalid, color: "#b91c1c", textDecoration: "underline wavy" },
]);

export const accessibleHighlighting = syntaxHighlighting(accessibleHighlightStyle);
