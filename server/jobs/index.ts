/** What domain code needs from the jobs layer: define a job, trigger it, fail it for good. */
export {
  defineJob,
  PermanentJobError,
  type JobContext,
  type JobDefinition,
  type JobSteps,
  type PermanentFailureContext,
} from "./define-job";
export { notifyJobRunner } from "./job-signal";
export { triggerJob, type TriggerJobOptions } from "./trigger-job";
