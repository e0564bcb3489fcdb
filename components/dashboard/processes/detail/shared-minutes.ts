/**
 * Which moments of a timeline need their seconds: those that share a minute with another one.
 * Shown to the minute, three events at 14:02 would read as simultaneous and their order as
 * arbitrary; with seconds they read as the sequence they are.
 */
export function momentsNeedingSeconds(moments: readonly string[]): Set<string> {
  const countByMinute = new Map<number, number>();
  const minuteOf = (moment: string) => Math.floor(new Date(moment).getTime() / 60_000);
  for (const moment of moments) countByMinute.set(minuteOf(moment), (countByMinute.get(minuteOf(moment)) ?? 0) + 1);
  return new Set(moments.filter((moment) => (countByMinute.get(minuteOf(moment)) ?? 0) > 1));
}
