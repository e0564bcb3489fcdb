/** The registry: every job both runners know. A job runs only if it is listed here. */
import type { JobDefinition } from "../../queue/define-job";
import { buildExportJob } from "../../queue/definitions/build-export";
import { deliverWebhookJob } from "../../queue/definitions/deliver-webhook";
import { expirySweepJob } from "./expiry-sweep";
import { finalizeSigningProcessJob } from "../../queue/definitions/finalize-signing-process";
import { notifySenderJob } from "../../queue/definitions/notify-sender";
import { inviteMemberJob } from "../../queue/definitions/invite-member";
import { sendPasswordResetJob } from "../../queue/definitions/send-password-reset";
import { notifyObserverJob } from "../../queue/definitions/notify-observer";
import { notifySignerJob } from "../../queue/definitions/notify-signer";
import { processPdfAssetJob } from "../../queue/definitions/process-pdf-asset";
import { runBulkSendJob } from "../../queue/definitions/run-bulk-send";
import { sendReminderJob } from "../../queue/definitions/send-reminder";
import { retentionSweepJob } from "./retention-sweep";
import { uploadSweepJob } from "./upload-sweep";

export const jobDefinitions: readonly JobDefinition[] = [processPdfAssetJob, notifySignerJob, notifyObserverJob, notifySenderJob, finalizeSigningProcessJob, expirySweepJob, deliverWebhookJob, uploadSweepJob, inviteMemberJob, sendPasswordResetJob, sendReminderJob, runBulkSendJob, retentionSweepJob, buildExportJob];
