import type { Db, Tx } from "../../db/client";
import { domainEvents } from "../../db/schema";

export type DomainEventType =
  | "signing.sent"
  | "signer.completed"
  | "signing.completed"
  | "signing.declined"
  | "signing.expired"
  | "signing.voided";

/**
 * Records a lifecycle event in the caller's transaction: it exists exactly when the state
 * change that caused it was committed. Webhook delivery picks events up from here.
 */
export async function recordDomainEvent(
  tx: Db | Tx,
  event: { organizationId: string; type: DomainEventType; signingProcessId: string; signerId?: string | null },
): Promise<void> {
  await tx.insert(domainEvents).values({
    organizationId: event.organizationId,
    type: event.type,
    signingProcessId: event.signingProcessId,
    signerId: event.signerId ?? null,
  });
}
