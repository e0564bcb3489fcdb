/**
 * Inputs of the bulk-send operations (API.md, "Bulk sends"). A row is any JSON object here: it
 * is checked as a start-signing body row by row (startSigningSchema), so that a dry run can say
 * which rows are wrong and why, and a row that is wrong fails alone.
 */
import { z } from "zod";
import { INT4_MAX, paginationSchema } from "../pagination";

export const MAX_BULK_SEND_ROWS = 1000;

export const createBulkSendSchema = z.object({
  rows: z.array(z.looseObject({})).min(1).max(MAX_BULK_SEND_ROWS),
  dryRun: z.boolean().optional(),
  expectedTemplateVersion: z.number().int().min(1).max(INT4_MAX).optional(),
});
export type CreateBulkSendInput = z.input<typeof createBulkSendSchema>;

export const bulkSendIdSchema = z.object({ id: z.uuid() });

export const listBulkSendsSchema = paginationSchema.extend({
  templateId: z.uuid().optional(),
});
