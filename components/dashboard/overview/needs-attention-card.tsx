import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { AttentionItem } from "@/server/services/overview/needs-attention";
import { Moment } from "../processes/moment";
import { attentionMomentLabel, attentionText } from "./attention-text";

/** Processes that wait for the sender, each with why and a link to act on it. */
export function NeedsAttentionCard({ items }: { items: AttentionItem[] }) {
  return (
    <Card id="needs-attention" aria-labelledby="needs-attention-title" className="scroll-mt-20 p-4 sm:p-6">
      <h2 id="needs-attention-title" className="text-lg font-semibold">
        Needs attention
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing needs you right now: no failures, no recent declines, nothing about to expire.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.signingProcessId} className="py-3 first:pt-0 last:pb-0">
              <Link
                href={`/processes/${item.signingProcessId}`}
                className="font-medium text-indigo-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:decoration-2"
              >
                {item.subject}
              </Link>
              <p className="mt-1 text-sm text-slate-800 [overflow-wrap:anywhere]">{attentionText(item)}</p>
              <p className="mt-1 text-xs text-slate-600">
                {attentionMomentLabel(item.reason)} <Moment value={item.at} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
