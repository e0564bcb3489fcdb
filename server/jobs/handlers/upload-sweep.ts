import { sweepExpiredExports } from "../../services/exports/sweep-expired-exports";
import { sweepExpiredUploads } from "../../services/assets/sweep-expired-uploads";
import type { JobHandlers } from "../../queue/define-job";
import { uploadSweepJob, type UploadSweepPayload } from "../definitions/upload-sweep";
import { triggerJob } from "../../queue/trigger-job";

/** Uploads expire 15 minutes after they start; sweeping every 10 minutes keeps the backlog small. */
const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60_000;

export const uploadSweepHandlers: JobHandlers<UploadSweepPayload> = {
  handler: async ({ db, step }) => {
    await step.run("delete-abandoned-uploads", () => sweepExpiredUploads(db));
    // Exports' files are kept 7 days (docs/operations.md, "Export"); a sweep ten minutes late is fine.
    await step.run("delete-expired-exports", () => sweepExpiredExports(db));
    await step.run("schedule-next", () => triggerJob(db, uploadSweepJob, {}, { runAt: new Date(Date.now() + UPLOAD_SWEEP_INTERVAL_MS) }));
  },
};
