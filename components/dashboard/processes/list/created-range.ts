/**
 * The "created from / to" filter holds calendar days in the reader's time zone; the API wants
 * instants. "From" starts at that day's first moment, "to" ends at its last, so both days count.
 */
export function dayStartIso(day: string): string | undefined {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date, 0, 0, 0, 0).toISOString();
}

export function dayEndIso(day: string): string | undefined {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}
