import Link from "next/link";
import type { ReactNode } from "react";
import { MobileNavigation } from "./mobile-navigation";
import { SideNavigation } from "./side-navigation";
import { SignOutButton } from "./sign-out-button";

/**
 * The dashboard frame: a header with the product, organization and user; the areas in a
 * sidebar on desktop and in a collapsible menu on phones; the page in <main>.
 */
export function AppShell({
  organizationName,
  userName,
  children,
}: {
  organizationName: string;
  userName: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center justify-between gap-3 px-4 md:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <Link href="/dashboard" className="shrink-0 text-lg font-bold tracking-tight text-indigo-700">
              Signet
            </Link>
            <span aria-hidden="true" className="text-slate-300">
              /
            </span>
            <span className="truncate text-sm font-medium text-slate-700" title={organizationName}>
              <span className="sr-only">Organization: </span>
              {organizationName}
            </span>
          </div>
          <div className="hidden shrink-0 items-center gap-3 md:flex">
            <span className="text-sm text-slate-600">
              <span className="sr-only">Signed in as </span>
              {userName}
            </span>
            <SignOutButton />
          </div>
          <MobileNavigation userName={userName} />
        </div>
      </header>
      <div className="md:flex md:min-h-[calc(100vh-3.5rem)]">
        {/* The aside stretches to the page's height for its border; the list inside stays in view. */}
        <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white md:block">
          <div className="sticky top-14 max-h-[calc(100vh-3.5rem)] overflow-y-auto">
            <SideNavigation />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8">
          <div className="mx-auto max-w-5xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
