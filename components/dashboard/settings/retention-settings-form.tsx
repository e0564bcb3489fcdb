"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { retentionDaysSchema } from "@/lib/schemas/retention";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { describedBy } from "../forms/field-errors";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorMessages } from "../forms/server-error-messages";

const FIELD_ID = "retention-days";

/**
 * The organization's retention period (docs/api.md, "Retention"): ended processes are erased
 * this many days after they ended, unless a template sets its own or a legal hold keeps them.
 * Empty keeps them for good.
 */
export function RetentionSettingsForm({ organization, canEdit }: { organization: OrganizationRecord; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [days, setDays] = useState(organization.retentionDays === null ? "" : String(organization.retentionDays));
  const [problem, setProblem] = useState<string | undefined>();
  const update = useMutation(
    trpc.organization.update.mutationOptions({
      onSuccess(updated) {
        queryClient.setQueryData(trpc.organization.get.queryKey(), updated);
      },
    }),
  );
  return (
    <Card>
      <CardHeader
        title="Retention"
        description="Ended processes can be erased automatically: their files and the signers' personal data are deleted, the record and audit trail stay."
      />
      <form
        noValidate
        aria-label="Retention"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = days.trim();
          const parsed = trimmed === "" ? null : retentionDaysSchema.safeParse(Number(trimmed));
          if (parsed && !parsed.success) {
            setProblem("Enter a whole number of days from 1 to 3650, or leave it empty to keep processes.");
            return;
          }
          setProblem(undefined);
          update.mutate({ retentionDays: parsed ? parsed.data : null });
        }}
        onChange={() => update.isSuccess && update.reset()}
      >
        {update.isSuccess && <Alert tone="success">Retention saved.</Alert>}
        {update.error && <ServerErrorAlert messages={serverErrorMessages(update.error)} />}
        <Field
          id={FIELD_ID}
          label="Erase processes this many days after they end"
          help="Leave empty to keep them until someone erases them. A legal hold on a process keeps it regardless."
          error={problem}
        >
          <Input
            id={FIELD_ID}
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            step={1}
            className="w-32"
            disabled={!canEdit || update.isPending}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            {...describedBy(FIELD_ID, problem, true)}
          />
        </Field>
        {canEdit && (
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save retention"}
          </Button>
        )}
      </form>
    </Card>
  );
}
