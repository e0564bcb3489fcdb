import type { SigningScreen } from "@/components/signing/signing-screen";

/** The messages the embedded page posts to its host (docs/embedding.md). */
export const EMBED_EVENT_TYPES = ["signet:ready", "signet:signed", "signet:declined", "signet:error"] as const;
export type EmbedEventType = (typeof EMBED_EVENT_TYPES)[number];

/**
 * The events a newly shown screen means, given those already sent (each is sent once): ready
 * when the signer's page first shows anything; signed or declined when the signer's part ends
 * so; error when the page cannot load or the signer cannot act (the process ended otherwise).
 */
export function embedEventsFor(screen: SigningScreen | "invalid-link" | "failed", sent: ReadonlySet<EmbedEventType>): EmbedEventType[] {
  const events: EmbedEventType[] = [];
  const add = (type: EmbedEventType) => {
    if (!sent.has(type) && !events.includes(type)) events.push(type);
  };
  if (screen === "invalid-link" || screen === "failed") {
    add("signet:error");
    return events;
  }
  add("signet:ready");
  if (screen === "signed" || screen === "sealing" || screen === "completed") add("signet:signed");
  else if (screen === "declined-by-you") add("signet:declined");
  else if (screen === "declined" || screen === "voided" || screen === "expired" || screen === "unsupported") add("signet:error");
  return events;
}
