import { sha256Hex } from "@/server/crypto/sha256";
import { writeOutboxMessage } from "@/server/outbox/write-outbox-message";
import type { MailTransport, OutgoingEmail, SentEmail } from "./mail-transport";

/**
 * The embedded default: every email becomes a file in $DATA_DIR/outbox. Attachments are
 * described in `meta.attachments` (name, type, size, SHA-256), not copied: the file is in storage.
 */
export class OutboxMailTransport implements MailTransport {
  readonly name = "outbox" as const;

  async send(message: OutgoingEmail): Promise<SentEmail> {
    const { id } = await writeOutboxMessage({
      channel: "email",
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      meta: message.attachments?.length
        ? {
            ...message.meta,
            attachments: message.attachments.map(({ fileName, contentType, content }) => ({ fileName, contentType, bytes: content.length, sha256: sha256Hex(content) })),
          }
        : message.meta,
    });
    return { id, reply: "Kept in the outbox: no mail server is set up, so it is on the Outbox page instead of in an inbox" };
  }
}
