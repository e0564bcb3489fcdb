/**
 * Template text placeholders such as `{{customer.name}}` in block text, labels, help and option
 * labels (spec "Online form", rule 5): substituted once, when a document is made from a form
 * template. `data` maps the placeholder's name as written to text; nested objects are flattened
 * with dots first.
 */
import type { FormBlock } from "../schemas/online-forms";

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** `{customer: {name: "Ada"}}` becomes `{"customer.name": "Ada"}`; numbers and booleans become text. */
export function flattenPlaceholderData(data: Record<string, unknown>, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(data)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, text] of flattenPlaceholderData(value as Record<string, unknown>, name)) flat.set(inner, text);
    } else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      flat.set(name, String(value));
    }
  }
  return flat;
}

/** The blocks with every placeholder filled, and the placeholders `data` had no value for. */
export function fillPlaceholders(blocks: readonly FormBlock[], data: Map<string, string>): { blocks: FormBlock[]; missing: string[] } {
  const missing = new Set<string>();
  const fill = (text: string | undefined) =>
    text?.replace(PLACEHOLDER, (whole, name: string) => {
      const value = data.get(name);
      if (value === undefined) missing.add(name);
      return value ?? whole;
    });
  const filled = blocks.map((block) => ({
    ...block,
    ...(block.text !== undefined && { text: fill(block.text) }),
    ...(block.label !== undefined && { label: fill(block.label) }),
    ...(block.help !== undefined && { help: fill(block.help) }),
    ...(block.options && { options: block.options.map((option) => ({ ...option, label: fill(option.label)! })) }),
  }));
  return { blocks: filled, missing: [...missing] };
}
