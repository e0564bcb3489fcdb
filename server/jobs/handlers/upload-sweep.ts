import { sweepExpiredUploads } from "../../services/assets/sweep-expired-uploads";
import type { JobHandlers } from "../../queue/define-job";
import { uploadSweepJob, type UploadSweepPayload } from "../definitions/upload-sweep";
import { triggerJob } from "../../queue/trigger-job";

/** Uploads expire 15 minutes after they start; sweeping every 10 minutes keeps the backlog small. */
const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60_000;

export const uploadSweepHandlers: JobHandlers<UploadSweepPayload> = {
  handler: async ({ db, step }) => {
    await step.run("delete-abandoned-uploads", () => sweepExpiredUploads(db));
    await step.run("schedule-next", () => triggerJob(db, uploadSweepJob, {}, { runAt: new Date(Date.now() + UPLOAD_SWEEP_INTERVAL_MS) }));
  },
};
