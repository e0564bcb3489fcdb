import type { NextResponse } from "next/server";
import { serveObserverCopy } from "@/server/http/observer-copy";

export const dynamic = "force-dynamic";

/** An observer's copy of a completed process's files, linked from their email (server/services/observers). */
export async function GET(request: Request, { params }: { params: Promise<{ processId: string; file: string; token: string }> }): Promise<NextResponse> {
  return serveObserverCopy(await params, request.headers.get("accept-language"));
}
