/** The one call services make to text a signer their one-time code. */
import { resolveLanguage } from "@/lib/i18n/resolve-language";
import { getSmsTransport } from "./get-sms-transport";
import type { SmsTransport } from "./sms-transport";
import { otpSmsText } from "./texts";

/** What the message is about; `kind` and `code` are set here. */
export type SmsMeta = { signingProcessId: string | null; signerId: string | null } & Record<string, unknown>;

export interface SendOtpSmsInput {
  /** E.164. */
  to: string;
  code: string;
  organizationName: string;
  /** The signer's language; unknown ones get English. */
  locale: string | null | undefined;
  meta: SmsMeta;
  /** Default 10, the validity of signer codes. */
  expiresInMinutes?: number;
}

export async function sendOtpSms(input: SendOtpSmsInput): Promise<{ id: string; transport: SmsTransport["name"] }> {
  const text = otpSmsText(resolveLanguage(input.locale), {
    code: input.code,
    organizationName: input.organizationName,
    expiresInMinutes: input.expiresInMinutes ?? 10,
  });
  const transport = getSmsTransport();
  const { id } = await transport.send({ to: input.to, text, meta: { ...input.meta, kind: "otp", code: input.code } });
  return { id, transport: transport.name };
}
