/** A public link row as the API shows it (lib/schemas/public-links.ts, publicLinkRecordSchema). */
import type { PublicLinkPolicy, PublicLinkRecord, PublicLinkState } from "@/lib/schemas/public-links";
import { openLinkToken } from "../../crypto/link-token";
import type { PublicLinkRow } from "../../db/schema";
import { env } from "../../env";

/** The sealing purpose of a public link's code (server/crypto/link-token.ts). */
export const PUBLIC_LINK_PURPOSE = "public-link";

/** Whether the link starts signings now: the first reason it does not, in a fixed order. */
export function publicLinkState(link: Pick<PublicLinkRow, "enabled" | "expiresAt" | "maxUses" | "uses">, now = Date.now()): PublicLinkState {
  if (!link.enabled) return "DISABLED";
  if (link.expiresAt && link.expiresAt.getTime() <= now) return "EXPIRED";
  if (link.maxUses !== null && link.uses >= link.maxUses) return "USED_UP";
  return "ACTIVE";
}

export function publicLinkUrl(code: string): string {
  return `${env().APP_URL}/p/${code}`;
}

export function toPublicLinkRecord(link: PublicLinkRow, templateName: string): PublicLinkRecord {
  return {
    id: link.id,
    templateId: link.templateId,
    templateName,
    label: link.label,
    url: publicLinkUrl(openLinkToken(link.codeEncrypted, PUBLIC_LINK_PURPOSE)),
    policy: link.policy as PublicLinkPolicy,
    signers: link.signers,
    signingDays: link.signingDays,
    enabled: link.enabled,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    maxUses: link.maxUses,
    uses: link.uses,
    state: publicLinkState(link),
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}
