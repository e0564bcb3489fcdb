/**
 * French elides "de" and "que" before a vowel: "de Acme" is written "d’Acme", "que Ana"
 * "qu’Ana". Our French texts write "de {organizationName}", so the elision depends on the value
 * and is made when it is filled in. An h is left alone: whether it elides ("d’Hélène") or not
 * ("de Hambourg") cannot be told from the letter.
 */
const VOWEL_START = /^[aeiouyàáâäæéèêëìíîïòóôöœùúûüÿ]/i;
const ELIDABLE = /\b([Dd]e|[Qq]ue) \{(\w+)\}/g;

export function elideFrench(template: string, params: Record<string, string | number>): string {
  return template.replace(ELIDABLE, (whole, word: string, name: string) => {
    const value = params[name];
    if (typeof value !== "string" || !VOWEL_START.test(value.trimStart())) return whole;
    return `${word.slice(0, -1)}’{${name}}`;
  });
}
