// Next.js calls register() once when a server process starts.
export async function register() {
  // Note: these two are Next.js's own variables, not configuration; the build only loads
  // modules, and the edge runtime has no database.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { bootServer } = await import("./server/boot");
  await bootServer();
}
