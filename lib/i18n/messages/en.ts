/**
 * English, the reference dictionary: every other language translates exactly these keys, and
 * `{name}` placeholders are filled by translate(). Keys are grouped by where they appear.
 */
export const en = {
  "email.greeting": "Hello {signerName},",
  "email.footer": "Sent by Signet on behalf of {organizationName}.",
  "email.linkHint": "If the button does not work, copy this link into your browser:",
  "email.reasonLabel": "Reason given:",

  "email.invite.subject": "{organizationName} asks you to sign “{subject}”",
  "email.invite.heading": "Please sign “{subject}”",
  "email.invite.intro": "{organizationName} has sent you “{subject}” to review and sign.",
  "email.invite.noteLabel": "Message from {organizationName}:",
  "email.invite.button": "Review and sign “{subject}”",
  "email.invite.expires": "Please sign before {expiresAt}.",
  "email.invite.personal": "This link is personal to you: please do not forward this email.",

  "email.reminder.subject": "Reminder: {organizationName} asks you to sign “{subject}”",
  "email.reminder.heading": "Reminder: please sign “{subject}”",
  "email.reminder.intro": "{organizationName} is still waiting for your signature on “{subject}”.",

  "email.completed.subject": "“{subject}” has been signed by everyone",
  "email.completed.heading": "All signatures are in",
  "email.completed.intro":
    "Everyone has signed “{subject}” from {organizationName}. Your copy of the signed document is ready.",
  "email.completed.button": "Download your copy of “{subject}”",

  "email.declined.subject": "“{subject}” was declined",
  "email.declined.heading": "Signing was declined",
  "email.declined.intro":
    "{declinedBy} declined to sign “{subject}” from {organizationName}. Signing has stopped, and you do not need to do anything.",

  "email.voided.subject": "“{subject}” was cancelled",
  "email.voided.heading": "Signing was cancelled",
  "email.voided.intro": "{organizationName} cancelled the signing of “{subject}”. You no longer need to sign it.",

  "email.expired.subject": "“{subject}” has expired",
  "email.expired.heading": "The deadline has passed",
  "email.expired.intro":
    "The deadline to sign “{subject}” from {organizationName} has passed, so it can no longer be signed. Please contact {organizationName} if you still need to sign it.",

  "sms.otp": "Your Signet code for {organizationName}: {code}. It expires in {minutes} minutes. Never share it.",
  "files.signedDocument": "{subject} - signed.pdf",
  "files.completionCertificate": "{subject} - completion certificate.pdf",
} as const;
