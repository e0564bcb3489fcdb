import { defineCommand, UsageError } from "../command";

/** Fills an organization with processes for measuring (docs/performance.md, "Scale"): `{organizationId, processes, signers, fields, auditEvents, seconds}`. */
export const seed = defineCommand({
  name: "seed",
  required: { org: "ID", processes: "N" },
  uuids: ["org"],
  check: ({ processes }) => {
    if (!/^[1-9]\d{0,7}$/.test(processes)) throw new UsageError(`seed: --processes must be a whole number from 1 to 99999999, got "${processes}"`);
  },
  run: async ({ org, processes }, database) => {
    // Loaded on demand: the signing services bring code no other command needs.
    const { seedProcesses } = await import("@/server/services/seed/seed-processes");
    return seedProcesses(database.db, { organizationId: org, processes: Number(processes) });
  },
});
