import type { ChainStatus } from "@/server/services/audit/audit-chain";
import { cn } from "@/lib/cn";

/**
 * Whether the audit trail's hash chain holds, recomputed by the server on this read. Said in
 * words with a mark, so that it does not rest on green or red.
 */
export function ChainBadge({ chain }: { chain: ChainStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
        chain.valid ? "bg-green-50 text-green-800 ring-green-600/30" : "bg-red-50 text-red-800 ring-red-600/40",
      )}
    >
      <span aria-hidden="true">{chain.valid ? "✓" : "✗"}</span>
      {chain.valid ? "Chain verified" : chain.truncated ? "Events missing" : "Chain broken"}
    </span>
  );
}
