import { markEmailGivenUp } from "../../services/email-deliveries/deliver-email";
import { notifyObserver } from "../../services/observers/notify-observer";
import type { JobHandlers } from "../../queue/define-job";
import type { NotifyObserverPayload } from "../../queue/definitions/notify-observer";

export const notifyObserverHandlers: JobHandlers<NotifyObserverPayload> = {
  handler: async ({ payload, db, step, jobId, attempt }) => {
    await step.run("send-email", () => notifyObserver(db, payload, { jobId, attempt }));
  },
  onPermanentFailure: ({ db, jobId, error }) => markEmailGivenUp(db, jobId, error),
};
