import { Text } from "@react-email/components";
import type { MemberRole } from "@/lib/schemas/members";
import type { Language } from "@/lib/languages";
import { formatDateTime } from "@/lib/i18n/format-date-time";
import { translate } from "@/lib/i18n/translate";
import { CallToAction } from "./email-blocks";
import type { EmailContent } from "./email-content";
import { paragraph } from "./email-styles";
import { paragraphEmail } from "./paragraph-email";

export interface MemberInviteEmailData {
  /** The invited address: the greeting's name, since the invitee chooses their name on joining. */
  email: string;
  inviterName: string;
  organizationName: string;
  role: MemberRole;
  acceptUrl: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** An invitation to join an organization's Signet (Settings, "People"). */
export function memberInviteEmail(locale: Language, data: MemberInviteEmailData): EmailContent {
  const { inviterName, organizationName } = data;
  const title = translate(locale, "email.memberInvite.subject", { inviterName, organizationName });
  const intro = translate(locale, "email.memberInvite.intro", {
    inviterName,
    organizationName,
    role: translate(locale, `email.memberInvite.role.${data.role}`),
  });
  return paragraphEmail(locale, {
    subject: title,
    heading: translate(locale, "email.memberInvite.heading", { organizationName }),
    recipientName: data.email,
    organizationName,
    intro,
    extra: (
      <>
        <CallToAction locale={locale} href={data.acceptUrl} label={translate(locale, "email.memberInvite.button")} />
        <Text style={paragraph}>{translate(locale, "email.memberInvite.expires", { expiresAt: formatDateTime(locale, data.expiresAt) })}</Text>
        <Text style={paragraph}>{translate(locale, "email.memberInvite.ignore")}</Text>
      </>
    ),
  });
}
