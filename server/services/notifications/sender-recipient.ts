/**
 * The one place that decides who hears about a process's news, and whether they want to:
 *
 * - a process a dashboard user created: that user, while they are still a member of the
 *   process's organization and have not turned the kind off in Settings;
 * - a process created with an API key, or whose creator has left the organization: the
 *   organization's notification address, if one is set (it gets every kind);
 * - otherwise nobody.
 *
 * The email speaks the organization's default language: users have no language of their own.
 */
import { and, eq } from "drizzle-orm";
import type { SenderNotificationKind } from "@/lib/notifications/sender-notification-kinds";
import type { Db, Tx } from "../../db/client";
import { memberships, notificationPreferences, organizations, users, type SigningProcess } from "../../db/schema";

export interface SenderRecipient {
  email: string;
  /** Whom the greeting names: the user, or the organization for its address. */
  name: string;
  locale: string;
  organizationName: string;
  /** Which footer explains why this email came. */
  via: "creator" | "organizationAddress";
}

type ProcessCreator = Pick<SigningProcess, "organizationId" | "createdByUserId" | "createdByApiKeyId">;

export async function senderRecipient(db: Db | Tx, process: ProcessCreator, kind: SenderNotificationKind): Promise<SenderRecipient | null> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, process.organizationId));
  if (!org) return null;
  const about = { locale: org.defaultLanguage, organizationName: org.name };

  if (process.createdByApiKeyId === null) {
    const [creator] = await db
      .select({ email: users.email, name: users.name, preferences: notificationPreferences })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, process.organizationId)))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(eq(users.id, process.createdByUserId));
    // Note: a creator who turned the kind off is not replaced by the organization's address.
    if (creator) return creator.preferences?.[kind] === false ? null : { ...about, email: creator.email, name: creator.name, via: "creator" };
  }
  return org.notificationEmail ? { ...about, email: org.notificationEmail, name: org.name, via: "organizationAddress" } : null;
}
