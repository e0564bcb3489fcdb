/** The kiosk's inputs (docs/signing-page.md, "Kiosk"): which process, and the PIN staff choose or enter. */
import { z } from "zod";

export const KIOSK_PIN_PATTERN = /^\d{4,8}$/;
export const kioskPinSchema = z.string().regex(KIOSK_PIN_PATTERN, "The PIN is 4 to 8 digits");

// Note: the id's shape is checked where the process is loaded, as for ids from a page's URL.
export const kioskProcessSchema = z.object({ processId: z.string() });
/** A new PIN; while a session runs, the user's own password too (the PIN was forgotten). */
export const kioskStartSchema = kioskProcessSchema.extend({ pin: kioskPinSchema, password: z.string().max(1000).optional() });
// A PIN being checked is not validated beyond its length: a wrong one is counted like any other.
export const kioskPinEntrySchema = kioskProcessSchema.extend({ pin: z.string().max(64) });
