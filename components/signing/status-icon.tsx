/** The picture at the top of a state screen. Decorative: the title beside it says the state. */
const PATHS = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  clock: "M12 7v5l3 2 M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18",
  cross: "M7 7l10 10 M17 7L7 17",
  ban: "M5.6 5.6l12.8 12.8 M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18",
  hourglass: "M7 3h10 M7 21h10 M8 3c0 5 8 5 8 9s-8 4-8 9 M16 3c0 5-8 5-8 9s8 4 8 9",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1 M4 4l16 16",
  alert: "M12 8v5 M12 16.5v.5 M10.3 3.9L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
  document: "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z M14 3v5h5 M9 13h6 M9 17h6",
  lock: "M7 11V8a5 5 0 0 1 10 0v3 M5 11h14v10H5z",
} as const;

export type StatusIconName = keyof typeof PATHS;

const TONES = {
  good: "bg-emerald-100 text-emerald-800",
  neutral: "bg-slate-200 text-slate-700",
  bad: "bg-red-100 text-red-800",
  info: "bg-indigo-100 text-indigo-800",
} as const;

export function StatusIcon({ name, tone }: { name: StatusIconName; tone: keyof typeof TONES }) {
  return (
    <span aria-hidden="true" className={`inline-flex h-14 w-14 items-center justify-center rounded-full ${TONES[tone]}`}>
      <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
