/** The outbox for the dashboard: newest first, paged, optionally one channel or one process. */
import { outboxFileNamesNewestFirst, readOutboxFile } from "./read-outbox-files";
import type { OutboxChannel, OutboxMessage } from "./outbox-message";

export interface ListOutboxMessagesInput {
  /** Default 50. */
  limit?: number;
  offset?: number;
  channel?: OutboxChannel;
  signingProcessId?: string;
}

const DEFAULT_OUTBOX_PAGE_SIZE = 50;
const READ_BATCH_SIZE = 64;

export async function listOutboxMessages(
  input: ListOutboxMessagesInput = {},
): Promise<{ items: OutboxMessage[]; total: number }> {
  const { limit = DEFAULT_OUTBOX_PAGE_SIZE, offset = 0, channel, signingProcessId } = input;
  const names = await outboxFileNamesNewestFirst();

  if (channel === undefined && signingProcessId === undefined) {
    const page = await Promise.all(names.slice(offset, offset + limit).map(readOutboxFile));
    return { items: page.filter((message) => message !== null), total: names.length };
  }

  // Note: filters look inside the files, so every file is read (in batches, to stay well below
  // the open-file limit); the outbox is the small, single-machine default, not the scale-out path.
  const matching: OutboxMessage[] = [];
  for (let start = 0; start < names.length; start += READ_BATCH_SIZE) {
    const batch = await Promise.all(names.slice(start, start + READ_BATCH_SIZE).map(readOutboxFile));
    for (const message of batch) {
      if (message === null) continue;
      if (channel !== undefined && message.channel !== channel) continue;
      if (signingProcessId !== undefined && message.meta.signingProcessId !== signingProcessId) continue;
      matching.push(message);
    }
  }
  return { items: matching.slice(offset, offset + limit), total: matching.length };
}
