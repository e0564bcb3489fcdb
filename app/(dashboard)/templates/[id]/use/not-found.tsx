import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";

/** An unknown template, or another organization's: the same answer for both. */
export default function TemplateNotFound() {
  return (
    <>
      <PageHeader
        title="Template not found"
        description="There is no template at this address that you can see. It may have been deleted, or the link was mistyped."
      />
      <Link href="/templates" className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
        Back to all templates
      </Link>
    </>
  );
}
