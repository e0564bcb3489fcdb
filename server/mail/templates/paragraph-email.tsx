/** The shape most of our emails share: subject, heading, greeting, one paragraph, then any extras. */
import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Language } from "@/lib/languages";
import type { EmailContent } from "./email-content";
import { EmailLayout } from "./email-layout";
import { paragraph } from "./email-styles";

export interface ParagraphEmailParts {
  /** The subject line, which is also the document's title. */
  subject: string;
  heading: string;
  /** Whom the greeting names. */
  recipientName: string;
  organizationName: string;
  /** The preview line and the first paragraph. */
  intro: string;
  /** What follows the first paragraph (a button, a list, a closing line). */
  extra?: ReactNode;
  /** Replaces the footer naming the organization (emails to the sender rather than a signer). */
  footer?: string;
}

export function paragraphEmail(locale: Language, parts: ParagraphEmailParts): EmailContent {
  return {
    subject: parts.subject,
    element: (
      <EmailLayout
        locale={locale}
        title={parts.subject}
        preview={parts.intro}
        heading={parts.heading}
        signerName={parts.recipientName}
        organizationName={parts.organizationName}
        footer={parts.footer}
      >
        <Text style={paragraph}>{parts.intro}</Text>
        {parts.extra}
      </EmailLayout>
    ),
  };
}
