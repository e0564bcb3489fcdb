import { randomBytes } from "node:crypto";
import { z } from "zod";
import { emailSchema, languageSchema, organizationNameSchema, passwordSchema, planSchema } from "@/lib/schemas/organizations";
import type { Db, Tx } from "../../db/client";
import { organizations } from "../../db/schema";
import { createApiKey } from "../api-keys/create-api-key";
import { createUser } from "../users/create-user";

export const bootstrapOrganizationSchema = z.object({
  organizationName: organizationNameSchema,
  plan: planSchema.default("FREE"),
  ownerName: z.string().trim().min(1).max(200).optional(),
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  defaultLanguage: languageSchema.default("en"),
  withApiKey: z.boolean().default(false),
});
export type BootstrapOrganizationInput = z.output<typeof bootstrapOrganizationSchema>;

export const bootstrappedOrganizationSchema = z.object({
  organizationId: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  password: z.string(),
  apiKey: z.string().nullable(),
});
export type BootstrappedOrganization = z.output<typeof bootstrappedOrganizationSchema>;

/**
 * Creates an organization with its OWNER and, when asked, an ADMIN API key, all or nothing.
 * Missing credentials are generated (the password is returned once, for the operator).
 */
export async function bootstrapOrganization(db: Db | Tx, input: BootstrapOrganizationInput): Promise<BootstrappedOrganization> {
  const email = input.email ?? `owner-${randomBytes(4).toString("hex")}@signet.local`;
  const password = input.password ?? randomBytes(18).toString("base64url");

  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: input.organizationName, plan: input.plan, defaultLanguage: input.defaultLanguage })
      .returning({ id: organizations.id });
    const organizationId = org!.id;
    const { userId } = await createUser(tx, { organizationId, email, name: input.ownerName, password, role: "OWNER" });
    const apiKey = input.withApiKey
      ? (
          await createApiKey(
            { db: tx, organizationId, actor: { kind: "SYSTEM", id: null, name: "bootstrap" } },
            { name: "Bootstrap key", role: "ADMIN", createdByUserId: userId },
          )
        ).apiKey
      : null;
    return { organizationId, userId, email, password, apiKey };
  });
}
