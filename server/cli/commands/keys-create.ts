import { apiKeysOperatorCreate } from "@/server/services/api-keys/operations";
import { operationCommand } from "../call-operation";

/**
 * The service wants a date-time with an offset; an operator typing "2030-01-01" or a local
 * time means that moment, so ISO-shaped input is completed here. Anything else goes on as
 * typed and the service rejects it.
 */
function isoDateTime(value: string): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export const keysCreate = operationCommand(apiKeysOperatorCreate, {
  name: "keys create",
  required: { org: "ID", role: "ADMIN|MEMBER" },
  optional: { user: "USER_ID", name: "N", "expires-at": "ISO" },
  uuids: ["org", "user"],
  input: ({ org, role, user, name, "expires-at": expiresAt }) => ({
    organizationId: org,
    userId: user,
    name: name ?? "CLI key",
    role,
    expiresAt: expiresAt === undefined ? undefined : isoDateTime(expiresAt),
  }),
});
