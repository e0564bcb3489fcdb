import { z } from "zod";
import { safeText } from "./text";

export const apiKeyRoleSchema = z.enum(["ADMIN", "MEMBER"]);

export const createApiKeySchema = z.object({
  name: safeText().trim().min(1).max(100),
  role: apiKeyRoleSchema,
  expiresAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) > Date.now(), "must be in the future")
    .nullish(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyIdSchema = z.object({ id: z.uuid() });

export const apiKeyStatusSchema = z.enum(["ACTIVE", "EXPIRED", "REVOKED"]);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;
