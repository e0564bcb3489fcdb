/**
 * Webhooks: endpoints an organization registers, one delivery per (event, endpoint), and one
 * attempt row per HTTP request made for a delivery (docs/webhooks.md).
 */
import { relations } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { WEBHOOK_DELIVERY_STATUSES } from "../../../lib/webhooks/webhook-types";
import { organizations } from "./organizations";

export { WEBHOOK_DELIVERY_STATUSES };
export const webhookDeliveryStatusEnum = pgEnum("webhook_delivery_status", WEBHOOK_DELIVERY_STATUSES);
export const WEBHOOK_ATTEMPT_TRIGGERS = ["AUTOMATIC", "MANUAL"] as const;
export const webhookAttemptTriggerEnum = pgEnum("webhook_attempt_trigger", WEBHOOK_ATTEMPT_TRIGGERS);

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text().notNull(),
    description: text(),
    // The event types this endpoint receives; new events reach only the endpoints listing them.
    events: text().array().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text(),
    disabledAt: timestamp({ withTimezone: true, precision: 3 }),
    // The signing secret, sealed with SECRET_KEY (server/crypto/secret-box.ts); shown once.
    secretEncrypted: text().notNull(),
    // Deliveries that ended FAILED since the last success; 10 disable the endpoint.
    consecutiveFailures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("webhook_endpoints_org_created_idx").on(table.organizationId, table.createdAt)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    // The body's `id` and X-Service-Event-Id: the domain event's id (a random one for tests).
    eventId: uuid().notNull(),
    eventType: text().notNull(),
    signingProcessId: uuid(),
    // The exact JSON body, built once when the delivery is queued, so that every retry and
    // redelivery sends the same bytes describing the process as it was at the event.
    payload: text().notNull(),
    status: webhookDeliveryStatusEnum().notNull().default("PENDING"),
    attemptCount: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, precision: 3 }),
    lastAttemptAt: timestamp({ withTimezone: true, precision: 3 }),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_endpoint_event_unique").on(table.endpointId, table.eventId),
    index("webhook_deliveries_endpoint_created_idx").on(table.endpointId, table.createdAt),
  ],
);

export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    // 1-based across the delivery's life: automatic attempts first, manual redeliveries after.
    number: integer().notNull(),
    trigger: webhookAttemptTriggerEnum().notNull(),
    url: text().notNull(),
    startedAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    durationMs: integer().notNull(),
    // Null when no response arrived (refused target, DNS, connection, timeout).
    statusCode: integer(),
    success: boolean().notNull(),
    error: text(),
    // The first 1 KB of the response body, decoded as UTF-8.
    responseBody: text(),
  },
  (table) => [uniqueIndex("webhook_delivery_attempts_delivery_number_unique").on(table.deliveryId, table.number)],
);

export const webhookEndpointsRelations = relations(webhookEndpoints, ({ one, many }) => ({
  organization: one(organizations, { fields: [webhookEndpoints.organizationId], references: [organizations.id] }),
  deliveries: many(webhookDeliveries),
}));

export const webhookDeliveriesRelations = relations(webhookDeliveries, ({ one, many }) => ({
  endpoint: one(webhookEndpoints, { fields: [webhookDeliveries.endpointId], references: [webhookEndpoints.id] }),
  attempts: many(webhookDeliveryAttempts),
}));

export const webhookDeliveryAttemptsRelations = relations(webhookDeliveryAttempts, ({ one }) => ({
  delivery: one(webhookDeliveries, { fields: [webhookDeliveryAttempts.deliveryId], references: [webhookDeliveries.id] }),
}));

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryAttempt = typeof webhookDeliveryAttempts.$inferSelect;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export type WebhookAttemptTrigger = (typeof WEBHOOK_ATTEMPT_TRIGGERS)[number];
