/** Applies the target policy (server/webhooks/target-policy.ts) with this installation's settings. */
import { env } from "../../env";
import { AppError } from "../../errors";
import { checkWebhookTarget, WebhookTargetRefusedError, type CheckedTarget, type TargetPolicy } from "../../webhooks/target-policy";

export function configuredTargetPolicy(): TargetPolicy {
  const config = env();
  return { allowPrivateNetworks: config.WEBHOOK_ALLOW_PRIVATE_NETWORKS, requireHttps: config.NODE_ENV === "production" };
}

/** For saving an endpoint: a refused URL answers 400 WEBHOOK_URL_REFUSED and nothing is saved. */
export async function assertWebhookTargetAllowed(url: string, policy = configuredTargetPolicy()): Promise<CheckedTarget> {
  try {
    return await checkWebhookTarget(url, policy);
  } catch (error) {
    if (!(error instanceof WebhookTargetRefusedError)) throw error;
    throw new AppError("WEBHOOK_URL_REFUSED", `url is refused: ${error.message}`, { reason: error.reason, ...error.details });
  }
}
