/**
 * A CSV or Excel file as a table of text: the first row is the headers, each other row a record
 * by header. Dates read from Excel become yyyy-mm-dd (the form's and the API's way to write one);
 * Excel's numbers are written as the organization writes them (`numberLocale`, without grouping),
 * so that they are read back as the same numbers as typed ones are.
 * The parsers are loaded only when a file is chosen.
 */
export interface SheetTable {
  headers: string[];
  rows: Record<string, string>[];
}

export const SPREADSHEET_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function readSpreadsheet(file: File, numberLocale: string): Promise<SheetTable> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import("read-excel-file/browser");
    return tableOf((await readSheet(file)) as unknown[][], numberLocale);
  }
  const Papa = (await import("papaparse")).default;
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: "greedy" });
  return tableOf(parsed.data, numberLocale);
}

/** Cells as text; rows with no value at all are skipped, headers made unique ("Email", "Email (2)"). */
export function tableOf(cells: readonly (readonly unknown[])[], numberLocale: string): SheetTable {
  const [headerRow = [], ...body] = cells;
  const seen = new Map<string, number>();
  const headers = headerRow.map((cell, index) => {
    const base = textOf(cell, numberLocale).trim() || `Column ${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
  const rows = body
    .map((row) => Object.fromEntries(headers.map((header, index) => [header, textOf(row[index], numberLocale).trim()])))
    .filter((row) => Object.values(row).some((value) => value !== ""));
  return { headers, rows };
}

function textOf(cell: unknown, numberLocale: string): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "number") return new Intl.NumberFormat(numberLocale, { useGrouping: false, maximumFractionDigits: 20 }).format(cell);
  return String(cell);
}
