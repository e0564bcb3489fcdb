/**
 * The news a sender can be emailed about their process. Each kind is one preference a user can
 * turn off in Settings, and one email (`email.sender.<kind>.*`).
 */
export const SENDER_NOTIFICATION_KINDS = ["signed", "declined", "completed", "expired", "finalizationFailed"] as const;
export type SenderNotificationKind = (typeof SENDER_NOTIFICATION_KINDS)[number];
