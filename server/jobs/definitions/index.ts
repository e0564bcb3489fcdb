/** The registry: every job both runners know. A job runs only if it is listed here. */
import type { JobDefinition } from "../define-job";
import { deliverWebhookJob } from "./deliver-webhook";
import { expirySweepJob } from "./expiry-sweep";
import { finalizeSigningProcessJob } from "./finalize-signing-process";
import { notifySenderJob } from "./notify-sender";
import { notifySignerJob } from "./notify-signer";
import { processPdfAssetJob } from "./process-pdf-asset";
import { uploadSweepJob } from "./upload-sweep";

export const jobDefinitions: readonly JobDefinition[] = [processPdfAssetJob, notifySignerJob, notifySenderJob, finalizeSigningProcessJob, expirySweepJob, deliverWebhookJob, uploadSweepJob];
