"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, intro, onDone, doneLabel }: { codes: string[]; intro: string; onDone: () => void; doneLabel: string }) {
  return (
    <div className="space-y-3">
      <Alert tone="success">
        {intro} Save these ten recovery codes somewhere safe, such as a password manager: each signs you in once if you lose your phone. They are shown
        only now.
      </Alert>
      <ul aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-slate-100 p-3 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}>
          Copy codes
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </div>
  );
}
