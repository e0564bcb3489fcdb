import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";

/** An unknown process, or one the reader may not see: the same answer for both. */
export default function ProcessNotFound() {
  return (
    <>
      <PageHeader title="Process not found" description="There is no signing process at this address that you can see. It may have been a mistyped link." />
      <Link href="/processes" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
        Back to all processes
      </Link>
    </>
  );
}
