import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";

/** An unknown webhook, or one of another organization: the same answer for both. */
export default function WebhookNotFound() {
  return (
    <>
      <PageHeader title="Webhook not found" description="There is no webhook at this address in your organization. It may have been deleted." />
      <Link href="/webhooks" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
        Back to all webhooks
      </Link>
    </>
  );
}
