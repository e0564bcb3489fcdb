import Link from "next/link";
import { Card, CardHeader } from "@/components/ui/card";
import type { QuotaFigure, QuotaUse } from "@/server/services/overview/quota-use";
import { formatBytes } from "../documents/format-bytes";
import { PLAN_NAMES } from "../organization-labels";

const NUMBER = new Intl.NumberFormat();

function UsageBar({ id, label, figure, format }: { id: string; label: string; figure: QuotaFigure; format: (value: number) => string }) {
  const percent = figure.limit > 0 ? Math.min(100, (figure.used / figure.limit) * 100) : 100;
  const text = `${format(figure.used)} of ${format(figure.limit)}`;
  const full = percent >= 100;
  const high = percent >= 80;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={id} className="text-sm font-medium text-slate-900">
          {label}
        </span>
        <span className="text-sm tabular-nums text-slate-700">{text}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={figure.limit}
        aria-valuenow={Math.min(figure.used, figure.limit)}
        aria-valuetext={full ? `${text}, the limit is reached` : text}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${full ? "bg-red-600" : high ? "bg-amber-500" : "bg-indigo-600"}`} style={{ width: `${percent}%` }} />
      </div>
      {full && <p className="mt-1 text-xs text-red-800">The limit is reached: nothing more can be added until some is freed or the plan changes.</p>}
    </div>
  );
}

/** What the plan allows and how much of it is used, as the quota checks count it. */
export function PlanUseCard({ quota }: { quota: QuotaUse }) {
  return (
    <Card aria-label={`${PLAN_NAMES[quota.plan]} plan`} className="p-4 sm:p-6">
      <CardHeader
        title={`${PLAN_NAMES[quota.plan]} plan`}
        description="What your organization uses of its plan. Processes count from the 1st of the month (UTC)."
      />
      <div className="space-y-4">
        <UsageBar id="quota-storage" label="Storage" figure={quota.storageBytes} format={formatBytes} />
        <UsageBar id="quota-processes" label="Signing processes this month" figure={quota.signingProcessesPerMonth} format={(value) => NUMBER.format(value)} />
        <UsageBar id="quota-templates" label="Templates" figure={quota.templates} format={(value) => NUMBER.format(value)} />
      </div>
      <p className="mt-4 text-xs text-slate-600">
        Storage counts every document, including signed copies.{" "}
        <Link href="/settings" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
          Organization settings
        </Link>
      </p>
    </Card>
  );
}
