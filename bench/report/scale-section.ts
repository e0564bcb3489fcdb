/** The "Scale" section of docs/performance.md, from measureScale's figures (scale-figures.ts). */
import type { ScaleResult } from "./scale-figures";

const count = (size: number) => size.toLocaleString("en-US");
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

export function scaleSection(result: ScaleResult): string {
  const sizes = [...result.bytesPerProcess.keys()];
  const smallest = sizes[0]!;
  const largest = sizes.at(-1)!;
  const reads = [...new Set(result.figures.map((figure) => figure.read))];
  const find = (read: string, size: number, indexes: "0038" | "before") => result.figures.find((figure) => figure.read === read && figure.size === size && figure.indexes === indexes)!;
  const header = [
    `| read | ${sizes.flatMap((size) => [`${count(size)} before`, `${count(size)} with 0038`]).join(" | ")} | p99 at ${count(largest)} ÷ p99 at ${count(smallest)} (0038) | within 2× |`,
    `|---|${sizes.map(() => "---|---|").join("")}---|---|`,
  ];
  const rows = reads.map((read) => {
    const cells = sizes.flatMap((size) => (["before", "0038"] as const).map((indexes) => {
      const figure = find(read, size, indexes);
      return `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}`;
    }));
    const growth = find(read, largest, "0038").p99Ms / find(read, smallest, "0038").p99Ms;
    return `| ${read} | ${cells.join(" | ")} | ${growth.toFixed(2)} | ${growth <= 2 ? "yes" : "no"} |`;
  });
  // Measured once per size, with 0038's indexes in place: in that column.
  const once = (label: string, value: (size: number) => string) => `| ${label} | ${sizes.flatMap((size) => ["", value(size)]).join(" | ")} | | |`;
  const bytes = once("database bytes per process", (size) => count(Math.round(result.bytesPerProcess.get(size)!)));
  const seconds = once("seeding, s (from the size before)", (size) => String(result.seedSeconds.get(size)));
  return `## Scale
Written by \`BENCH_ONLY=SCALE npm run bench:report\` (bench/report/scale-figures.ts). One
organization is filled by \`signet seed\` to each size in turn (two signers, six fields and three
to nine audit events per process); each read is called through its service function, as its
route does, without HTTP. Cells are p50 / p99 in ms over the samples taken at each size, first
with only the index the list had before migration 0038, then with 0038's indexes; in both, the
list's total without filters other than status and the Overview's counts come from the counts
kept since 0039, folded after each seeding as the expiry sweep does. What the figures show, and
what still grows, is in
[performance-notes.md](performance-notes.md#scale-issue-36-what-grows-with-an-organizations-processes).

${[...header, ...rows, bytes, seconds].join("\n")}
`;
}

/** `doc` with its Scale section replaced by `section` (appended when it has none). */
export function withScaleSection(doc: string, section: string): string {
  const start = doc.indexOf("\n## Scale\n");
  if (start === -1) return `${doc.trimEnd()}\n\n${section}`;
  const next = doc.indexOf("\n## ", start + 1);
  return `${doc.slice(0, start + 1)}${section}${next === -1 ? "" : doc.slice(next)}`;
}
