/**
 * Records one message in the outbox, the embedded stand-in for email and SMS delivery: a JSON
 * file per message that the dashboard lists and that tests read instead of a mailbox.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { extractLinks } from "./extract-links";
import { outboxDirectory, outboxFileName } from "./outbox-files";
import type { NewOutboxMessage, OutboxMessage } from "./outbox-message";

let lastMillis = 0;

/**
 * Now, but strictly later than the previous message of this process. Note: two messages in the
 * same millisecond would otherwise tie on <time> and list in random order; an OTP sent twice
 * must list its newest code first.
 */
function nextCreatedAt(): Date {
  lastMillis = Math.max(Date.now(), lastMillis + 1);
  return new Date(lastMillis);
}

export async function writeOutboxMessage(message: NewOutboxMessage): Promise<OutboxMessage> {
  const id = randomUUID();
  const createdAt = nextCreatedAt().toISOString();
  const record: OutboxMessage = {
    id,
    channel: message.channel,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    links: extractLinks(message.text, message.html),
    createdAt,
    meta: message.meta,
  };

  const directory = outboxDirectory();
  // Messages hold signing links and one-time codes: only the server's user may read them.
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  const name = outboxFileName(createdAt, id);
  // Written beside the target and renamed into place: a reader sees the whole file or none.
  const temp = path.join(directory, `.${name}.${randomUUID()}.tmp`);
  try {
    await fs.writeFile(temp, `${JSON.stringify(record, null, 2)}\n`, { flag: "wx", mode: 0o600 });
    await fs.rename(temp, path.join(directory, name));
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  return record;
}
