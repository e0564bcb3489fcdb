import Link from "next/link";
import { cn } from "@/lib/cn";
import { isCurrentArea, NAVIGATION_AREAS } from "./navigation-areas";

const ITEM = "flex min-h-10 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm";

/** The list of areas, shared by the desktop sidebar and the phone menu. */
export function NavigationList({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {NAVIGATION_AREAS.map((area) => {
        const current = isCurrentArea(area.href, pathname);
        return (
          <li key={area.label}>
            <Link
              href={area.href}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                ITEM,
                "font-medium",
                current
                  ? "border-l-4 border-indigo-600 bg-indigo-50 pl-2 text-indigo-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              {area.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
