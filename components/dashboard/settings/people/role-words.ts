import type { MemberRole } from "@/lib/schemas/members";

/** The roles in words: what each may do, for the People settings and the invitation page. */
export const ROLE_WORDS: Record<MemberRole, { label: string; withArticle: string; help: string }> = {
  OWNER: { label: "Owner", withArticle: "an owner", help: "Everything an admin can do, and making or changing owners." },
  ADMIN: { label: "Admin", withArticle: "an administrator", help: "Sees every process, manages people, API keys, webhooks and settings." },
  MEMBER: { label: "Member", withArticle: "a member", help: "Sends documents and sees their own processes." },
};
