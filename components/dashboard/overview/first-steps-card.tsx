import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";

interface Step {
  title: string;
  text: string;
  href: string;
  action: string;
  done: boolean;
}

/** What a new organization does first, in order, instead of a row of zeros. */
export function FirstStepsCard({ hasDocuments, hasTemplates, canSend }: { hasDocuments: boolean; hasTemplates: boolean; canSend: boolean }) {
  if (!canSend) {
    return (
      <Card aria-label="First steps" className="p-4 sm:p-6">
        <CardHeader title="First steps" description="You have not sent anything yet." />
        <p className="text-sm text-slate-700">
          Members send documents from the templates their administrators publish.{" "}
          <Link href="/templates" className="font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
            Start from a template
          </Link>
        </p>
      </Card>
    );
  }
  const steps: Step[] = [
    {
      title: "Upload a PDF",
      text: "The contract, form or letter to be signed. Signet checks it and prepares a preview of every page.",
      href: "#send-a-document",
      action: "Upload a document",
      done: hasDocuments,
    },
    {
      title: "Send it for signing",
      text: "Place the fields, add the signers in order, and choose how they are reached: by email, at a kiosk, or yourself.",
      href: "/processes/new",
      action: "Start a signing",
      done: false,
    },
    {
      title: "Save what you send often as a template",
      text: "Templates keep the fields and roles, so the next signing takes a minute.",
      href: "/templates",
      action: "Open templates",
      done: hasTemplates,
    },
    {
      title: "Connect your own software",
      text: "An API key lets your systems send documents and follow them.",
      href: "/api-keys",
      action: "Manage API keys",
      done: false,
    },
  ];
  return (
    <Card aria-label="First steps" className="p-4 sm:p-6">
      <CardHeader title="First steps" description="Nothing has been sent yet. Here is how to get your first document signed." />
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                {step.title}
                {step.done && <Badge tone="success">Done</Badge>}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{step.text}</p>
              {!step.done && (
                <Link href={step.href} className="mt-1 inline-block text-sm font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2">
                  {step.action}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
