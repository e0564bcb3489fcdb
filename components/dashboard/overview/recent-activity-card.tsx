import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { ActivityItem } from "@/server/services/overview/recent-activity";
import { AuditActorName } from "../processes/detail/audit-actor-name";
import { auditEventText, type SignerNames } from "../processes/detail/audit-event-text";
import { Moment } from "../processes/moment";

function namesOf(item: ActivityItem): SignerNames {
  return {
    byId: new Map(item.signers.map((slot) => [slot.id, slot.name])),
    byOrder: new Map(item.signers.map((slot) => [slot.signOrder, slot.name])),
  };
}

/** The latest events across the organization's processes, in the timeline's own words. */
export function RecentActivityCard({ items }: { items: ActivityItem[] }) {
  return (
    <Card aria-labelledby="recent-activity-title" className="p-4 sm:p-6">
      <h2 id="recent-activity-title" className="text-lg font-semibold">
        Recent activity
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing has happened yet. What signers and senders do will show here.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((item) => (
            <li key={item.event.id} className="min-w-0">
              <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">
                <span className="font-medium">{auditEventText(item.event, namesOf(item))}</span>
                <span className="text-slate-600"> in </span>
                <Link href={`/processes/${item.signingProcessId}`} className="text-indigo-700 underline underline-offset-2 hover:decoration-2">
                  {item.subject}
                </Link>
              </p>
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
                <span>
                  <span className="sr-only">By </span>
                  <AuditActorName actor={item.event.actor} />
                </span>
                <Moment value={item.event.occurredAt} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
