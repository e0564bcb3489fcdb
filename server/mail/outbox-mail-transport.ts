import { writeOutboxMessage } from "@/server/outbox/write-outbox-message";
import type { MailTransport, OutgoingEmail, SentEmail } from "./mail-transport";

/** The embedded default: every email becomes a file in $DATA_DIR/outbox. */
export class OutboxMailTransport implements MailTransport {
  readonly name = "outbox" as const;

  async send(message: OutgoingEmail): Promise<SentEmail> {
    const { id } = await writeOutboxMessage({
      channel: "email",
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      meta: message.meta,
    });
    return { id, reply: "Kept in the outbox: no mail server is set up, so it is on the Outbox page instead of in an inbox" };
  }
}
