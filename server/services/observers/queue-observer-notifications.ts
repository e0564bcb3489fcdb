import type { ObserverMessage } from "@/lib/signing/observer-messages";
import type { Db, Tx } from "../../db/client";
import type { SigningProcess } from "../../db/schema";
import { notifyObserverJob } from "../../queue/definitions/notify-observer";
import { triggerJob } from "../../queue/trigger-job";

/**
 * Queues one message to each of the process's observers, inside the transaction of the change
 * it reports (completion, void, decline, expiry), so a change that rolls back tells nobody.
 */
export async function queueObserverNotifications(tx: Db | Tx, process: SigningProcess, message: ObserverMessage): Promise<void> {
  for (const observer of process.observers) {
    await triggerJob(tx, notifyObserverJob, { signingProcessId: process.id, observerId: observer.id, message, organizationId: process.organizationId });
  }
}
