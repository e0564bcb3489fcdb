import { defineStandaloneCommand } from "../command";

export const restore = defineStandaloneCommand({
  name: "restore",
  required: { in: "FILE" },
  run: async (flags) => (await import("@/server/backup/restore-backup")).restoreBackup(flags.in),
});
