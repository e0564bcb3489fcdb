/** A LIKE/ILIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
