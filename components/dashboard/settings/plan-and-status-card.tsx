import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import type { OrganizationRecord } from "@/server/services/organizations/organization-record";
import { PLAN_NAMES } from "../organization-labels";

/** Plan and read-only state are the installation operator's to change (Settings, "This installation"), so here they are shown. */
export function PlanAndStatusCard({ organization }: { organization: OrganizationRecord }) {
  return (
    <Card>
      <CardHeader title="Plan and status" description="Set by the operator of this Signet installation, the owner of its first organization, in Settings under “This installation”." />
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Plan</dt>
          <dd className="mt-1 text-slate-900">{PLAN_NAMES[organization.plan]}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Read-only</dt>
          <dd className="mt-1 space-y-1 text-slate-900">
            {organization.readOnly ? (
              <>
                <Badge tone="warning">Yes, read-only</Badge>
                <p className="text-slate-600">Reading works, but every change and new signing is refused.</p>
              </>
            ) : (
              <>
                <Badge tone="success">No</Badge>
                <p className="text-slate-600">Everything works as usual.</p>
              </>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
