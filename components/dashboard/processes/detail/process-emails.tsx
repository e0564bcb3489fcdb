"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/components/providers/trpc";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { EmailDeliveryStatus } from "@/lib/mail/email-delivery-status";
import type { EmailDeliveryRecord } from "@/server/services/email-deliveries/list-email-deliveries";
import { outboxKindLabel } from "../../outbox/outbox-labels";
import { Moment } from "../moment";

/** The emails one process page shows: its 100 most recent are plenty for one process. */
export function useProcessEmails(processId: string, refetchInterval: number | false) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.email.deliveries.queryOptions({ signingProcessId: processId, pageSize: 100 }), refetchInterval });
}

/** The signers whose latest invitation or reminder could not be delivered, with why. */
export function unreachedSigners(deliveries: readonly EmailDeliveryRecord[]): Map<string, EmailDeliveryRecord> {
  const latest = new Map<string, EmailDeliveryRecord>();
  // Newest first: the first invitation or reminder met per signer is their latest.
  for (const delivery of deliveries) {
    if (!delivery.signerId || (delivery.kind !== "invite" && delivery.kind !== "reminder")) continue;
    if (!latest.has(delivery.signerId)) latest.set(delivery.signerId, delivery);
  }
  return new Map([...latest].filter(([, delivery]) => delivery.status === "FAILED"));
}

const STATUS_WORDS: Record<EmailDeliveryStatus, { label: string; tone: string }> = {
  SENDING: { label: "Sending", tone: "bg-slate-100 text-slate-700" },
  SENT: { label: "Sent", tone: "bg-green-50 text-green-800" },
  RETRYING: { label: "Not delivered yet, trying again", tone: "bg-amber-50 text-amber-900" },
  FAILED: { label: "Not delivered", tone: "bg-red-50 text-red-800" },
};

/** Every email about this process: to whom, what for, and whether it got through (and if not, why). */
export function ProcessEmails({ deliveries }: { deliveries: readonly EmailDeliveryRecord[] }) {
  if (deliveries.length === 0) return null;
  return (
    <Card aria-labelledby="emails-title" className="p-4 sm:p-6">
      <h2 id="emails-title" className="mb-4 text-lg font-semibold">
        Emails
      </h2>
      <ul className="divide-y divide-slate-200">
        {deliveries.map((delivery) => {
          const status = STATUS_WORDS[delivery.status];
          return (
            <li key={delivery.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900">{outboxKindLabel(delivery.kind)}</span>
                  <span className="text-slate-600 [overflow-wrap:anywhere]"> to {delivery.to}</span>
                </p>
                <span className={cn("rounded-sm px-2 py-0.5 text-xs font-medium", status.tone)}>{status.label}</span>
              </div>
              <p className="mt-1 text-xs text-slate-600">
                <Moment value={delivery.sentAt ?? delivery.updatedAt} />
                {delivery.attempts > 1 && ` · ${delivery.attempts} attempts`}
              </p>
              {delivery.lastError && delivery.status !== "SENT" && (
                <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{delivery.lastError}.</p>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
