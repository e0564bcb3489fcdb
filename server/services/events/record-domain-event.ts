import type { Db, Tx } from "../../db/client";
import { domainEvents } from "../../db/schema";
import { queueWebhookDeliveries } from "../webhooks/queue-webhook-deliveries";

export type DomainEventType =
  | "signing.sent"
  | "signer.completed"
  | "signing.completed"
  | "signing.declined"
  | "signing.expired"
  | "signing.voided"
  | "bulk_send.completed";

/**
 * Records a lifecycle event in the caller's transaction: it exists exactly when the state
 * change that caused it was committed. Its webhook deliveries are queued in the same
 * transaction, with a body describing the process as it is now; so call this after the
 * change (and the other writes of the same step) are made. Answers the event's id.
 */
export async function recordDomainEvent(
  tx: Db | Tx,
  event: { organizationId: string; type: DomainEventType; signingProcessId?: string; signerId?: string | null; bulkSendId?: string },
): Promise<{ id: string }> {
  // Note: a savepoint inside the caller's transaction (or a transaction of its own when given
  // the plain database), so the event and its deliveries are always written together.
  return tx.transaction(async (inner) => {
    const [recorded] = await inner
      .insert(domainEvents)
      .values({
        organizationId: event.organizationId,
        type: event.type,
        signingProcessId: event.signingProcessId ?? null,
        signerId: event.signerId ?? null,
        bulkSendId: event.bulkSendId ?? null,
      })
      .returning();
    const row = recorded!;
    await queueWebhookDeliveries(inner, {
      id: row.id,
      type: row.type,
      createdAt: row.createdAt,
      organizationId: row.organizationId,
      signingProcessId: row.signingProcessId,
      signerId: row.signerId,
      bulkSendId: row.bulkSendId,
    });
    return { id: row.id };
  });
}
