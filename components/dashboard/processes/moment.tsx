const SHORT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const FULL = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "long" });

/**
 * A moment on one line, in the reader's locale and time zone, for timelines and lists where
 * DateTime's two lines would be too tall. Note: only for client-rendered data, like DateTime.
 */
export function Moment({ value }: { value: string }) {
  const date = new Date(value);
  return (
    <time dateTime={value} title={FULL.format(date)} className="whitespace-nowrap">
      {SHORT.format(date)}
    </time>
  );
}
