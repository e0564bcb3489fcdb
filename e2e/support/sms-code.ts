/** The codes a PRO server "texted" to a signer, from its outbox. */
import { expect } from "@playwright/test";
import { outbox } from "./outbox";

/** The newest code texted to the signer after `after` (ms since the epoch). */
export async function latestCode(signerId: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = outbox()
        .filter((m) => m.channel === "sms" && m.meta.signerId === signerId && m.meta.kind === "otp" && Date.parse(m.createdAt) >= after)
        .at(-1)?.meta.code;
      return code;
    }, { timeout: 20_000, message: "a text message with a code" })
    .toMatch(/^\d{6}$/);
  return code!;
}
