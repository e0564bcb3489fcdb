/**
 * The frame every Signet email shares: language, title, preview line, wordmark, heading, a
 * greeting and a footer naming the sender. Inline styles and react-email components only, because mail
 * clients ignore style sheets and much of CSS.
 */
import { Body, Container, Head, Heading, Hr, Html, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Language } from "@/lib/languages";
import { translate } from "@/lib/i18n/translate";
import { textDirection } from "@/lib/i18n/text-direction";
import { colors, font, paragraph } from "./email-styles";

export interface EmailLayoutProps {
  locale: Language;
  /** The subject, also the document title. */
  title: string;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  heading: string;
  signerName: string;
  organizationName: string;
  /** Replaces the footer naming the organization, for emails to the sender rather than a signer. */
  footer?: string;
  children: ReactNode;
}

export function EmailLayout({ locale, title, preview, heading, signerName, organizationName, footer, children }: EmailLayoutProps) {
  // Also on the body and the card: some mail clients drop the <html> element's attributes.
  const direction = textDirection(locale);
  return (
    <Html lang={locale} dir={direction}>
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body dir={direction} style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container dir={direction} style={{ backgroundColor: colors.card, borderRadius: 8, maxWidth: 560, padding: "32px 32px 24px" }}>
          <Text style={{ color: colors.brand, fontSize: 18, fontWeight: 700, letterSpacing: 0.5, margin: "0 0 24px" }}>
            Signet
          </Text>
          <Heading as="h1" style={{ color: colors.text, fontSize: 22, lineHeight: "30px", margin: "0 0 16px" }}>
            {heading}
          </Heading>
          <Text style={paragraph}>{translate(locale, "email.greeting", { signerName })}</Text>
          {children}
          <Hr style={{ borderColor: colors.border, margin: "24px 0 16px" }} />
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
            {footer ?? translate(locale, "email.footer", { organizationName })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
