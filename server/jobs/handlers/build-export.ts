import type { JobHandlers } from "../../queue/define-job";
import type { BuildExportPayload } from "../../queue/definitions/build-export";
import { buildExport, failExport } from "../../services/exports/build-export";

export const buildExportHandlers: JobHandlers<BuildExportPayload> = {
  // One step: a retry writes the whole file again under the same key, so it is idempotent.
  handler: async ({ payload, db, step }) => {
    await step.run("build", () => buildExport(db, payload));
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    await failExport(db, payload, error);
  },
};
