/**
 * Where one email stands: being handed over, handed over, waiting to try again after a failure
 * that may pass, or given up (refused for good, or out of attempts). Shared by the server and
 * the dashboard, which words each one for people.
 */
export const EMAIL_DELIVERY_STATUSES = ["SENDING", "SENT", "RETRYING", "FAILED"] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];
