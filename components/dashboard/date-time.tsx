const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });
const FULL = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "long" });

/**
 * A moment in the reader's own locale and time zone: the date, and the time below it in smaller
 * type, so that tables stay narrow. Missing values read as `fallback` ("Never", "No expiry").
 * Note: only for client-rendered data; the server's locale and zone would differ from the browser's.
 */
export function DateTime({ value, fallback }: { value: string | null; fallback: string }) {
  if (!value) return <span className="text-slate-500">{fallback}</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={FULL.format(date)} className="whitespace-nowrap">
      {DATE.format(date)}
      <span className="block text-xs text-slate-500">{TIME.format(date)}</span>
    </time>
  );
}
