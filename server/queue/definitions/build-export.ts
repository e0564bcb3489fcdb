import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

const payload = z.object({ exportId: z.uuid(), ...jobOrganization });
export type BuildExportPayload = z.output<typeof payload>;

/**
 * Builds an export's ZIP (docs/api.md, "Exports"). One job per export, carrying its
 * organization, so the local runner lets other organizations' jobs take turns with it.
 */
export const buildExportJob: JobDefinition<BuildExportPayload> = defineJob({
  id: "export.build",
  payload,
  maxAttempts: 3,
  handlers: async () => (await import("../../jobs/handlers/build-export")).buildExportHandlers,
});
