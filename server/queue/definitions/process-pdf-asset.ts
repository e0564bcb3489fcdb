import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

const payload = z.object({ assetId: z.uuid(), ...jobOrganization });
export type ProcessPdfAssetPayload = z.output<typeof payload>;

/** Renders an uploaded PDF's page previews and thumbnail (DESIGN.md, pipeline step 2). */
export const processPdfAssetJob: JobDefinition<ProcessPdfAssetPayload> = defineJob({
  id: "pdf-asset.process",
  payload,
  maxAttempts: 3,
  handlers: async () => (await import("../../jobs/handlers/process-pdf-asset")).processPdfAssetHandlers,
});
