/**
 * Every enum value the server defines has plain words wherever the dashboard shows it. Each
 * label record is typed as an exhaustive Record over the server's type, so walking its keys
 * walks every value (a value added on the server without words here fails the type check);
 * the lists shared through lib/ are walked directly.
 */
import { describe, it } from "vitest";
import { PROCESS_STATUSES, SIGNER_STATUSES } from "@/lib/signing/statuses";
import { expectPlainWords } from "@/lib/wording/testing/expect-plain-words";
import { TEMPLATE_STATUSES } from "@/lib/schemas/templates";
import { API_KEY_ROLE_LABELS, PLAN_NAMES } from "./organization-labels";
import { OUTBOX_KIND_LABELS } from "./outbox/outbox-labels";
import { FIELD_TYPE_LABELS, FIELD_TYPES } from "./processes/field-editor/field-editor-state";
import { AUTH_POLICY_LABELS, DISPATCH_MODE_LABELS, PROCESS_STATUS_LABELS, SIGNER_STATUS_LABELS, signerStatusLabel } from "./processes/process-labels";
import { TEMPLATE_STATUS_LABELS } from "./templates/library/template-labels";
import { WEBHOOK_EVENT_LABELS } from "./webhooks/webhook-event-options";

function expectWordsFor<Value extends string>(values: readonly Value[], words: (value: Value) => string) {
  for (const value of values) expectPlainWords(words(value), value);
}

const keysOf = <Key extends string>(record: Record<Key, string>) => Object.keys(record) as Key[];

describe("the dashboard's words for every enum value", () => {
  it("process and signer statuses", () => {
    expectWordsFor(PROCESS_STATUSES, (status) => PROCESS_STATUS_LABELS[status]);
    expectWordsFor(SIGNER_STATUSES, (status) => SIGNER_STATUS_LABELS[status]);
    for (const process of PROCESS_STATUSES) expectWordsFor(SIGNER_STATUSES, (signer) => signerStatusLabel(signer, process));
  });

  it("dispatch modes and auth policies", () => {
    expectWordsFor(keysOf(DISPATCH_MODE_LABELS), (mode) => DISPATCH_MODE_LABELS[mode]);
    expectWordsFor(keysOf(AUTH_POLICY_LABELS), (policy) => AUTH_POLICY_LABELS[policy]);
  });

  it("field types, template statuses, plans and API key roles", () => {
    expectWordsFor(FIELD_TYPES, (type) => FIELD_TYPE_LABELS[type]);
    expectWordsFor(TEMPLATE_STATUSES, (status) => TEMPLATE_STATUS_LABELS[status]);
    expectWordsFor(keysOf(PLAN_NAMES), (plan) => PLAN_NAMES[plan]);
    expectWordsFor(keysOf(API_KEY_ROLE_LABELS), (role) => API_KEY_ROLE_LABELS[role]);
  });

  it("outbox message kinds and webhook events", () => {
    expectWordsFor(keysOf(OUTBOX_KIND_LABELS), (kind) => OUTBOX_KIND_LABELS[kind]);
    expectWordsFor(keysOf(WEBHOOK_EVENT_LABELS), (type) => WEBHOOK_EVENT_LABELS[type]);
  });
});
