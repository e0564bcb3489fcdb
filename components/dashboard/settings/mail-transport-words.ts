/** How email leaves this installation, in a sentence (Settings and the first-run page). */
export const MAIL_TRANSPORT_WORDS: Record<string, string> = {
  outbox: "No mail server is set up: emails are kept on the Outbox page instead of being sent.",
  smtp: "Emails go out through your mail server.",
  resend: "Emails go out through Resend.",
};
