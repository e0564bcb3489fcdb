const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/**
 * A file size as people read it, in the reader's locale: "512 bytes", "43.4 kB", "2.1 MB".
 * Note: steps of 1024 under the familiar unit names, as file managers count, so that a plan's
 * 100 MiB reads "100 MB" and a file's size matches what the person's computer says.
 */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(undefined, {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** "1 page", "5 pages". */
export function formatPageCount(count: number): string {
  return count === 1 ? "1 page" : `${count} pages`;
}
