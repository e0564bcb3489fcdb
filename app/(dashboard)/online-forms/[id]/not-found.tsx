import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";

/** An unknown form, or one the reader may not see: the same answer for both. */
export default function OnlineFormNotFound() {
  return (
    <>
      <PageHeader title="Form not found" description="There is no form at this address that you can see. It may have been a mistyped link." />
      <Link href="/online-forms" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
        Back to all online forms
      </Link>
    </>
  );
}
