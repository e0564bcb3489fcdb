/**
 * The absolute URLs of a message, for the outbox's `links`: tests outside the repository take
 * the signing link from there. Reads the text part and the HTML's href attributes and visible
 * text; image sources are not links.
 */

const BARE_URL = /https?:\/\/[^\s<>"'`]+/gi;
const HTML_TOKEN = /<!--[\s\S]*?-->|<[^>]*>|[^<]+/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(html: string): string {
  return html.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const codePoint = decimal ? Number(decimal) : Number.parseInt(hex!, 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}

const TRAILING_PUNCTUATION = ".,;:!?\"'“”‘’«»‹›";
const CLOSING_BRACKETS: Record<string, string> = { ")": "(", "]": "[" };

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/**
 * Sentence punctuation after a bare URL is not part of it; a closing bracket is, when it
 * closes one opened inside the URL ("https://en.wikipedia.org/wiki/Signet_(ring)").
 */
function trimTrailingPunctuation(url: string): string {
  let trimmed = url;
  for (let last = trimmed.at(-1); last !== undefined; last = trimmed.at(-1)) {
    const opening = CLOSING_BRACKETS[last];
    const strayBracket = opening !== undefined && count(trimmed, last) > count(trimmed, opening);
    if (!TRAILING_PUNCTUATION.includes(last) && !strayBracket) break;
    trimmed = trimmed.slice(0, -1);
  }
  return trimmed;
}

function isAbsoluteHttpUrl(candidate: string): boolean {
  if (!/^https?:\/\//i.test(candidate)) return false;
  return URL.canParse(candidate);
}

function bareUrls(text: string): string[] {
  return [...text.matchAll(BARE_URL)].map((match) => trimTrailingPunctuation(match[0]));
}

function htmlUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [token] of html.matchAll(HTML_TOKEN)) {
    if (token.startsWith("<!--")) continue;
    if (token.startsWith("<")) {
      const href = HREF.exec(token);
      if (href) urls.push(decodeEntities((href[1] ?? href[2] ?? href[3] ?? "").trim()));
    } else {
      urls.push(...bareUrls(decodeEntities(token)));
    }
  }
  return urls;
}

export function extractLinks(text: string, html: string | null): string[] {
  const candidates = [...bareUrls(text), ...(html === null ? [] : htmlUrls(html))];
  return [...new Set(candidates.filter(isAbsoluteHttpUrl))];
}
