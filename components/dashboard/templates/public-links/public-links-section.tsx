"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { PublicLinkRecord, PublicLinkState } from "@/lib/schemas/public-links";
import { CopyButton } from "../../copy-button";
import { serverErrorMessages } from "../../forms/server-error-messages";

const STATE_WORDS: Record<PublicLinkState, string> = {
  ACTIVE: "On",
  DISABLED: "Switched off",
  EXPIRED: "Expired",
  USED_UP: "All uses taken",
};

function usesText(link: PublicLinkRecord): string {
  const uses = link.uses === 1 ? "1 signing started" : `${link.uses} signings started`;
  return link.maxUses === null ? uses : `${uses} of ${link.maxUses}`;
}

/**
 * The template's public links (docs/templates.md, "Public links"): make one, copy its address,
 * switch it off or on, see how often it was used. Only for a template with a single role: the
 * API also takes fixed signers for later roles, which this form does not ask for yet.
 */
export function PublicLinksSection({ templateId, roleCount }: { templateId: string; roleCount: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const list = useQuery(trpc.publicLinks.list.queryOptions({ templateId, page: 1, pageSize: 100 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.publicLinks.list.queryKey() });
  const create = useMutation(trpc.publicLinks.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.publicLinks.update.mutationOptions({ onSuccess: refresh }));
  const [maxUses, setMaxUses] = useState("");
  const [expiresOn, setExpiresOn] = useState("");

  const make = () => {
    if (create.isPending) return;
    create.mutate({
      id: templateId,
      ...(maxUses.trim() !== "" && { maxUses: Number(maxUses) }),
      // The end of the chosen day, in the admin's own time zone.
      ...(expiresOn !== "" && { expiresAt: new Date(`${expiresOn}T23:59:59`).toISOString() }),
    });
  };

  return (
    <Card className="mt-8">
      <CardHeader
        title="Public links"
        description="Anyone with a public link can start a signing of this template as its first signer, after confirming their email with a code. Each signing appears in your list like any other."
      />
      {roleCount > 1 ? (
        <Alert tone="info">This template has more than one signer role. Make its public links through the API, which fixes who signs the later roles.</Alert>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            make();
          }}
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-max`} className="block text-sm font-medium text-slate-900">
              Most signings (optional)
            </label>
            <Input id={`${id}-max`} inputMode="numeric" value={maxUses} onChange={(event) => setMaxUses(event.target.value)} className="w-36" />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-until`} className="block text-sm font-medium text-slate-900">
              Works until (optional)
            </label>
            <Input id={`${id}-until`} type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} className="w-44" />
          </div>
          <Button type="submit" aria-disabled={create.isPending}>
            {create.isPending ? "Making the link…" : "Make a public link"}
          </Button>
        </form>
      )}
      {create.isError && (
        <div className="mt-3">
          <Alert tone="error">{serverErrorMessages(create.error).join(" ")}</Alert>
        </div>
      )}
      {update.isError && (
        <div className="mt-3">
          <Alert tone="error">{serverErrorMessages(update.error).join(" ")}</Alert>
        </div>
      )}
      <div className="mt-4">
        {list.isPending && <p role="status" className="text-sm text-slate-600">Loading public links…</p>}
        {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && list.data.items.length === 0 && <p className="text-sm text-slate-600">No public links yet.</p>}
        {list.data && list.data.items.length > 0 && (
          <ul aria-label="Public links" className="space-y-3">
            {list.data.items.map((link) => (
              <li key={link.id} className="space-y-2 rounded-md border border-slate-200 p-4">
                <p className="text-sm font-medium text-slate-900">
                  {link.label} <span className="font-normal text-slate-600">· {STATE_WORDS[link.state]}</span>
                </p>
                <p className="break-all font-mono text-xs text-slate-700">{link.url}</p>
                <p className="text-sm text-slate-600">
                  {usesText(link)}
                  {link.expiresAt && ` · works until ${new Date(link.expiresAt).toLocaleDateString()}`}
                </p>
                <div className="flex flex-wrap gap-2">
                  <CopyButton text={link.url} label="Copy link" size="sm" />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-disabled={update.isPending}
                    onClick={() => !update.isPending && update.mutate({ id: link.id, enabled: !link.enabled })}
                  >
                    {link.enabled ? "Switch off" : "Switch on"}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
