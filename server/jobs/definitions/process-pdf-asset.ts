import { z } from "zod";
import { defineJob, type JobDefinition } from "../define-job";

// organizationId lets the local runner take turns between organizations (claim-next-job.ts);
// rows queued before it was added have none.
const payload = z.object({ assetId: z.uuid(), organizationId: z.uuid().optional() });
export type ProcessPdfAssetPayload = z.output<typeof payload>;

/** Renders an uploaded PDF's page previews and thumbnail (DESIGN.md, pipeline step 2). */
export const processPdfAssetJob: JobDefinition<ProcessPdfAssetPayload> = defineJob({
  id: "pdf-asset.process",
  payload,
  maxAttempts: 3,
  handlers: async () => (await import("../handlers/process-pdf-asset")).processPdfAssetHandlers,
});
