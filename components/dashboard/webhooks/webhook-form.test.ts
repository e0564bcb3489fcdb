import { describe, expect, it } from "vitest";
import { createWebhookSchema, updateWebhookSchema } from "@/lib/schemas/webhooks";
import { labelledZodResolver } from "../forms/labelled-resolver";
import { ALL_WEBHOOK_EVENTS } from "./webhook-event-options";
import { WEBHOOK_LABELS } from "./webhook-form";

const options = { fields: {}, shouldUseNativeValidation: false };

describe("the webhook forms' rules are the API's schemas", () => {
  it("says what is wrong with the URL and the events in the form's words", async () => {
    const resolve = labelledZodResolver(createWebhookSchema, WEBHOOK_LABELS);
    const empty = await resolve({ url: "  ", description: "", events: [] }, undefined, options);
    expect(empty.errors.url?.message).toBe("URL is required");
    expect(empty.errors.events?.message).toBe("Events needs at least one choice");
    const ftp = await resolve({ url: "ftp://example.com/hook", description: "", events: ALL_WEBHOOK_EVENTS }, undefined, options);
    expect(ftp.errors.url?.message).toBe("URL must start with https:// (or http:// outside production)");
    const withPassword = await resolve({ url: "https://user:secret@example.com/hook", description: "", events: ALL_WEBHOOK_EVENTS }, undefined, options);
    expect(withPassword.errors.url?.message).toMatch(/^URL must not contain a user name or password/);
  });

  it("hands on the trimmed values the API would store", async () => {
    const resolve = labelledZodResolver(updateWebhookSchema, WEBHOOK_LABELS);
    const result = await resolve({ url: " https://example.com/hook ", description: " CRM ", events: ["signing.voided", "signing.sent"] }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ url: "https://example.com/hook", description: "CRM", events: ["signing.sent", "signing.voided"] });
  });
});
