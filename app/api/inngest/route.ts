/**
 * Inngest's door: it syncs the job functions here (PUT), reads their configuration (GET) and
 * runs their steps (POST). Without INNGEST_* the jobs run in process, so this answers 404:
 * nothing would send the events, and a function synced anyway would never run.
 */
import { serve, type RequestHandler } from "inngest/next";
import { inngest, inngestFunctions, jobsUseInngest } from "@/server/jobs/inngest";

export const dynamic = "force-dynamic";

const handlers = serve({ client: inngest, functions: inngestFunctions });

function whenConfigured(handler: RequestHandler): RequestHandler {
  return async (request, context) => {
    if (jobsUseInngest()) return handler(request, context);
    return Response.json(
      {
        message:
          "Inngest is not configured: background jobs run inside the server process. " +
          "Set INNGEST_EVENT_KEY (Inngest Cloud) or INNGEST_DEV (a dev server) to serve them here.",
      },
      { status: 404 },
    );
  };
}

export const GET = whenConfigured(handlers.GET);
export const POST = whenConfigured(handlers.POST);
export const PUT = whenConfigured(handlers.PUT);
