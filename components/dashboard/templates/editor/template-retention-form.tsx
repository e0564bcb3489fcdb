"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { retentionDaysSchema } from "@/lib/schemas/retention";
import type { TemplateRecord } from "@/server/services/templates/template-record";
import { describedBy } from "../../forms/field-errors";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { serverErrorMessages } from "../../forms/server-error-messages";

const FIELD_ID = "template-retention-days";

/**
 * The template's own retention period (docs/api.md, "Retention"), saved on its own: it is not
 * part of the draft, and applies to signings already started from the template too.
 */
export function TemplateRetentionForm({ template }: { template: TemplateRecord }) {
  const trpc = useTRPC();
  const [days, setDays] = useState(template.retentionDays === null ? "" : String(template.retentionDays));
  const [problem, setProblem] = useState<string | undefined>();
  // Note: the editor's cached record is left alone; replacing it would reset the draft being edited.
  const update = useMutation(trpc.templates.retention.mutationOptions());
  return (
    <form
      noValidate
      aria-labelledby="template-retention-title"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = days.trim();
        const parsed = trimmed === "" ? null : retentionDaysSchema.safeParse(Number(trimmed));
        if (parsed && !parsed.success) {
          setProblem("Enter a whole number of days from 1 to 3650, or leave it empty for the organization's period.");
          return;
        }
        setProblem(undefined);
        update.mutate({ id: template.id, retentionDays: parsed ? parsed.data : null });
      }}
      onChange={() => update.isSuccess && update.reset()}
    >
      <label id="template-retention-title" htmlFor={FIELD_ID} className="block text-sm font-medium text-slate-800">
        Erase signings started from this template this many days after they end
      </label>
      <p id={`${FIELD_ID}-help`} className="text-sm text-slate-600">
        Leave empty to follow the organization&apos;s retention setting. A legal hold on a signing keeps it regardless.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Input
          id={FIELD_ID}
          type="number"
          inputMode="numeric"
          min={1}
          max={3650}
          step={1}
          className="w-32"
          value={days}
          disabled={update.isPending}
          onChange={(event) => setDays(event.target.value)}
          {...describedBy(FIELD_ID, problem, true)}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save retention"}
        </Button>
        {update.isSuccess && (
          <span role="status" className="text-sm text-slate-600">
            Saved.
          </span>
        )}
      </div>
      {problem && (
        <p id={`${FIELD_ID}-error`} className="text-xs text-red-700" role="alert">
          {problem}
        </p>
      )}
      {update.error && <ServerErrorAlert messages={serverErrorMessages(update.error)} />}
    </form>
  );
}
