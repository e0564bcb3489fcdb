import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";
import { DateTime } from "../date-time";
import { API_KEY_ROLE_LABELS } from "../organization-labels";
import type { ApiKeyRowActions } from "./api-key-row-actions";
import { ApiKeyStatusBadge } from "./api-key-status-badge";

const HEAD = "whitespace-nowrap px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 first:pl-0";
const CELL = "px-2 py-3 align-top text-sm text-slate-800 first:pl-0";

/** The key list as a table, for screens wide enough to hold its nine columns. */
export function ApiKeysTable({ keys, rowActions }: { keys: ApiKeyRecord[]; rowActions: ApiKeyRowActions }) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">API keys of this organization, newest first</caption>
      <thead className="border-b border-slate-200">
        <tr>
          <th scope="col" className={HEAD}>Name</th>
          <th scope="col" className={HEAD}>Key</th>
          <th scope="col" className={HEAD}>Role</th>
          <th scope="col" className={HEAD}>Status</th>
          <th scope="col" className={HEAD}>Created</th>
          <th scope="col" className={HEAD}>Expires</th>
          <th scope="col" className={HEAD}>Last used</th>
          <th scope="col" className={HEAD}>Created by</th>
          <th scope="col" className={HEAD}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          return (
            <tr key={key.id} className="border-b border-slate-100">
                <th scope="row" className={`${CELL} min-w-[8rem] break-words text-left font-medium text-slate-900`}>
                  {key.name}
                </th>
                <td className={`${CELL} whitespace-nowrap font-mono text-xs leading-5`}>{key.prefix}…</td>
                <td className={CELL}>{API_KEY_ROLE_LABELS[key.role]}</td>
                <td className={CELL}>
                  <ApiKeyStatusBadge status={key.status} />
                </td>
                <td className={CELL}>
                  <DateTime value={key.createdAt} fallback="Unknown" />
                </td>
                <td className={CELL}>
                  <DateTime value={key.expiresAt} fallback="Never" />
                </td>
                <td className={CELL}>
                  <DateTime value={key.lastUsedAt} fallback="Never" />
                </td>
                <td className={`${CELL} min-w-[7rem] break-words`} title={key.createdBy?.email}>
                  {key.createdBy?.name ?? <span className="text-slate-500">Deleted user</span>}
                </td>
                <td className={`${CELL} pr-0 text-right`}>{rowActions.actions(key)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
