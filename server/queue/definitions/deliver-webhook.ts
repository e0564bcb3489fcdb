import { z } from "zod";
import type { DeliverWebhookPayload } from "../../services/webhooks/delivery-schedule";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

/**
 * One HTTP attempt of a webhook delivery. A failed attempt is not a failed job: it is recorded,
 * and the next attempt is a new job due after WEBHOOK_RETRY_DELAYS (docs/webhooks.md). The
 * job's own retries only cover trouble recording the outcome; both steps are idempotent.
 */
// Note: typed by hand because its handler schedules the next attempt with this very job.
export const deliverWebhookJob: JobDefinition<DeliverWebhookPayload> = defineJob({
  id: "webhook.deliver",
  payload: z.object({
    deliveryId: z.uuid(),
    attempt: z.number().int().min(1),
    retriesLeft: z.number().int().min(0),
    manual: z.boolean(),
    ...jobOrganization,
  }),
  maxAttempts: 3,
  handlers: async () => (await import("../../jobs/handlers/deliver-webhook")).deliverWebhookHandlers,
});
