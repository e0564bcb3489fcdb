/** Building blocks the email kinds share: the call to action and a quoted note or reason. */
import { Button, Link, Section, Text } from "@react-email/components";
import { Fragment } from "react";
import type { Language } from "@/lib/languages";
import { textDirection } from "@/lib/i18n/text-direction";
import { translate } from "@/lib/i18n/translate";
import { colors, paragraph } from "./email-styles";

/** A prominent button, and the same link written out for clients that break buttons. */
export function CallToAction({ locale, href, label }: { locale: Language; href: string; label: string }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          borderRadius: 6,
          color: colors.buttonText,
          fontSize: 16,
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
      <Text style={{ ...paragraph, color: colors.muted, fontSize: 14, lineHeight: "20px", margin: "24px 0 4px" }}>
        {translate(locale, "email.linkHint")}
      </Text>
      <Link href={href} style={{ color: colors.brand, fontSize: 14, lineHeight: "20px", wordBreak: "break-all" }}>
        {href}
      </Link>
    </Section>
  );
}

/**
 * Words someone else wrote (the sender's note, a reason), set apart from ours. Line breaks
 * become <br>, so both the HTML and the derived text part keep them.
 */
export function Quote({ locale, label, text }: { locale: Language; label: string; text: string }) {
  const lines = text.split(/\r?\n/);
  // A physical side, not border-inline-start, which many mail clients do not know.
  const rule = textDirection(locale) === "rtl" ? "borderRight" : "borderLeft";
  return (
    <Section style={{ backgroundColor: colors.quote, [rule]: `4px solid ${colors.border}`, margin: "0 0 16px", padding: "12px 16px" }}>
      <Text style={{ ...paragraph, color: colors.muted, fontSize: 14, margin: "0 0 4px" }}>{label}</Text>
      <Text style={{ ...paragraph, margin: 0 }}>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </Text>
    </Section>
  );
}
