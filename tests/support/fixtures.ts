/** Seeds through the real services, as an operator would with the CLI. */
import type { Db } from "@/server/db/client";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import type { ServiceContext } from "@/server/services/context";
import { bootstrapOrganization } from "@/server/services/organizations/bootstrap-organization";
import { configureOrganization } from "@/server/services/organizations/configure-organization";
import { createUser } from "@/server/services/users/create-user";
import type { Plan } from "@/server/db/schema";

let counter = 0;

export interface SeededOrganization {
  organizationId: string;
  userId: string;
  email: string;
  password: string;
  adminKey: string;
  system: ServiceContext;
}

export async function seedOrganization(db: Db, options: { plan?: Plan; name?: string } = {}): Promise<SeededOrganization> {
  counter += 1;
  const created = await bootstrapOrganization(db, {
    organizationName: options.name ?? `Test org ${counter}`,
    email: `owner-${counter}-${Date.now()}@example.test`,
    password: "correct horse battery staple",
    plan: options.plan ?? "FREE",
    defaultLanguage: "en",
    withApiKey: true,
  });
  return {
    ...created,
    adminKey: created.apiKey!,
    system: { db, organizationId: created.organizationId, actor: { kind: "SYSTEM", id: null, name: "test" } },
  };
}

export async function createKey(
  org: SeededOrganization,
  options: { role: "ADMIN" | "MEMBER"; userId?: string; expiresAt?: string; name?: string },
): Promise<{ id: string; apiKey: string }> {
  const created = await createApiKey(org.system, {
    name: options.name ?? `${options.role} key`,
    role: options.role,
    expiresAt: options.expiresAt,
    createdByUserId: options.userId ?? org.userId,
  });
  return { id: created.id, apiKey: created.apiKey };
}

/** A MEMBER user of the organization and a MEMBER key of theirs. */
export async function createMember(db: Db, org: SeededOrganization): Promise<{ userId: string; apiKey: string }> {
  counter += 1;
  const { userId } = await createUser(db, {
    organizationId: org.organizationId,
    email: `member-${counter}-${Date.now()}@example.test`,
    password: "a long enough password",
    role: "MEMBER",
  });
  const { apiKey } = await createKey(org, { role: "MEMBER", userId });
  return { userId, apiKey };
}

export { configureOrganization };
