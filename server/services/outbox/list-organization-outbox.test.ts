/**
 * With the outbox as the only transport the admin reads every signer's link and code: fine for
 * evaluation, and said so in the dashboard. Once a real transport delivers a channel, the
 * outbox listing must not hand out links or codes of that channel any more.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { listOutboxSchema } from "@/lib/schemas/outbox";
import { resetEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { runDueJobs } from "@/server/jobs/local-runner";
import { resetMailTransport } from "@/server/mail/get-mail-transport";
import { writeOutboxMessage } from "@/server/outbox/write-outbox-message";
import { resetSmsTransport } from "@/server/sms/get-sms-transport";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, readyAsset, twoSignerBody } from "@/tests/support/signing";
import { invokeOperation } from "../invoke-operation";
import { outboxTransports } from "./list-organization-outbox";
import { outboxList } from "./operations";

const TRANSPORT_VARIABLES = ["RESEND_API_KEY", "MAIL_FROM", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;
const saved = Object.fromEntries(TRANSPORT_VARIABLES.map((name) => [name, process.env[name]]));

let database: TestDatabase;
let org: SeededOrganization;
let processId: string;

function useTransports(variables: Partial<Record<(typeof TRANSPORT_VARIABLES)[number], string>>) {
  for (const name of TRANSPORT_VARIABLES) {
    if (variables[name] === undefined) delete process.env[name];
    else process.env[name] = variables[name];
  }
  resetEnv();
  resetMailTransport();
  resetSmsTransport();
}

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  useTransports({});
  const created = await createProcess(org.adminKey, twoSignerBody(await readyAsset(database.db, org.adminKey), { subject: "Outbox redaction" }));
  processId = created.json.data.id;
  await runDueJobs(database.db);
  await writeOutboxMessage({
    channel: "sms",
    to: "+4915112345678",
    subject: null,
    text: "Your Signet code is 482913. It expires in 10 minutes.",
    html: null,
    meta: { signingProcessId: processId, signerId: created.json.data.signerSlots[0].id, kind: "otp", code: "482913" },
  });
});
afterAll(() => database.close());
afterEach(() => {
  for (const name of TRANSPORT_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnv();
  resetMailTransport();
  resetSmsTransport();
});

const listOf = async (channel: "email" | "sms") => (await invokeOperation(outboxList, org.system, { signingProcessId: processId, channel })).items;

describe("listOrganizationOutbox", () => {
  it("shows links and codes while the outbox is the transport, for passing on by hand", async () => {
    useTransports({});
    const [invite] = await listOf("email");
    expect(invite!.links.some((link) => /\/sign\/[A-Za-z0-9_-]{20,}/.test(link))).toBe(true);
    expect(invite!.credentialsHidden).toBe(false);
    const [sms] = await listOf("sms");
    expect(sms!.meta.code).toBe("482913");
    expect(sms!.text).toContain("482913");
    expect(outboxTransports(org.system)).toEqual({ email: "outbox", sms: "outbox" });
  });

  it("hides the links of email once Resend delivers it, and keeps SMS codes while texts still land here", async () => {
    useTransports({ RESEND_API_KEY: "re_test_key", MAIL_FROM: "signing@example.test" });
    const [invite] = await listOf("email");
    expect(invite!.credentialsHidden).toBe(true);
    expect(invite!.links.length).toBeGreaterThan(0);
    for (const link of invite!.links) expect(link).not.toMatch(/\/sign\/(?!\[redacted\])/);
    expect(invite!.text).not.toMatch(/\/sign\/(?!\[redacted\])/);
    expect((await listOf("sms"))[0]!.meta.code).toBe("482913");
  });

  it("hides the codes of texts once Twilio delivers them", async () => {
    useTransports({ TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`, TWILIO_AUTH_TOKEN: "token", TWILIO_FROM: "+15005550006" });
    const [sms] = await listOf("sms");
    expect(sms!.credentialsHidden).toBe(true);
    expect(sms!.meta).not.toHaveProperty("code");
    expect(sms!.text).not.toContain("482913");
    expect((await listOf("email"))[0]!.credentialsHidden).toBe(false);
  });
});

describe("listOrganizationOutbox by process", () => {
  it("lists only that process's messages", async () => {
    const other = await createProcess(org.adminKey, twoSignerBody(await readyAsset(database.db, org.adminKey), { subject: "Another one" }));
    await runDueJobs(database.db);
    const all = await invokeOperation(outboxList, org.system, { pageSize: 100 });
    const ids = new Set(all.items.map((message) => message.meta.signingProcessId));
    expect(ids).toEqual(new Set([processId, other.json.data.id]));

    const filtered = await invokeOperation(outboxList, org.system, { signingProcessId: other.json.data.id, pageSize: 100 });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.items.every((message) => message.meta.signingProcessId === other.json.data.id)).toBe(true);
    expect(filtered.total).toBeLessThan(all.total);
  });

  it("answers NOT_FOUND for another organization's process and an unknown one, and refuses a malformed id", async () => {
    const stranger = await seedOrganization(database.db, { plan: "PRO" });
    const codeOf = (input: z.input<typeof listOutboxSchema>) =>
      invokeOperation(outboxList, stranger.system, input).then(
        () => "listed",
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
    expect(await codeOf({ signingProcessId: processId })).toBe("NOT_FOUND");
    expect(await codeOf({ signingProcessId: "00000000-0000-4000-8000-000000000000" })).toBe("NOT_FOUND");
    expect(await codeOf({ signingProcessId: "not-a-process" })).toBe("VALIDATION_FAILED");
  });
});
