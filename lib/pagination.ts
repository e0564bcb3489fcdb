import { z } from "zod";

/**
 * The largest value of a Postgres integer column (int4). Every whole-number path or query
 * parameter stops there: past it the database refuses the statement, which would answer 500.
 */
export const INT4_MAX = 2_147_483_647;

/** A whole number from a path or query string (or a number), 1 to `max`. */
export function countParam(max = INT4_MAX) {
  return z.coerce.number<string | number>().int().min(1).max(max);
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `page` and `pageSize` of every paginated list. */
export const paginationSchema = z.object({
  page: countParam().default(1),
  pageSize: countParam(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type Pagination = z.infer<typeof paginationSchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * An array query parameter: accepts repeated keys (`?tagIds=a&tagIds=b`) and comma-separated
 * values (`?tagIds=a,b`) alike.
 */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(","));
    return parts.map((part) => part.trim()).filter((part) => part.length > 0);
  }, z.array(item));
}

/** The `data` of a paginated list, around the schema of one item. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE),
  });
}

export function offsetOf(pagination: Pagination): number {
  return (pagination.page - 1) * pagination.pageSize;
}
