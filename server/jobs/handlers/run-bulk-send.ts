import type { JobHandlers } from "../../queue/define-job";
import type { RunBulkSendPayload } from "../../queue/definitions/run-bulk-send";
import { failStuckRow, runBulkSendChunk } from "../../services/bulk-sends/run-bulk-send";

export const runBulkSendHandlers: JobHandlers<RunBulkSendPayload> = {
  // Each row is created in its own transaction that also marks it CREATED or FAILED, so a retry
  // or a restart picks up where the last one stopped and never creates a row twice.
  handler: async ({ payload, db, step }) => {
    await step.run("chunk", () => runBulkSendChunk(db, payload));
  },
  // A row that keeps failing for reasons no retry helps must not hold the rest of the send.
  onPermanentFailure: async ({ payload, db, error }) => {
    await failStuckRow(db, payload, error);
  },
};
