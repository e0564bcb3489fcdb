import { auditActorParts } from "./audit-event-text";
import type { AuditEvent } from "@/server/services/audit/audit-chain";

/** "Erika Mustermann (dashboard)" with the name isolated, so a right-to-left name does not swallow the brackets. */
export function AuditActorName({ actor }: { actor: AuditEvent["actor"] }) {
  const { name, how } = auditActorParts(actor);
  return name ? (
    <>
      <bdi>{name}</bdi> ({how})
    </>
  ) : (
    <>{how}</>
  );
}
