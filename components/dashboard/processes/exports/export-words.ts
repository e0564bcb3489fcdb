/** An export's state in plain words (docs/api.md, "Exports"); no status value is shown as such. */
export interface ExportState {
  status: "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED";
  processCount: number;
  processedCount: number;
  downloadUrl: string | null;
  expiresAt: string | null;
  error: string | null;
}

const processes = (count: number) => (count === 1 ? "1 process" : `${count} processes`);

export function exportStateWords(state: ExportState, now = new Date()): string {
  switch (state.status) {
    case "QUEUED":
      return `Waiting to start (${processes(state.processCount)})`;
    case "RUNNING":
      return `Preparing: ${state.processedCount} of ${processes(state.processCount)} done`;
    case "FAILED":
      return state.error ?? "The export could not be built.";
    case "COMPLETED":
      if (!state.downloadUrl || (state.expiresAt && new Date(state.expiresAt) <= now)) return `Expired: the file was kept 7 days (${processes(state.processCount)})`;
      return `Ready: ${processes(state.processCount)}`;
  }
}

/** Polling stops once there is nothing left to wait for. */
export const isExportFinished = (state: Pick<ExportState, "status">) => state.status === "COMPLETED" || state.status === "FAILED";
