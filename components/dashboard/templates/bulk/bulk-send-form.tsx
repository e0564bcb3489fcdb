"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useState, type ChangeEvent } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PLAN_LIMITS } from "@/lib/plans";
import { organizationRegion } from "@/lib/regional/organization-region";
import { MAX_BULK_SEND_ROWS } from "@/lib/schemas/bulk-sends";
import type { TemplateDefinition } from "@/lib/schemas/templates";
import { QueryError } from "../../forms/query-error";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { serverErrorMessages } from "../../forms/server-error-messages";
import { ChoiceCards, type Choice } from "../../processes/new/choice-cards";
import { dayAfter, DEFAULT_EXPIRY_DAYS, placeSentences, rolesInOrder, type ProblemTarget } from "../use/start-form";
import type { UsableTemplate } from "../use/use-template-form";
import { mapColumns, rowToStartInput, type ColumnTarget, type SharedSettings } from "./bulk-rows";
import { readSpreadsheet, SPREADSHEET_ACCEPT, type SheetTable } from "./read-spreadsheet";

const DETAIL_WORDS = { name: "name", email: "email", phoneE164: "mobile number" } as const;

interface CheckedRow {
  /** The row's number in the file, counting the header row as 1 (as a spreadsheet shows it). */
  line: number;
  problems: string[];
}

/** Loads the latest published version, then the upload, the check and the send. */
export function BulkSendForm({ template }: { template: UsableTemplate }) {
  const trpc = useTRPC();
  const version = useQuery(trpc.templates.version.queryOptions({ id: template.id, number: template.latestVersion }));
  if (version.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading the template…
      </p>
    );
  if (version.isError) return <QueryError error={version.error} onRetry={() => void version.refetch()} />;
  return <BulkSendSteps template={template} definition={version.data.definition} />;
}

