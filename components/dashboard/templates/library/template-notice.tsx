"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { TemplateNotice } from "./use-template-actions";

export const TEMPLATE_NOTICE_ID = "template-notice";

/** What the last action did, beside the template it concerns (or above the list). */
export function TemplateNoticeAlert({ notice, onDismiss }: { notice: TemplateNotice; onDismiss: () => void }) {
  // Note: the list may reorder after an action (it is sorted by last change); the notice is
  // brought into view wherever its template went.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: "nearest" });
  }, [notice]);
  return (
    // Focusable from code: after a delete the row that had focus is gone, and focus comes here.
    <div ref={box} id={TEMPLATE_NOTICE_ID} tabIndex={-1}>
      <Alert tone={notice.tone}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <p className="font-medium">{notice.title}</p>
            {notice.messages.length === 1 && <p>{notice.messages[0]}</p>}
            {notice.messages.length > 1 && (
              <ul className="list-disc space-y-1 pl-5">
                {notice.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            {notice.fixHref && (
              <p>
                <Link href={notice.fixHref} className="font-medium underline underline-offset-2">
                  Open the editor to fix it
                </Link>
              </p>
            )}
          </div>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      </Alert>
    </div>
  );
}
