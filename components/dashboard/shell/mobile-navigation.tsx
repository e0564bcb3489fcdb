"use client";

import { usePathname } from "next/navigation";
import { useRef, useState, type KeyboardEvent } from "react";
import { NavigationList } from "./navigation-list";
import { SignOutButton } from "./sign-out-button";

const PANEL_ID = "mobile-navigation";

/**
 * The phone menu: a button in the header that opens the areas, the user and sign-out in a
 * panel below it. Escape closes it and returns focus to the button.
 */
export function MobileNavigation({ userName }: { userName: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div className="md:hidden" onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <MenuIcon open={open} />
        Menu
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-3.5rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg"
      >
        <nav aria-label="Main">
          <NavigationList pathname={pathname} onNavigate={() => setOpen(false)} />
        </nav>
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <p className="min-w-0 truncate text-sm text-slate-600">
            Signed in as <span className="font-medium text-slate-900">{userName}</span>
          </p>
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
    </svg>
  );
}
