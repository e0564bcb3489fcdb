// Next.js calls register() once when a server process starts.
export async function register() {
  // Note: these two are Next.js's own variables, not configuration; the build only loads
  // modules, and the edge runtime has no database.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { bootServer } = await import("./server/boot");
  try {
    await bootServer();
  } catch (error) {
    // Note: a server that cannot open or migrate its database stops, for the operator (or a
    // restart policy) to see, instead of answering every request with a 500.
    console.error("[signet] the server cannot start:", error);
    process.exit(1);
  }
}
