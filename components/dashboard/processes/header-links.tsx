import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const BASE = "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors";
const VARIANTS = {
  primary: "bg-indigo-600 text-white hover:bg-indigo-700",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
} as const;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({
  href,
  variant = "primary",
  external = false,
  className,
  children,
}: {
  href: string;
  variant?: keyof typeof VARIANTS;
  /** Pages outside the dashboard (signing, kiosk) load in full rather than through the router. */
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = cn(BASE, VARIANTS[variant], className);
  return external ? (
    <a href={href} className={classes}>
      {children}
    </a>
  ) : (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}

/** The links beside a page's heading, wrapping below it on a phone. */
export function HeaderActions({ children }: { children: ReactNode }) {
  return <div className="-mt-2 mb-6 flex flex-wrap gap-2">{children}</div>;
}
