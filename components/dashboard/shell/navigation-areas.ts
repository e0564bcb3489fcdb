/** The product's areas in navigation order. */
export interface NavigationArea {
  label: string;
  href: string;
}

export const NAVIGATION_AREAS: readonly NavigationArea[] = [
  { label: "Overview", href: "/dashboard" },
  { label: "Documents", href: "/documents" },
  { label: "Templates", href: "/templates" },
  { label: "Online forms", href: "/online-forms" },
  { label: "Processes", href: "/processes" },
  { label: "My signatures", href: "/my-signatures" },
  { label: "Webhooks", href: "/webhooks" },
  { label: "Outbox", href: "/outbox" },
  { label: "API keys", href: "/api-keys" },
  { label: "Settings", href: "/settings" },
];

/** An area is current on its own page and on the pages below it (/api-keys/123). */
export function isCurrentArea(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
