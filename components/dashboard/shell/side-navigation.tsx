"use client";

import { usePathname } from "next/navigation";
import { NavigationList } from "./navigation-list";

/** The desktop sidebar; phones get MobileNavigation instead. */
export function SideNavigation() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="p-4">
      <NavigationList pathname={pathname} />
    </nav>
  );
}
