import { z } from "zod";
import { emailSchema } from "./organizations";
import { safeText } from "./text";

/** An email domain as people type it after the "@": lower-cased, at least one dot. */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(z.string().max(253).regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "is not an email domain like example.com"));

/** A claim name of an ID token: letters, digits and the punctuation providers use in them. */
const claimNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_:./-]+$/, "is not a claim name like groups or roles");

export const ssoIssuerSchema = z
  .url({ protocol: /^https?$/, error: "must be an http(s) address like https://login.example.com/realms/acme" })
  .max(500);

/** Settings, "Single sign-on": the connection as the owner saves it. */
export const saveSsoConnectionSchema = z.object({
  issuer: ssoIssuerSchema,
  clientId: safeText().trim().min(1).max(500),
  // Omitted when the stored secret stays; needed the first time.
  clientSecret: safeText().min(1).max(2000).optional(),
  emailDomains: z.array(emailDomainSchema).max(20).default([]),
  defaultRole: z.enum(["ADMIN", "MEMBER"]).default("MEMBER"),
  roleClaim: claimNameSchema.nullable().default(null),
  adminClaimValues: z.array(safeText().trim().min(1).max(200)).max(20).default([]),
  requireSso: z.boolean().default(false),
});
export type SaveSsoConnectionInput = z.input<typeof saveSsoConnectionSchema>;

/** The sign-in page: which single sign-on an address uses, if any. */
export const ssoDiscoverySchema = z.object({ email: emailSchema });

/** A list typed as one line, separated by commas or spaces ("acme.com, acme.de"). */
function typedList<T extends z.ZodType<unknown, string>>(item: T, max: number) {
  return z
    .string()
    .transform((line) => line.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(item).max(max));
}

/** The Settings form of the same input: lists typed as lines, an empty claim for none. */
export const ssoConnectionFormSchema = saveSsoConnectionSchema.extend({
  clientSecret: z
    .string()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(saveSsoConnectionSchema.shape.clientSecret),
  emailDomains: typedList(emailDomainSchema, 20),
  roleClaim: z
    .string()
    .transform((value) => (value.trim() === "" ? null : value))
    .pipe(claimNameSchema.nullable()),
  adminClaimValues: typedList(safeText().trim().min(1).max(200), 20),
});
export type SsoConnectionFormInput = z.input<typeof ssoConnectionFormSchema>;
