"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { parseReminderDraft, ReminderScheduleFields, reminderDraftOf } from "../reminders/reminder-schedule-fields";
import { ServerErrorAlert } from "../forms/server-error-alert";
import { serverErrorMessages } from "../forms/server-error-messages";

/**
 * The organization's default automatic reminders: used by every emailed process whose request
 * and template name none (docs/signing.md, "Reminders").
 */
export function ReminderSettingsForm({ organization, canEdit }: { organization: OrganizationRecord; canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => reminderDraftOf(organization.defaultReminders));
  const [problems, setProblems] = useState<string[]>([]);
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
        title="Automatic reminders"
        description="Signers who have not signed get a reminder with the same link. A process or template can set its own schedule."
      />
      <form
        noValidate
        aria-label="Automatic reminders"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = parseReminderDraft(draft);
          setProblems(parsed.problems);
          if (parsed.problems.length === 0) update.mutate({ defaultReminders: parsed.schedule });
        }}
        onChange={() => update.isSuccess && update.reset()}
      >
        {update.isSuccess && <Alert tone="success">Reminder settings saved.</Alert>}
        {update.error && <ServerErrorAlert messages={serverErrorMessages(update.error)} />}
        <ReminderScheduleFields value={draft} onChange={setDraft} disabled={!canEdit || update.isPending} problems={problems} />
        {canEdit && (
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save reminders"}
          </Button>
        )}
      </form>
    </Card>
  );
}
