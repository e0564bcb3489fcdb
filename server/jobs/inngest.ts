/**
 * Inngest mode: the client configured from INNGEST_* and the registry's definitions as
 * Inngest functions, served at /api/inngest. Without INNGEST_EVENT_KEY or INNGEST_DEV the
 * jobs run in process instead (start.ts) and nothing here sends or serves anything.
 */
import { Inngest } from "inngest";
import { env, type Env } from "../env";
import { jobDefinitions } from "./definitions";
import { createInngestFunction } from "./inngest-function";

/** INNGEST_DEV is a dev server URL or a flag; "0" and "false" mean Inngest Cloud. */
function inngestDevServer(config: Env): { isDev: boolean; url?: string } {
  const value = config.INNGEST_DEV;
  if (value === undefined || value === "0" || value === "false") return { isDev: false };
  return { isDev: true, url: /^https?:\/\//.test(value) ? value : undefined };
}

export function jobsUseInngest(config: Env = env()): boolean {
  return config.INNGEST_EVENT_KEY !== undefined || inngestDevServer(config).isDev;
}

export function createInngestClient(config: Env = env()): Inngest {
  const devServer = inngestDevServer(config);
  return new Inngest({
    id: "signet",
    eventKey: config.INNGEST_EVENT_KEY,
    signingKey: config.INNGEST_SIGNING_KEY,
    isDev: devServer.isDev,
    baseUrl: config.INNGEST_BASE_URL ?? devServer.url,
  });
}

export const inngest = createInngestClient();

export const inngestFunctions = jobDefinitions.map((definition) => createInngestFunction(inngest, definition));
