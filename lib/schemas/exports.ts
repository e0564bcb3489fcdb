/**
 * Inputs of the export operations (docs/api.md, "Exports"). The filter is the processes list's
 * own (GET /signing-processes), so the dashboard's Processes page exports what it shows.
 */
import { z } from "zod";
import { paginationSchema } from "../pagination";
import { processStatusSchema } from "./signing-processes";
import { safeText } from "./text";

export const exportFilterSchema = z
  .strictObject({
    status: z.array(processStatusSchema).min(1).optional(),
    templateId: z.uuid().optional(),
    createdFrom: z.iso.datetime({ offset: true }).optional(),
    createdTo: z.iso.datetime({ offset: true }).optional(),
    q: safeText().trim().max(200).optional(),
    bulkSendId: z.uuid().optional(),
  })
  .refine((filter) => !filter.createdFrom || !filter.createdTo || new Date(filter.createdFrom) <= new Date(filter.createdTo), {
    path: ["createdTo"],
    message: "must not be before createdFrom",
  });
export type ExportFilterInput = z.input<typeof exportFilterSchema>;

// Note: null or absent means the whole organization. Unknown top-level fields are ignored, as in
// every body; an unknown filter field is refused: a misspelt one would silently export everything.
export const createExportSchema = z.object({ filter: exportFilterSchema.nullable().optional() });
export type CreateExportInput = z.input<typeof createExportSchema>;

export const exportIdSchema = z.object({ id: z.uuid() });

export const listExportsSchema = paginationSchema;
