import type { ReactNode } from "react";
import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";
import { DateTime } from "../date-time";
import { API_KEY_ROLE_LABELS } from "../organization-labels";
import type { ApiKeyRowActions } from "./api-key-row-actions";
import { ApiKeyStatusBadge } from "./api-key-status-badge";

/** The key list as stacked cards, for phones and narrow windows where a table cannot fit. */
export function ApiKeyCards({ keys, rowActions }: { keys: ApiKeyRecord[]; rowActions: ApiKeyRowActions }) {
  return (
    <ul aria-label="API keys" className="space-y-3">
      {keys.map((key) => {
        const actions = rowActions.actions(key);
        return (
          <li key={key.id} className="rounded-md border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="break-words font-medium text-slate-900">{key.name}</h3>
                <p className="mt-0.5 font-mono text-xs text-slate-600">{key.prefix}…</p>
              </div>
              <ApiKeyStatusBadge status={key.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Detail term="Role">{API_KEY_ROLE_LABELS[key.role]}</Detail>
              <Detail term="Created by">{key.createdBy?.name ?? "Deleted user"}</Detail>
              <Detail term="Created">
                <DateTime value={key.createdAt} fallback="Unknown" />
              </Detail>
              <Detail term="Expires">
                <DateTime value={key.expiresAt} fallback="Never" />
              </Detail>
              <Detail term="Last used">
                <DateTime value={key.lastUsedAt} fallback="Never" />
              </Detail>
            </dl>
            {actions && <div className="mt-3 border-t border-slate-100 pt-3">{actions}</div>}
          </li>
        );
      })}
    </ul>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{children}</dd>
    </div>
  );
}
