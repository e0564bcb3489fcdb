/** Helpers for signing tests: a READY asset, process creation and the signer API over routes. */
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { signers } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";
import { signerTokenOf } from "@/server/services/signing/signer-tokens";
import { call, routeAt } from "./http";
import { makePdf } from "./pdfs";
export { signaturePng } from "./signature-png";
import { uploadPdf } from "./uploads";

const processesRoute = routeAt("/signing-processes");
const declineRoute = routeAt("/sign/{token}/decline");
const otpRoute = routeAt("/sign/{token}/otp");
const verifyRoute = routeAt("/sign/{token}/otp/verify");
const viewRoute = routeAt("/sign/{token}");
const submitRoute = routeAt("/sign/{token}/submit");

export async function readyAsset(db: Db, apiKey: string, pages = 2, label = `document ${Math.random()}`): Promise<string> {
  const committed = await uploadPdf(apiKey, await makePdf(pages, label));
  await runDueJobs(db);
  return committed.json.data.id;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function twoSignerBody(assetId: string, overrides: Record<string, unknown> = {}) {
  return {
    dispatchMode: "EMAIL",
    sourcePdfAssetId: assetId,
    subject: "Lease agreement",
    message: "Please sign by Friday.",
    expiresAt: inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [
      { signOrder: 1, name: "Zoë Łódź", email: "zoe@example.test", phoneE164: "+4915112345678", roleLabel: "Tenant", locale: "de" },
      { signOrder: 2, name: "Tōkyō Landlord", email: "landlord@example.test", phoneE164: "+4915187654321", roleLabel: "Landlord" },
    ],
    fields: [
      { assignedSignerSignOrder: 1, type: "TEXT", label: "Full name", required: true, page: 0, x: 72, y: 100, w: 200, h: 20 },
      { assignedSignerSignOrder: 1, type: "DATE", label: "Date", required: true, page: 0, x: 72, y: 130, w: 120, h: 20 },
      { assignedSignerSignOrder: 1, type: "CHECKBOX", label: "I accept the house rules", required: false, page: 1, x: 72, y: 160, w: 14, h: 14 },
      { assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Tenant signature", required: true, page: 1, x: 72, y: 200, w: 180, h: 50 },
      { assignedSignerSignOrder: 2, type: "SIGNATURE", label: "Landlord signature", required: true, page: 1, x: 300, y: 200, w: 180, h: 50 },
    ],
    ...overrides,
  };
}

export async function createProcess(apiKey: string, body: unknown) {
  return call(processesRoute.POST, "POST", "/api/v1/signing-processes", { apiKey, body });
}

/**
 * A KIOSK process with one signer and one required signature field, so that signer's submit is
 * the last signature; answers its id and the signer's token.
 */
export async function oneSignerProcess(
  db: Db,
  apiKey: string,
  assetId: string,
  options: { subject?: string; signerName?: string; expiresAt?: string } = {},
): Promise<{ id: string; token: string }> {
  const created = await createProcess(apiKey, {
    dispatchMode: "KIOSK",
    sourcePdfAssetId: assetId,
    subject: options.subject ?? "One signer",
    expiresAt: options.expiresAt ?? inDays(7),
    authPolicy: "SES_LINK_ONLY",
    signers: [{ signOrder: 1, name: options.signerName ?? "Ada Signer" }],
    fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 72, y: 100, w: 180, h: 50 }],
  });
  if (created.status !== 201) throw new Error(`creating the process answered ${created.status}`);
  const id = created.json.data.id as string;
  const [slot] = await db.select().from(signers).where(eq(signers.signingProcessId, id));
  return { id, token: await storedToken(db, slot!.id) };
}

/** The signer link mailed to `email` for the process, read from the outbox as a person would. */
export async function invitedToken(db: Db, processId: string, email: string): Promise<string> {
  await runDueJobs(db);
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "email" });
  const invite = items.find((message) => message.to === email && message.meta.kind === "invite");
  if (!invite) throw new Error(`no invite to ${email} in the outbox`);
  const link = invite.links.find((url) => url.includes("/sign/"));
  return link!.split("/sign/")[1]!;
}

/** For dispatch modes that send no email (KIOSK), the token as the dashboard would show it. */
export async function storedToken(db: Db, signerId: string): Promise<string> {
  const [signer] = await db.select().from(signers).where(eq(signers.id, signerId));
  return signerTokenOf(signer!.tokenEncrypted);
}

export async function latestOtpCode(processId: string, signerId: string): Promise<string> {
  const { items } = await listOutboxMessages({ signingProcessId: processId, channel: "sms" });
  const sms = items.find((message) => message.meta.signerId === signerId && message.meta.kind === "otp");
  if (!sms) throw new Error("no code in the outbox");
  return String(sms.meta.code);
}

const signerPath = (token: string, suffix = "") => `/api/v1/sign/${token}${suffix}`;

export const signer = {
  view: (token: string, headers?: Record<string, string>) => call(viewRoute.GET, "GET", signerPath(token), { params: { token }, headers }),
  sendOtp: (token: string) => call(otpRoute.POST, "POST", signerPath(token, "/otp"), { params: { token } }),
  verifyOtp: (token: string, code: string, headers?: Record<string, string>) =>
    call(verifyRoute.POST, "POST", signerPath(token, "/otp/verify"), { params: { token }, body: { code }, headers }),
  submit: (token: string, body: unknown, headers?: Record<string, string>) =>
    call(submitRoute.POST, "POST", signerPath(token, "/submit"), { params: { token }, body, headers: { "user-agent": "SignerBrowser/1.0", ...headers } }),
  decline: (token: string, reason: string, headers?: Record<string, string>) =>
    call(declineRoute.POST, "POST", signerPath(token, "/decline"), { params: { token }, body: { reason }, headers }),
};

/**
 * The browser's side of the code proof: the `Cookie` header that sends back what a verify's
 * Set-Cookie stored (the cookie's path covers every signer call under the token).
 */
export function proofCookie(verified: { headers: Headers }): Record<string, string> {
  const setCookie = verified.headers.get("set-cookie");
  if (!setCookie) throw new Error("the verify set no cookie");
  return { cookie: setCookie.split(";")[0]! };
}

/** Verifies the latest texted code, as a browser would, and answers the cookie header that proves it. */
export async function verifiedCookie(token: string, processId: string, signerId: string): Promise<Record<string, string>> {
  const verified = await signer.verifyOtp(token, await latestOtpCode(processId, signerId));
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return proofCookie(verified);
}

