import type { DeliverWebhookPayload } from "../../services/webhooks/delivery-schedule";
import { attemptWebhookDelivery } from "../../services/webhooks/attempt-webhook-delivery";
import { abandonWebhookAttempt, recordWebhookAttempt } from "../../services/webhooks/record-webhook-attempt";
import type { JobHandlers } from "../../queue/define-job";
import { deliverWebhookJob } from "../../queue/definitions/deliver-webhook";
import { triggerJob } from "../../queue/trigger-job";

export const deliverWebhookHandlers: JobHandlers<DeliverWebhookPayload> = {
  handler: async ({ payload, db, step }) => {
    const outcome = await step.run("send", () => attemptWebhookDelivery(db, payload));
    if (!outcome) return;
    await step.run("record", () =>
      recordWebhookAttempt(db, payload, outcome, (tx, next, runAt) => triggerJob(tx, deliverWebhookJob, next, { runAt })),
    );
  },
  onPermanentFailure: async ({ payload, db, error }) => {
    await abandonWebhookAttempt(db, payload, error.message);
  },
};
