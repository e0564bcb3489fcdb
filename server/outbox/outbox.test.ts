import fs from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { listOutboxMessages } from "./list-outbox-messages";
import { outboxDirectory } from "./outbox-files";
import type { NewOutboxMessage } from "./outbox-message";
import { readOutboxMessage } from "./read-outbox-message";
import { writeOutboxMessage } from "./write-outbox-message";

function email(overrides: Partial<NewOutboxMessage> = {}): NewOutboxMessage {
  return {
    channel: "email",
    to: "signer@example.test",
    subject: "Please sign",
    text: "Sign here: http://localhost:3000/sign/tok123",
    html: '<p><a href="http://localhost:3000/sign/tok123">Sign</a></p>',
    meta: { signingProcessId: "process-1", signerId: "signer-1", kind: "invite" },
    ...overrides,
  };
}

function sms(overrides: Partial<NewOutboxMessage> = {}): NewOutboxMessage {
  return {
    channel: "sms",
    to: "+491701234567",
    subject: null,
    text: "Your Signet code for Acme: 123456.",
    html: null,
    meta: { signingProcessId: "process-2", signerId: "signer-2", kind: "otp", code: "123456" },
    ...overrides,
  };
}

async function filesInOutbox(): Promise<string[]> {
  return (await fs.readdir(outboxDirectory())).sort();
}

describe("the outbox", () => {
  // DATA_DIR is a fresh temp directory per test worker (tests/support/setup-env.ts).
  beforeEach(() => fs.rm(outboxDirectory(), { recursive: true, force: true }));

  it("writes one file named <time>-<id>.json holding exactly the contract's keys", async () => {
    const written = await writeOutboxMessage(email());

    const [name, ...others] = await filesInOutbox();
    expect(others).toEqual([]);
    expect(name).toBe(`${written.createdAt.replaceAll(":", "-")}-${written.id}.json`);
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f-]{36}\.json$/);

    const stored = JSON.parse(await fs.readFile(path.join(outboxDirectory(), name!), "utf8"));
    expect(Object.keys(stored)).toEqual(["id", "channel", "to", "subject", "text", "html", "links", "createdAt", "meta"]);
    expect(stored).toEqual(written);
    expect(stored).toMatchObject({
      channel: "email",
      to: "signer@example.test",
      subject: "Please sign",
      links: ["http://localhost:3000/sign/tok123"],
      meta: { signingProcessId: "process-1", signerId: "signer-1", kind: "invite" },
    });
    expect(new Date(stored.createdAt).toISOString()).toBe(stored.createdAt);
  });

  it("keeps messages (they hold signing links and codes) readable by the server's user only", async () => {
    await writeOutboxMessage(email());
    const [name] = await filesInOutbox();
    expect((await fs.stat(path.join(outboxDirectory(), name!))).mode & 0o777).toBe(0o600);
    expect((await fs.stat(outboxDirectory())).mode & 0o777).toBe(0o700);
  });

  it("keeps SMS codes in meta.code and null subject and html", async () => {
    const written = await writeOutboxMessage(sms());
    expect(written).toMatchObject({ channel: "sms", subject: null, html: null, links: [] });
    expect(written.meta.code).toBe("123456");
  });

  it("lists every absolute URL of both parts, decoding &amp; in hrefs", async () => {
    const written = await writeOutboxMessage(
      email({
        text: "Sign: http://localhost:3000/sign/tok123\nCopy: https://files.test/get?a=1&b=2",
        html: '<a href="https://files.test/get?a=1&amp;b=2">Copy</a> <a href="https://help.test/">Help</a>',
      }),
    );
    expect(written.links).toEqual(["http://localhost:3000/sign/tok123", "https://files.test/get?a=1&b=2", "https://help.test/"]);
  });

  it("names files so that they sort in the order they were written, even within one millisecond", async () => {
    const written = [];
    for (let index = 0; index < 5; index++) written.push(await writeOutboxMessage(sms({ text: `code ${index}` })));

    const names = await filesInOutbox();
    expect(names.map((name) => name.slice(-41, -5))).toEqual(written.map((message) => message.id));
    const times = written.map((message) => message.createdAt);
    expect(new Set(times).size).toBe(5);
    expect([...times].sort()).toEqual(times);
  });

  it("writes concurrent messages to distinct files and leaves no temp files behind", async () => {
    const written = await Promise.all(Array.from({ length: 30 }, (_, index) => writeOutboxMessage(sms({ text: `n${index}` }))));

    const names = await filesInOutbox();
    expect(names).toHaveLength(30);
    expect(new Set(written.map((message) => message.id)).size).toBe(30);
    expect(names.every((name) => name.endsWith(".json") && !name.startsWith("."))).toBe(true);
    const texts = await Promise.all(
      names.map(async (name) => JSON.parse(await fs.readFile(path.join(outboxDirectory(), name), "utf8")).text),
    );
    expect(texts.sort()).toEqual(written.map((message) => message.text).sort());
  });

  it("lists newest first, pages, and filters by channel and signing process", async () => {
    const first = await writeOutboxMessage(email());
    const second = await writeOutboxMessage(sms());
    const third = await writeOutboxMessage(email({ meta: { signingProcessId: "process-2", signerId: null, kind: "completed" } }));

    const all = await listOutboxMessages();
    expect(all.total).toBe(3);
    expect(all.items.map((message) => message.id)).toEqual([third.id, second.id, first.id]);

    const page = await listOutboxMessages({ limit: 1, offset: 1 });
    expect(page).toEqual({ items: [second], total: 3 });

    const emails = await listOutboxMessages({ channel: "email" });
    expect(emails.items.map((message) => message.id)).toEqual([third.id, first.id]);

    const process2 = await listOutboxMessages({ signingProcessId: "process-2", limit: 1 });
    expect(process2).toEqual({ items: [third], total: 2 });

    const smsOfProcess2 = await listOutboxMessages({ channel: "sms", signingProcessId: "process-2" });
    expect(smsOfProcess2).toEqual({ items: [second], total: 1 });
  });

  it("lists nothing before the first message", async () => {
    expect(await listOutboxMessages()).toEqual({ items: [], total: 0 });
  });

  it("reads one message by id, and null for an unknown id", async () => {
    await writeOutboxMessage(sms());
    const written = await writeOutboxMessage(email());
    expect(await readOutboxMessage(written.id)).toEqual(written);
    expect(await readOutboxMessage("00000000-0000-0000-0000-000000000000")).toBeNull();
    expect(await readOutboxMessage("../secrets")).toBeNull();
  });
});
