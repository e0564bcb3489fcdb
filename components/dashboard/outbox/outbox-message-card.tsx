import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatPhone } from "@/lib/phone/phone-number";
import type { OutboxListItem } from "@/server/services/outbox/list-organization-outbox";
import { CopyButton } from "../copy-button";
import { Moment } from "../processes/moment";
import { CHANNEL_LABELS, outboxKindLabel } from "./outbox-labels";

/**
 * One delivered message as its recipient got it: who, what, when, its links (clickable, and
 * copied in one click, since the operator may have to pass them on by hand) and, for an SMS,
 * the code. Once a provider
 * delivers the channel, the server leaves links and codes out, and the card says so.
 */
export function OutboxMessageCard({ message }: { message: OutboxListItem }) {
  const code = typeof message.meta.code === "string" ? message.meta.code : null;
  const processId = message.meta.signingProcessId;
  return (
    <article aria-labelledby={`outbox-${message.id}`} className="rounded-md border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`outbox-${message.id}`} className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            {message.subject ?? outboxKindLabel(message.meta.kind)}
          </h3>
          <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
            <span className="text-slate-500">To </span>
            {message.channel === "sms" ? formatPhone(message.to) : message.to}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Badge>{CHANNEL_LABELS[message.channel]}</Badge>
          <Badge>{outboxKindLabel(message.meta.kind)}</Badge>
          <Moment value={message.createdAt} />
        </div>
      </div>
      {code && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <p>
            Code: <span className="rounded bg-slate-100 px-2 py-0.5 font-mono text-base font-semibold tracking-widest">{code}</span>
          </p>
          <CopyButton text={code} label="Copy code" size="sm" />
        </div>
      )}
      {message.credentialsHidden && (
        <p className="mt-3 text-sm text-slate-600">Signing links and codes are hidden: messages of this kind are now sent to the signers directly.</p>
      )}
      {message.links.length > 0 && !message.credentialsHidden && (
        <div className="mt-3">
          <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500">Links</h4>
          <ul className="mt-1 space-y-1">
            {message.links.map((link, index) => (
              <li key={link} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <a
                  href={link}
                  target="_blank"
                  rel="noreferrer"
                  className="min-w-0 break-all font-mono text-xs text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {link}
                </a>
                <CopyButton text={link} label={message.links.length === 1 ? "Copy link" : `Copy link ${index + 1}`} size="sm" />
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Message text</summary>
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 font-sans text-xs text-slate-800 [overflow-wrap:anywhere]">
          {message.text}
        </pre>
      </details>
      {processId && (
        <p className="mt-3 text-sm">
          <Link href={`/processes/${processId}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
            Open the process
          </Link>
        </p>
      )}
    </article>
  );
}
