/**
 * Public links to a template (docs/templates.md, "Public links"; docs/api.md): what an admin
 * sends to make or change one, what the record says, and what the visitor's page sends.
 */
import { z } from "zod";
import { paginationSchema } from "../pagination";
import { localeSchema } from "./locale";
import { phoneE164Schema } from "./signing-processes";
import { safeText } from "./text";

/** The start policies a visitor can sign under: the process's emails reach them and later roles. */
export const PUBLIC_LINK_POLICIES = ["EMAIL_SES_LINK_ONLY", "EMAIL_AES_OTP"] as const;
export type PublicLinkPolicy = (typeof PUBLIC_LINK_POLICIES)[number];

/** What the record says about whether the link starts signings now, in the order it is checked. */
export const PUBLIC_LINK_STATES = ["ACTIVE", "DISABLED", "EXPIRED", "USED_UP"] as const;
export type PublicLinkState = (typeof PUBLIC_LINK_STATES)[number];

/** A public link's code, the last part of its address: 43 base64url characters (256 random bits). */
export const publicLinkTokenSchema = z.object({ token: z.string().max(100) });
export const publicLinkIdSchema = z.object({ id: z.uuid() });

const future = z.iso.datetime({ offset: true }).refine((value) => Date.parse(value) > Date.now(), "must be in the future");
const maxUses = z.number().int().min(1).max(1_000_000);
const label = safeText().trim().min(1).max(200);

export const publicLinkSignerSchema = z.object({
  roleKey: safeText().trim().min(1).max(50),
  name: safeText().trim().min(1).max(200),
  email: z.email().max(254),
  phoneE164: phoneE164Schema.optional(),
  locale: localeSchema.optional(),
});

export const createPublicLinkSchema = z.object({
  /** Shown in the dashboard only; the template's name when left out. */
  label: label.optional(),
  policy: z.enum(PUBLIC_LINK_POLICIES).default("EMAIL_SES_LINK_ONLY"),
  /** One signer for every role after the first; none for a one-role template. */
  signers: z.array(publicLinkSignerSchema).max(19).default([]),
  /** Days each started signing stays open. */
  signingDays: z.number().int().min(1).max(365).default(30),
  expiresAt: future.optional(),
  maxUses: maxUses.optional(),
  enabled: z.boolean().default(true),
});
export type CreatePublicLinkInput = z.output<typeof createPublicLinkSchema>;

/** Each key named is changed; null clears expiresAt or maxUses. */
export const updatePublicLinkSchema = z
  .object({
    label: label.optional(),
    enabled: z.boolean().optional(),
    expiresAt: future.nullable().optional(),
    maxUses: maxUses.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "name at least one of label, enabled, expiresAt, maxUses");
export type UpdatePublicLinkInput = z.output<typeof updatePublicLinkSchema>;

export const listPublicLinksSchema = paginationSchema.extend({ templateId: z.uuid().optional() });

export const publicLinkRecordSchema = z.object({
  id: z.uuid(),
  templateId: z.uuid(),
  templateName: z.string(),
  label: z.string(),
  /** `${APP_URL}/p/<code>`: the same address for the link's whole life. */
  url: z.string(),
  policy: z.enum(PUBLIC_LINK_POLICIES),
  signers: z.array(publicLinkSignerSchema),
  signingDays: z.number().int(),
  enabled: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  state: z.enum(PUBLIC_LINK_STATES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PublicLinkRecord = z.output<typeof publicLinkRecordSchema>;

/** What the public page shows before the visitor types anything. */
export const publicLinkViewSchema = z.object({
  templateName: z.string(),
  organizationName: z.string(),
  /** The signing needs a mobile number for its text-message code (policy EMAIL_AES_OTP). */
  needsPhone: z.boolean(),
});
export type PublicLinkView = z.output<typeof publicLinkViewSchema>;

export const publicLinkVisitorSchema = z.object({
  name: safeText().trim().min(1).max(200),
  email: z.email().max(254),
  phoneE164: phoneE164Schema.optional(),
  locale: localeSchema.optional(),
});
export type PublicLinkVisitor = z.output<typeof publicLinkVisitorSchema>;

export const publicLinkCodeSentSchema = z.object({
  confirmationId: z.uuid(),
  /** The address the code went to, as the visitor typed it. */
  sentTo: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const publicLinkStartSchema = z.object({
  confirmationId: z.uuid(),
  code: z.string().trim().regex(/^\d{6}$/, "must be the six digits from the email"),
});

export const publicLinkStartedSchema = z.object({
  /** The new process's signing page for the visitor: `${APP_URL}/sign/<token>`. */
  signingUrl: z.string(),
});
