/**
 * The kinds of entry the organization's activity log holds (docs/people.md, "Activity"), and the
 * sentence the dashboard shows for each. Adding a kind is one line here; an operation then
 * declares it (server/services/activity/declare-activity.ts).
 */
export const ACTIVITY_ACTIONS = [
  "member.invited",
  "member.invitationResent",
  "member.invitationRevoked",
  "member.roleChanged",
  "member.removed",
  "apiKey.created",
  "apiKey.revoked",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "webhook.secretRotated",
  "publicLink.created",
  "publicLink.updated",
  "publicLink.deleted",
  "organization.updated",
  "organization.planChanged",
  "email.senderSettingsUpdated",
  "notifications.addressUpdated",
  "signingProcess.finalizationRetried",
  "export.created",
  "organizationSeal.uploaded",
  "organizationSeal.removed",
  // Recorded by the single sign-on and two-factor settings when they land.
  "sso.settingsUpdated",
  "twoFactor.settingsUpdated",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What a sentence needs of an entry. */
export interface ActivityWording {
  action: string;
  actorName: string;
  subjectName: string | null;
}

const quoted = (name: string | null, fallback: string) => (name ? `“${name}”` : fallback);

const SENTENCES: Record<ActivityAction, (subject: string | null) => string> = {
  "member.invited": (s) => `invited ${s ?? "someone"}`,
  "member.invitationResent": (s) => `sent the invitation to ${s ?? "someone"} again`,
  "member.invitationRevoked": (s) => `withdrew the invitation to ${s ?? "someone"}`,
  "member.roleChanged": (s) => `changed the role of ${s ?? "a member"}`,
  "member.removed": (s) => `removed ${s ?? "a member"} from the organization`,
  "apiKey.created": (s) => `created the API key ${quoted(s, "without a name")}`,
  "apiKey.revoked": (s) => `revoked the API key ${quoted(s, "without a name")}`,
  "webhook.created": (s) => `added the webhook ${quoted(s, "")}`.trim(),
  "webhook.updated": (s) => `changed the webhook ${quoted(s, "")}`.trim(),
  "webhook.deleted": (s) => `deleted the webhook ${quoted(s, "")}`.trim(),
  "webhook.secretRotated": (s) => `replaced the signing secret of the webhook ${quoted(s, "")}`.trim(),
  "publicLink.created": (s) => `made the public link ${quoted(s, "")}`.trim(),
  "publicLink.updated": (s) => `changed the public link ${quoted(s, "")}`.trim(),
  "publicLink.deleted": (s) => `deleted the public link ${quoted(s, "")}`.trim(),
  "organization.updated": () => "changed the organization's settings",
  "organization.planChanged": (s) => `changed the plan of ${quoted(s, "the organization")}`,
  "email.senderSettingsUpdated": () => "changed how the organization's emails are sent",
  "notifications.addressUpdated": () => "changed the address that receives the organization's notifications",
  "signingProcess.finalizationRetried": (s) => `retried finishing the process ${quoted(s, "")}`.trim(),
  "export.created": () => "exported signing processes",
  "organizationSeal.uploaded": (s) => `uploaded the organization's own document seal ${quoted(s, "")}`.trim(),
  "organizationSeal.removed": (s) => `removed the organization's own document seal ${quoted(s, "")}`.trim(),
  "sso.settingsUpdated": () => "changed the single sign-on settings",
  "twoFactor.settingsUpdated": () => "changed the two-factor sign-in settings",
};

/** "Ana Lima revoked the API key “CI deploy”". */
export function activitySentence(entry: ActivityWording): string {
  const sentence = SENTENCES[entry.action as ActivityAction];
  const what = sentence ? sentence(entry.subjectName) : "made a change";
  return `${entry.actorName} ${what}`;
}

/** The filter's label of each kind ("API key revoked"). */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  "member.invited": "Member invited",
  "member.invitationResent": "Invitation sent again",
  "member.invitationRevoked": "Invitation withdrawn",
  "member.roleChanged": "Role changed",
  "member.removed": "Member removed",
  "apiKey.created": "API key created",
  "apiKey.revoked": "API key revoked",
  "webhook.created": "Webhook added",
  "webhook.updated": "Webhook changed",
  "webhook.deleted": "Webhook deleted",
  "webhook.secretRotated": "Webhook secret replaced",
  "publicLink.created": "Public link made",
  "publicLink.updated": "Public link changed",
  "publicLink.deleted": "Public link deleted",
  "organization.updated": "Organization settings changed",
  "organization.planChanged": "Plan changed",
  "email.senderSettingsUpdated": "Email sender changed",
  "notifications.addressUpdated": "Notification address changed",
  "signingProcess.finalizationRetried": "Finalization retried",
  "export.created": "Processes exported",
  "organizationSeal.uploaded": "Document seal uploaded",
  "organizationSeal.removed": "Document seal removed",
  "sso.settingsUpdated": "Single sign-on changed",
  "twoFactor.settingsUpdated": "Two-factor settings changed",
};

/** Field names as people read them, for the before/after of an entry. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  role: "Role",
  email: "Email",
  name: "Name",
  defaultLanguage: "Default language",
  plan: "Plan",
  readOnly: "Read-only",
  url: "URL",
  events: "Events",
  enabled: "Enabled",
  description: "Description",
  expiresAt: "Expires",
  prefix: "Key prefix",
  senderName: "Sender name",
  replyTo: "Reply-to address",
  address: "Address",
  issuer: "Issuer address",
  clientId: "Client ID",
  clientSecret: "Client secret",
  emailDomains: "Email domains",
  defaultRole: "Role of people who join",
  roleClaim: "Role claim",
  adminClaimValues: "Values that make an admin",
  requireSso: "Require single sign-on",
  requireTwoFactor: "Require two-factor sign-in",
  subject: "Certificate holder",
  certificateIssuer: "Certificate issuer",
  notAfter: "Valid until",
  fingerprintSha256: "Fingerprint (SHA-256)",
  defaultReminders: "Automatic reminders",
  label: "Label",
  maxUses: "Maximum uses",
  processCount: "Processes",
  wholeOrganization: "Whole organization",
};

/** A recorded value in words: no stored enum (`ADMIN` reads "Admin"), "none" for an empty one. */
export function activityValueWords(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "none" : `${value.length} selected`;
  if (isReminderSchedule(value)) return reminderScheduleWords(value);
  if (typeof value === "string" && /^[A-Z_]+$/.test(value)) return value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, " ");
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT/.test(value)) return new Date(value).toUTCString();
  return String(value);
}

/** "Role: Member → Admin". */
export function activityChangeWords(field: string, change: { before: unknown; after: unknown }): string {
  const label = ACTIVITY_FIELD_LABELS[field] ?? field;
  return `${label}: ${activityValueWords(change.before)} → ${activityValueWords(change.after)}`;
}

/** "first after 24 hours, then every 48 hours, at most 3" (a reminder schedule, lib/schemas/reminders.ts). */
export function reminderScheduleWords(schedule: { firstAfterHours: number; everyHours: number; max: number }): string {
  const hours = (count: number) => (count === 1 ? "1 hour" : `${count} hours`);
  if (schedule.max === 0) return "none";
  if (schedule.max === 1) return `once, after ${hours(schedule.firstAfterHours)}`;
  return `first after ${hours(schedule.firstAfterHours)}, then every ${hours(schedule.everyHours)}, at most ${schedule.max}`;
}

function isReminderSchedule(value: unknown): value is { firstAfterHours: number; everyHours: number; max: number } {
  return typeof value === "object" && value !== null && "firstAfterHours" in value && "everyHours" in value && "max" in value;
}
