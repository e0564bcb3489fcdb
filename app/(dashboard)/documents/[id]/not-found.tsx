import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";

/** An unknown document, or one of another organization: the same answer for both. */
export default function DocumentNotFound() {
  return (
    <>
      <PageHeader title="Document not found" description="There is no document at this address in your organization. It may have been a mistyped link." />
      <Link href="/documents" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
        Back to all documents
      </Link>
    </>
  );
}
