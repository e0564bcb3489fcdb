import { defineStandaloneCommand } from "../command";

export const backup = defineStandaloneCommand({
  name: "backup",
  required: { out: "FILE" },
  run: async ({ out }) => (await import("@/server/backup/create-backup")).createBackup(out),
});
