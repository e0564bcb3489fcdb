import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./organizations";

/**
 * A user's authenticator app (server/services/two-factor/): the TOTP secret sealed with
 * SECRET_KEY. A row without `confirmedAt` is an enrolment waiting for its first code and asks
 * nothing at sign-in. `lastUsedStep` is the 30-second step of the last accepted code: a code is
 * accepted only for a later step, so an overheard code cannot be replayed.
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true, precision: 3 }),
  lastUsedStep: integer(),
  createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** The ten single-use recovery codes of a user, kept only as SHA-256 hashes (they are random, not chosen). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [index("two_factor_recovery_codes_user_idx").on(table.userId)],
);

/**
 * A browser that may skip the code step for 30 days: its cookie holds the row id and a random
 * token whose hash is kept here, so deleting the rows (2FA disabled, password changed) forgets it.
 */
export const rememberedDevices = pgTable(
  "remembered_devices",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("remembered_devices_user_idx").on(table.userId)],
);
