/**
 * Numbers as the organization's locale writes them: "1.250,50" in Germany, "1,250.50" in the
 * United States, "1 250,50" in France, "1’250.50" in Switzerland. The sender types them so in
 * the dashboard, and Sender fields print them so on the PDF.
 */

interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

function separatorsOf(locale: string): Separators {
  let separators = separatorCache.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    separators = { group: parts.find((part) => part.type === "group")?.value ?? ",", decimal: parts.find((part) => part.type === "decimal")?.value ?? "." };
    separatorCache.set(locale, separators);
  }
  return separators;
}

// Spaces of any width stand for the space separators (French, Swiss, Polish and others write a
// no-break space that keyboards do not type); apostrophes of any kind for the Swiss one.
const SPACE = /[\s\u00a0\u202f]/;
const APOSTROPHE = /['’]/;
const SPACES = new RegExp(SPACE.source, "g");
const APOSTROPHES = new RegExp(APOSTROPHE.source, "g");
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;
const GROUPED = (group: string) => new RegExp(`^[-+]?\\d{1,3}(${group}\\d{3})+$`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The number a person typed in `locale`, or null when it is not one. Group separators are
 * optional but must sit every three digits; a lone "." in a locale whose decimal mark is ","
 * ("1250.50" in Germany) is read as the decimal point, since no one groups a number that way.
 */
export function parseLocaleNumber(typed: string, locale: string): number | null {
  const { group, decimal } = separatorsOf(locale);
  const normalGroup = SPACE.test(group) ? " " : APOSTROPHE.test(group) ? "'" : group;
  const text = typed.trim().replace(SPACES, " ").replace(APOSTROPHES, "'").replace(/^−/, "-");
  if (text === "") return null;
  if (decimal !== "." && !text.includes(decimal) && PLAIN_NUMBER.test(text) && !GROUPED(escape(normalGroup)).test(text)) return Number(text);
  const [whole = "", fraction, extra] = text.split(decimal);
  if (extra !== undefined || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  const wholeDigits = whole.includes(normalGroup) ? (GROUPED(escape(normalGroup)).test(whole) ? whole.split(normalGroup).join("") : null) : whole;
  if (wholeDigits === null || !/^[-+]?\d+$/.test(wholeDigits)) return null;
  const value = Number(`${wholeDigits}${fraction === undefined ? "" : `.${fraction}`}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number as `locale` writes it. A fraction shows at least two digits, as amounts of money
 * do ("1250,50", not "1250,5"); a whole number shows none. Groups are marked from five digits
 * on ("12.500", but "2024" and "1250"), so that years and numbers like them print as typed.
 */
export function formatLocaleNumber(value: number, locale: string): string {
  const fractional = !Number.isInteger(value);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: fractional ? 2 : 0, maximumFractionDigits: 10, useGrouping: "min2" }).format(value);
}
