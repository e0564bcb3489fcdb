import { z } from "zod";

/** Days after a process ended before retention erases it (docs/api.md, "Retention"): 1 to 3650. */
export const retentionDaysSchema = z.number().int().min(1).max(3650);

/** PUT /templates/{id}/retention: the template's own period, or null for the organization's. */
export const templateRetentionSchema = z.object({ retentionDays: retentionDaysSchema.nullable() });
