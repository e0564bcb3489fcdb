import Link from "next/link";
import type { OverviewCounts } from "@/server/services/overview/overview-counts";

interface Tile {
  key: keyof Omit<OverviewCounts, "total">;
  label: string;
  note: string;
  href: string;
  /** Shown in a warning colour when above zero: it waits for someone in the organization. */
  urgent?: boolean;
}

const TILES: Tile[] = [
  { key: "waitingForOthers", label: "Waiting for others", note: "Someone else’s turn to sign", href: "/processes?status=SENT,IN_PROGRESS" },
  { key: "waitingForMe", label: "Waiting for me", note: "Your turn to sign", href: "/my-signatures", urgent: true },
  { key: "completedThisMonth", label: "Completed this month", note: "Since the 1st (UTC)", href: "/processes?status=COMPLETED" },
  { key: "failedFinalizations", label: "Failed to finish", note: "Signed, but not sealed", href: "#needs-attention", urgent: true },
];

/** The four counts, each a link to the list it counts. */
export function CountTiles({ counts }: { counts: OverviewCounts }) {
  return (
    <ul aria-label="Your work at a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TILES.map((tile) => {
        const value = counts[tile.key];
        const alert = tile.urgent && value > 0;
        return (
          <li key={tile.key} className="min-w-0">
            <Link
              href={tile.href}
              className={`flex h-full flex-col rounded-lg border bg-white p-4 shadow-sm transition-colors hover:border-indigo-400 ${
                alert ? "border-amber-400" : "border-slate-200"
              }`}
            >
              <span className={`text-3xl font-semibold tabular-nums ${alert ? "text-amber-800" : "text-slate-900"}`}>{value}</span>
              <span className="mt-1 text-sm font-medium text-slate-900">{tile.label}</span>
              <span className="text-xs text-slate-600">{tile.note}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
