import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./organizations";
import { signers, signingProcesses } from "./signing";

/**
 * A kiosk session (server/services/kiosk/kiosk-session.ts): the staff PIN that locks the kiosk
 * of one KIOSK process between signers, kept on the server so that a reload or a new tab finds
 * the kiosk locked. One row per process; starting again after the end replaces it.
 */
export const kioskSessions = pgTable("kiosk_sessions", {
  signingProcessId: uuid()
    .primaryKey()
    .references(() => signingProcesses.id, { onDelete: "cascade" }),
  startedByUserId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  // Argon2id of the PIN; the PIN itself is never stored.
  pinHash: text().notNull(),
  // The signer staff released the device to with the PIN; any other signer's page stays locked.
  unlockedSignerId: uuid().references(() => signers.id, { onDelete: "set null" }),
  // Wrong PINs since the last right one; from the fifth on, each starts a doubling wait.
  failedAttempts: integer().notNull().default(0),
  blockedUntil: timestamp({ withTimezone: true, precision: 3 }),
  startedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  endedAt: timestamp({ withTimezone: true, precision: 3 }),
});

export type KioskSession = typeof kioskSessions.$inferSelect;