function BulkSendSteps({ template, definition }: { template: UsableTemplate; definition: TemplateDefinition }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const organization = useQuery(trpc.organization.get.queryOptions());
  const send = useMutation(trpc.bulkSends.create.mutationOptions());
  const [shared, setShared] = useState<SharedSettings>(() => ({
    delivery: "EMAIL",
    sms: false,
    subject: template.name,
    message: "",
    expiresOn: dayAfter(new Date(), DEFAULT_EXPIRY_DAYS),
  }));
  const [table, setTable] = useState<SheetTable | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [serverProblems, setServerProblems] = useState<string[]>([]);

  const roles = useMemo(() => rolesInOrder(definition), [definition]);
  const smsAllowed = organization.data !== undefined && PLAN_LIMITS[organization.data.plan].smsSigning;
  const region = organizationRegion(organization.data);
  const mapping = table ? mapColumns(table.headers, definition, shared.delivery, shared.sms && smsAllowed) : null;
  const settings = { ...shared, sms: shared.sms && smsAllowed };
  const requests = table && mapping ? table.rows.map((row) => rowToStartInput(row, mapping, definition, settings, region)) : [];

  const targetWords = (target: ColumnTarget) =>
    target.kind === "input"
      ? (definition.inputSchema.find((entry) => entry.key === target.key)?.label ?? target.key)
      : `${roles.find((role) => role.key === target.roleKey)?.label ?? target.roleKey} ${DETAIL_WORDS[target.detail]}`;
  /** A problem's field in the words of the file's columns ("Tenant email"). */
  const labelOf = (target: ProblemTarget) => {
    const [root, ...rest] = target.split(".");
    if (root === "data") return definition.inputSchema.find((entry) => entry.key === rest.join("."))?.label ?? target;
    if (root === "signers") return `${roles.find((role) => role.key === rest[0])?.label ?? ""} ${DETAIL_WORDS[rest[1] as keyof typeof DETAIL_WORDS] ?? ""}`.trim();
    if (root === "expiresAt") return "Signing deadline";
    if (root === "subject") return "Subject";
    return "";
  };

  function change(changes: Partial<SharedSettings>) {
    setShared((previous) => ({ ...previous, ...changes }));
    setChecked(null);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChecked(null);
    setServerProblems([]);
    setFileProblem(null);
    setTable(null);
    if (!file) return;
    try {
      const read = await readSpreadsheet(file, region.numberLocale);
      if (read.rows.length === 0) setFileProblem("The file has no rows below its header row.");
      else if (read.rows.length > MAX_BULK_SEND_ROWS) setFileProblem(`The file has ${read.rows.length} rows; one bulk send takes at most ${MAX_BULK_SEND_ROWS}. Split it into several files.`);
      else setTable(read);
    } catch {
      setFileProblem("This file could not be read. Choose a CSV file or an Excel workbook (.xlsx).");
    }
  }

  async function check() {
    setServerProblems([]);
    try {
      const answer = await send.mutateAsync({ id: template.id, rows: requests, dryRun: true, expectedTemplateVersion: template.latestVersion });
      if (!("rows" in answer)) return;
      setChecked(
        answer.rows.map((row) => {
          const placed = placeSentences(row.errors, definition, requests[row.index]!, labelOf);
          return { line: row.index + 2, problems: [...placed.fields.values(), ...placed.form] };
        }),
      );
    } catch (error) {
      setServerProblems(serverErrorMessages(error));
    }
  }

  async function start() {
    setServerProblems([]);
    try {
      const answer = await send.mutateAsync({ id: template.id, rows: requests, expectedTemplateVersion: template.latestVersion });
      if (!("id" in answer)) return;
      void queryClient.invalidateQueries({ queryKey: trpc.bulkSends.list.queryKey() });
      router.push(`/bulk-sends/${answer.id}`);
    } catch (error) {
      setServerProblems(serverErrorMessages(error));
    }
  }

  const deliveryChoices: Choice<SharedSettings["delivery"]>[] = [
    { value: "EMAIL", title: "Send by email", description: "Each signer gets a link by email when it is their turn." },
    { value: "KIOSK", title: "Sign in person (kiosk)", description: "Signers sign on a device you hand over; nobody is emailed." },
  ];
  const wrongRows = checked?.filter((row) => row.problems.length > 0) ?? [];

  return (
    <div className="space-y-6">
      {serverProblems.length > 0 && <ServerErrorAlert messages={serverProblems} />}
      <Card className="p-4 sm:p-6">
        <CardHeader title="1. How every row is sent" />
        <div className="space-y-4">
          <ChoiceCards name="bulk-delivery" legend="Choose how the signers sign" choices={deliveryChoices} value={shared.delivery} onChange={(delivery) => change({ delivery })} />
          <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" checked={shared.sms && smsAllowed} disabled={!smsAllowed} onChange={(event) => change({ sms: event.target.checked })} className="h-4 w-4 accent-indigo-600" />
            Ask for an SMS code {smsAllowed ? "" : "(needs the Pro or Enterprise plan)"}
          </label>
          <div className="grid gap-4 md:grid-cols-2">
            <Field id="bulk-subject" label="Subject">
              <Input id="bulk-subject" value={shared.subject} onChange={(event) => change({ subject: event.target.value })} />
            </Field>
            <Field id="bulk-expires" label="Signing deadline" help="The last day signers can sign.">
              <Input id="bulk-expires" type="date" value={shared.expiresOn} onChange={(event) => change({ expiresOn: event.target.value })} />
            </Field>
          </div>
        </div>
      </Card>

      <Card className="p-4 sm:p-6">
        <CardHeader
          title="2. Choose the file"
          description={`A CSV file or an Excel workbook (.xlsx), one signing per row, up to ${MAX_BULK_SEND_ROWS}. The first row names the columns, for example ${exampleHeaders(definition)}.`}
        />
        <Field id="bulk-file" label="Spreadsheet" error={fileProblem ?? undefined}>
          <input id="bulk-file" type="file" accept={SPREADSHEET_ACCEPT} onChange={(event) => void choose(event)} className="block text-sm" />
        </Field>
        {table && mapping && (
          <div className="mt-4 space-y-3 text-sm">
            <p>
              {table.rows.length === 1 ? "1 row" : `${table.rows.length} rows`} read. The columns are used like this:
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {table.headers.map((header) => {
                const target = mapping.columns.get(header);
                return (
                  <li key={header}>
                    “{header}”: {target ? targetWords(target) : <span className="text-slate-600">not used</span>}
                  </li>
                );
              })}
            </ul>
            {mapping.missing.length > 0 && (
              <Alert tone="error">
                <p>No column gives: {mapping.missing.join(", ")}. Name a column after each (for example “{mapping.missing[0]}”) and choose the file again.</p>
              </Alert>
            )}
          </div>
        )}
      </Card>

      {table && mapping && mapping.missing.length === 0 && (
        <Card className="p-4 sm:p-6">
          <CardHeader title="3. Check and send" description="Every row is checked first; nothing is sent until you say so." />
          <div className="space-y-4">
            <Button variant="secondary" disabled={send.isPending} onClick={() => void check()}>
              {send.isPending && !checked ? "Checking…" : "Check the rows"}
            </Button>
            {checked && wrongRows.length === 0 && <Alert tone="success">All {checked.length} rows are ready to send.</Alert>}
            {wrongRows.length > 0 && (
              <div className="space-y-2">
                <Alert tone="error">
                  {wrongRows.length === 1 ? "1 row needs" : `${wrongRows.length} rows need`} fixing in the file before it can be sent. Fix them and choose the file again.
                </Alert>
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr>
                      <th className="py-1 pr-4 font-medium">Row</th>
                      <th className="py-1 font-medium">What is wrong</th>
                    </tr>
                  </thead>
                  <tbody>
                    {wrongRows.map((row) => (
                      <tr key={row.line} className="border-t border-slate-200 align-top">
                        <td className="py-1 pr-4">{row.line}</td>
                        <td className="py-1">
                          <ul className="list-disc pl-5">
                            {row.problems.map((problem) => (
                              <li key={problem}>{problem}</li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {checked && wrongRows.length === 0 && (
              <Button disabled={send.isPending} onClick={() => void start()}>
                {send.isPending ? "Sending…" : `Send ${checked.length === 1 ? "1 signing" : `${checked.length} signings`}`}
              </Button>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}

/** Headers the file could have, for the hint: each role's name and email, and the first input. */
function exampleHeaders(definition: TemplateDefinition): string {
  const role = rolesInOrder(definition)[0];
  const headers = role ? [`${role.label} name`, `${role.label} email`] : [];
  const input = definition.inputSchema[0];
  if (input) headers.push(input.label);
  return headers.map((header) => `“${header}”`).join(", ");
}
