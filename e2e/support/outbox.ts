/** A server's outbox (the PRO server's by default): every email and text message it "sent", one JSON file each. */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

export interface OutboxMessage {
  channel: "email" | "sms";
  to: string;
  /** An email's subject; null for a text message. */
  subject: string | null;
  links: string[];
  createdAt: string;
  meta: { signingProcessId?: string; signerId?: string; kind?: string; code?: string };
}

/** Every finished outbox message of the server keeping its data in `dataDir`, oldest first. */
export function outbox(dataDir = process.env.E2E_PRO_DATA_DIR!): OutboxMessage[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as OutboxMessage];
      } catch {
        return []; // still being written
      }
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The signing link in the invitation mailed to `email` for the process, as the signer would click it. */
export async function invitationLink(processId: string, email: string, dataDir?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const invite = outbox(dataDir).find((m) => m.channel === "email" && m.to === email && m.meta.signingProcessId === processId && m.meta.kind === "invite");
        return (link = invite?.links.find((url) => url.includes("/sign/")));
      },
      { timeout: 30_000, message: `an invitation to ${email}` },
    )
    .toBeTruthy();
  return link!;
}
