import { outboxFileNamesNewestFirst, readOutboxFile } from "./read-outbox-files";
import type { OutboxMessage } from "./outbox-message";

/** The outbox message with this id, or null. */
export async function readOutboxMessage(id: string): Promise<OutboxMessage | null> {
  const name = (await outboxFileNamesNewestFirst()).find((candidate) => candidate.endsWith(`-${id}.json`));
  return name === undefined ? null : readOutboxFile(name);
}
