const SHORT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const WITH_SECONDS = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const FULL = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "long" });

/**
 * A moment on one line, in the reader's locale and time zone, for timelines and lists where
 * DateTime's two lines would be too tall. `seconds` is for moments that share their minute with
 * a neighbour, whose order would otherwise not show. Note: only for client-rendered data, like DateTime.
 */
export function Moment({ value, seconds = false }: { value: string; seconds?: boolean }) {
  const date = new Date(value);
  return (
    <time dateTime={value} title={FULL.format(date)} className="whitespace-nowrap">
      {(seconds ? WITH_SECONDS : SHORT).format(date)}
    </time>
  );
}
