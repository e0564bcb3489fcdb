/**
 * What an HTML template's code refers to, read without running Liquid: the data it prints or
 * tests ({{ customer.name }}, {% if pets %}) and the signing-field markers it holds
 * (data-sd-field="key"), so the editor can offer to declare what the author has only written.
 */
import { INPUT_KEY } from "@/lib/schemas/templates";

const OUTPUT = /\{\{-?\s*([A-Za-z_][\w.]*)/g;
const TAG = /\{%-?\s*(if|elsif|unless|case|for|assign|capture)\b([^%]*)%\}/g;
const PATH_AT_START = /^\s*([A-Za-z_][\w.]*)/;
const FOR_LOOP = /^\s*([A-Za-z_]\w*)\s+in\s+([A-Za-z_][\w.]*)/;
const ASSIGNED_FROM = /=\s*([A-Za-z_][\w.]*)/;
const MARKER = /data-sd-field\s*=\s*["']?([A-Za-z][\w.-]*)/g;
// Names Liquid gives inside loops and literals, which no signing's data has to bring.
const LIQUID_NAMES = new Set(["forloop", "true", "false", "nil", "null", "empty", "blank"]);

/** The data paths the HTML uses, in order of first use, minus loop and assigned variables. */
export function variablesUsedIn(html: string): string[] {
  const local = new Set<string>();
  const used: string[] = [];
  for (const [, tag, rest] of html.matchAll(TAG)) {
    const loop = tag === "for" ? rest!.match(FOR_LOOP) : null;
    if (loop) local.add(loop[1]!);
    else if (tag === "assign" || tag === "capture") local.add(rest!.match(PATH_AT_START)?.[1] ?? "");
  }
  const add = (path: string | undefined) => {
    const clean = path?.replace(/\.+$/, "");
    if (!clean || !INPUT_KEY.test(clean)) return;
    const root = clean.split(".")[0]!;
    if (local.has(root) || LIQUID_NAMES.has(root) || used.includes(clean)) return;
    used.push(clean);
  };
  for (const match of html.matchAll(new RegExp(`${OUTPUT.source}|${TAG.source}`, "g"))) {
    if (match[1] !== undefined) add(match[1]);
    else if (match[2] === "for") add(match[3]!.match(FOR_LOOP)?.[2]);
    else if (match[2] === "assign") add(match[3]!.match(ASSIGNED_FROM)?.[1]);
    else if (match[2] !== "capture") add(match[3]!.match(PATH_AT_START)?.[1]);
  }
  return used;
}

/** Used paths no declared variable covers: neither the key itself, nor inside or around one. */
export function undeclaredVariables(html: string, declaredKeys: readonly string[]): string[] {
  const keys = declaredKeys.map((key) => key.trim()).filter(Boolean);
  const covered = (path: string) => keys.some((key) => key === path || path.startsWith(`${key}.`) || key.startsWith(`${path}.`));
  return variablesUsedIn(html).filter((path) => !covered(path));
}

/** The field keys of the HTML's markers that no signing field has. */
export function unclaimedMarkers(html: string, fieldKeys: readonly string[]): string[] {
  const keys = new Set(fieldKeys.map((key) => key.trim()));
  const markers = [...html.matchAll(MARKER)].map((match) => match[1]!);
  return [...new Set(markers)].filter((key) => !keys.has(key));
}
