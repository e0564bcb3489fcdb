import { PROCESS_STATUSES, type ProcessStatus } from "../process-labels";
import { NO_FILTERS, type ProcessFilterValues } from "./process-filters";

const isStatus = (value: string): value is ProcessStatus => (PROCESS_STATUSES as readonly string[]).includes(value);

/**
 * The filters a link opens the list with (the Overview's counts link to `?status=SENT,IN_PROGRESS`).
 * Anything that is not a status is left out rather than refused: a stale link still opens the list.
 */
export function filtersFromSearch(params: URLSearchParams): ProcessFilterValues {
  const given = params.getAll("status").flatMap((value) => value.split(","));
  return { ...NO_FILTERS, statuses: [...new Set(given.filter(isStatus))] };
}
