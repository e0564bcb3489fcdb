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

/** A role after the first: the link fixes who signs it. */
export interface LaterRole {
  key: string;
  label: string;
}

/**
 * The template's public links (docs/templates.md, "Public links"): make one (with the signer of
 * each later role), copy its address, switch it off or on, see how often it was used.
 */
export function PublicLinksSection({ templateId, laterRoles }: { templateId: string; laterRoles: LaterRole[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const list = useQuery(trpc.publicLinks.list.queryOptions({ templateId, page: 1, pageSize: 100 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.publicLinks.list.queryKey() });
  const create = useMutation(trpc.publicLinks.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.publicLinks.update.mutationOptions({ onSuccess: refresh }));
  const [maxUses, setMaxUses] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [fixed, setFixed] = useState<Record<string, { name: string; email: string }>>({});
  const fixedOf = (key: string) => fixed[key] ?? { name: "", email: "" };

  const make = () => {
    if (create.isPending) return;
    create.mutate({
      id: templateId,
      signers: laterRoles.map((role) => ({ roleKey: role.key, ...fixedOf(role.key) })),
      ...(maxUses.trim() !== "" && { maxUses: Number(maxUses) }),
      // The end of the chosen day, in the admin's own time zone.
      ...(expiresOn !== "" && { expiresAt: new Date(`${expiresOn}T23:59:59`).toISOString() }),
    });
  };

  return (
    <Card className="mt-8">
      <CardHeader
        title="Public links"
        description={
          laterRoles.length > 0
            ? "Anyone with a public link can start a signing of this template as its first signer, after confirming their email with a code; the people you name below sign after them. Each signing appears in your list like any other."
            : "Anyone with a public link can start a signing of this template as its first signer, after confirming their email with a code. Each signing appears in your list like any other."
        }
      />
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          make();
        }}
      >
        {laterRoles.map((role) => (
          <fieldset key={role.key} className="flex flex-wrap items-end gap-3">
            <legend className="mb-1 text-sm font-medium text-slate-900">Who signs as {role.label}</legend>
            <div className="space-y-1">
              <label htmlFor={`${id}-${role.key}-name`} className="block text-sm text-slate-700">
                Name
              </label>
              <Input
                id={`${id}-${role.key}-name`}
                autoComplete="off"
                value={fixedOf(role.key).name}
                onChange={(event) => setFixed({ ...fixed, [role.key]: { ...fixedOf(role.key), name: event.target.value } })}
                className="w-56"
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-${role.key}-email`} className="block text-sm text-slate-700">
                Email
              </label>
              <Input
                id={`${id}-${role.key}-email`}
                type="email"
                autoComplete="off"
                value={fixedOf(role.key).email}
                onChange={(event) => setFixed({ ...fixed, [role.key]: { ...fixedOf(role.key), email: event.target.value } })}
                className="w-64"
              />
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-end gap-3">
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
        </div>
      </form>
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
