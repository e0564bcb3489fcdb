import { z } from "zod";
import { OBSERVER_MESSAGES } from "@/lib/signing/observer-messages";
import { defineJob, type JobDefinition } from "../define-job";
import { jobOrganization } from "../job-organization";

const payload = z.object({
  signingProcessId: z.uuid(),
  observerId: z.uuid(),
  message: z.enum(OBSERVER_MESSAGES),
  ...jobOrganization,
});
export type NotifyObserverPayload = z.output<typeof payload>;

/** One email to one observer: the completed copy, or the outcome when there is none. */
export const notifyObserverJob: JobDefinition<NotifyObserverPayload> = defineJob({
  id: "observer.notify",
  payload,
  maxAttempts: 5,
  handlers: async () => (await import("../../jobs/handlers/notify-observer")).notifyObserverHandlers,
});
