"use client";

import type { ReactElement } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

/**
 * Says, on hover and on keyboard focus, why a button does nothing; with no reason it is the
 * button alone. Note: components/ui Button stays focusable when disabled, so keyboard users
 * reach the hint too, and Radix ties it to the button with aria-describedby while shown.
 */
export function WhyDisabled({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}
