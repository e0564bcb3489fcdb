import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { KioskFlow } from "@/components/kiosk/kiosk-flow";
import { KioskUnavailable } from "@/components/kiosk/kiosk-unavailable";
import { TrpcProvider } from "@/components/providers/trpc";
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { currentSession } from "@/server/auth/session";
import { markSessionShared } from "@/server/auth/user-sessions";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import type { ServiceContext } from "@/server/services/context";
import { getKioskState, type KioskState } from "@/server/services/kiosk/get-kiosk-state";
import { getOrganization } from "@/server/services/organizations/organization-settings";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Kiosk", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** The kiosk's state, or null for a process that is not signed at a kiosk; unknown ones are not found. */
async function loadKiosk(session: ServiceContext, processId: string): Promise<KioskState | null> {
  try {
    return await getKioskState(session, { processId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED") notFound();
    if (error.code === "INVALID_STATE") return null;
    throw error;
  }
}

/**
 * The kiosk for one process: only for a signed-in dashboard user who may see the process
 * (an admin, or the member who created it), outside the dashboard's navigation so signers
 * cannot wander into it. The device is shared from here on, so the staff's session gets the
 * shared device's shorter limits (server/auth/user-sessions.ts).
 */
export default async function KioskPage({ params }: { params: Promise<{ processId: string }> }) {
  const { processId } = await params;
  const db = await getDb();
  const signedIn = await currentSession(db);
  if (!signedIn) redirect(`/login?callbackUrl=${encodeURIComponent(`/kiosk/${processId}`)}`);
  await markSessionShared(db, signedIn.sessionId);
  const session = signedIn.ctx;
  const state = await loadKiosk(session, processId);
  if (!state) {
    const organization = await getOrganization(session);
    return <KioskUnavailable processId={processId} language={resolveLanguage(organization.defaultLanguage)} />;
  }
  return (
    <TrpcProvider>
      <KioskFlow initialState={state} acceptLanguage={(await headers()).get("accept-language")} />
    </TrpcProvider>
  );
}
