import { NextResponse } from "next/server";
import { serveKioskCopy } from "@/server/http/kiosk-copy";

export const dynamic = "force-dynamic";

/** The sealed document behind a kiosk's "take your copy" QR code (server/services/kiosk/copy-link.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ processId: string; token: string }> }): Promise<NextResponse> {
  const { processId, token } = await params;
  return serveKioskCopy(processId, token, request.headers.get("accept-language"));
}
