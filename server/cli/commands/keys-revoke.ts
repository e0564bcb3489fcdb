import { apiKeysOperatorRevoke } from "@/server/services/api-keys/operations";
import { operationCommand } from "../call-operation";

export const keysRevoke = operationCommand(apiKeysOperatorRevoke, {
  name: "keys revoke",
  required: { id: "ID" },
  uuids: ["id"],
  input: ({ id }) => ({ id }),
});
