/** What travels between the dispatcher and the Inngest functions: one event per jobs row. */
import { z } from "zod";

/** `jobs.locked_by` of a row handed to Inngest. */
export const INNGEST_WORKER = "inngest";

export function jobEventName(definitionId: string): string {
  return `signet/job.${definitionId}`;
}

/** Inngest drops a second event with the same id, so a row re-sent after a crash runs once. */
export function jobEventId(jobId: string): string {
  return `signet-job-${jobId}`;
}

export const jobEventDataSchema = z.object({
  jobId: z.string().regex(/^\d+$/),
  payload: z.unknown(),
});

export type JobEventData = z.infer<typeof jobEventDataSchema>;

export interface JobEvent {
  id: string;
  name: string;
  data: JobEventData;
}
