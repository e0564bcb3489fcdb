import { operationCommand } from "../call-operation";

/** Asks again for the final files of a process whose finalization FAILED; answers the process. */
export const processesFinalize = operationCommand(
  // Loaded on demand: the signing services bring code no other command needs.
  async () => (await import("@/server/services/signing/operations")).signingProcessesOperatorRetryFinalization,
  {
    name: "processes finalize",
    required: { id: "ID" },
    uuids: ["id"],
    input: ({ id }) => ({ id }),
  },
);
