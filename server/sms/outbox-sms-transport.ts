import { writeOutboxMessage } from "@/server/outbox/write-outbox-message";
import type { OutgoingSms, SmsTransport } from "./sms-transport";

/** The embedded default: every text message becomes a file in $DATA_DIR/outbox. */
export class OutboxSmsTransport implements SmsTransport {
  readonly name = "outbox" as const;

  async send(message: OutgoingSms): Promise<{ id: string }> {
    const { id } = await writeOutboxMessage({
      channel: "sms",
      to: message.to,
      subject: null,
      text: message.text,
      html: null,
      meta: message.meta,
    });
    return { id };
  }
}
