/** The figures BENCH_ONLY names (e.g. "B1,B2", or "SCALE" for the Scale section), or null when it is unset: all of them. */
export function selectedFigures(setting: string | undefined): Set<string> | null {
  if (!setting?.trim()) return null;
  const ids = setting.split(",").map((id) => id.trim().toUpperCase());
  const unknown = ids.filter((id) => !/^(B[1-5]|SCALE)$/.test(id));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY names figures B1 to B5 and SCALE, not ${unknown.join(", ")}`);
  return new Set(ids);
}
