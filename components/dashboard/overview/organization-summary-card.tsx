import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { languageName, PLAN_NAMES } from "../organization-labels";

export function OrganizationSummaryCard({ organization }: { organization: OrganizationRecord }) {
  return (
    <Card>
      <CardHeader
        title="Organization"
        actions={
          <Link href="/settings" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
            Change settings
          </Link>
        }
      />
      <dl className="grid gap-4 sm:grid-cols-2">
        <SummaryItem term="Name">{organization.name}</SummaryItem>
        <SummaryItem term="Plan">{PLAN_NAMES[organization.plan]}</SummaryItem>
        <SummaryItem term="Default language">{languageName(organization.defaultLanguage)}</SummaryItem>
        <SummaryItem term="Status">
          {organization.readOnly ? <Badge tone="warning">Read-only</Badge> : <Badge tone="success">Active</Badge>}
        </SummaryItem>
      </dl>
    </Card>
  );
}

function SummaryItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}
