"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import type { ApiKeyRecord } from "@/server/services/api-keys/api-key-record";
import { appCodeOf } from "../forms/server-error-messages";
import { Pagination } from "../pagination";
import { RoleRequired } from "../role-required";
import { ApiKeyCards } from "./api-key-cards";
import { ApiKeysTable } from "./api-keys-table";
import type { ApiKeyRowActions } from "./api-key-row-actions";
import { RevokeConfirmation } from "./revoke-confirmation";
import { QueryError } from "@/components/dashboard/forms/query-error";

const PAGE_SIZE = 20;
const REVOKED_NOTICE_ID = "api-key-revoked";

export function ApiKeysList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const trpc = useTRPC();
  // Previous page stays on screen while the next loads, so paging does not flash a spinner.
  const list = useQuery({ ...trpc.apiKeys.list.queryOptions({ page, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData });
  const [revokedName, setRevokedName] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ApiKeyRecord | null>(null);

  const rowActions: ApiKeyRowActions = {
    actions: (key) =>
      key.status === "ACTIVE" ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setConfirming(key);
            setRevokedName(null);
          }}
        >
          Revoke<span className="sr-only"> {key.name}</span>
        </Button>
      ) : null,
  };

  function renderBody() {
    if (list.isPending) return <p role="status" className="text-sm text-slate-600">Loading API keys…</p>;
    if (list.isError) {
      if (appCodeOf(list.error) === "INSUFFICIENT_ROLE") return <RoleRequired action="Managing API keys" />;
      return (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      );
    }
    if (list.data.items.length === 0) {
      return <p className="text-sm text-slate-600">No API keys yet. Create one above to call the API from your systems.</p>;
    }
    // Note: both layouts are rendered and CSS shows one; the hidden one is out of the accessibility tree.
    return (
      <>
        <div className="hidden lg:block">
          <ApiKeysTable keys={list.data.items} rowActions={rowActions} />
        </div>
        <div className="lg:hidden">
          <ApiKeyCards keys={list.data.items} rowActions={rowActions} />
        </div>
      </>
    );
  }

  return (
    <Card aria-busy={list.isFetching}>
      <CardHeader title="Your API keys" description={list.data ? `${list.data.total} in total` : undefined} />
      <div className="space-y-4">
        {revokedName && (
          // Focusable from code: the key's "Revoke" that opened the confirmation is gone once it is revoked.
          <div id={REVOKED_NOTICE_ID} tabIndex={-1}>
            <Alert tone="success">Revoked “{revokedName}”. Requests with this key are refused from now on.</Alert>
          </div>
        )}
        {renderBody()}
        {/* Note: one dialog for both layouts; Radix gives focus back to the "Revoke" that opened it. */}
        <RevokeConfirmation
          apiKey={confirming}
          onClose={() => setConfirming(null)}
          onRevoked={(revoked: ApiKeyRecord) => {
            setConfirming(null);
            setRevokedName(revoked.name);
          }}
          focusOnClose={revokedName ? [REVOKED_NOTICE_ID] : undefined}
        />
        {list.data && (
          <Pagination
            label="API key pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={onPageChange}
          />
        )}
      </div>
    </Card>
  );
}
