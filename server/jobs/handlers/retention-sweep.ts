import { eraseDueProcesses } from "../../services/erasure/retention";
import type { JobHandlers } from "../../queue/define-job";
import { retentionSweepJob, type RetentionSweepPayload } from "../definitions/retention-sweep";
import { triggerJob } from "../../queue/trigger-job";

const DAY_MS = 24 * 60 * 60 * 1000;

export const retentionSweepHandlers: JobHandlers<RetentionSweepPayload> = {
  handler: async ({ db, step }) => {
    await step.run("erase-due", () => eraseDueProcesses(db));
    await step.run("schedule-next", () => triggerJob(db, retentionSweepJob, {}, { runAt: new Date(Date.now() + DAY_MS) }));
  },
};
