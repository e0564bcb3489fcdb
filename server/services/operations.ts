/**
 * Every /api/v1 operation, in the order the OpenAPI document lists them. A route file serves
 * the operations of its path (server/http/api-route.ts, routesFor); nothing else declares one.
 */
import { apiKeyOperations } from "./api-keys/operations";
import { pdfAssetOperations } from "./assets/operations";
import { bulkSendOperations } from "./bulk-sends/operations";
import { exportOperations } from "./exports/operations";
import { isHttpOperation, type LocalOperation, type Operation } from "./operation";
import { onlineFormOperations } from "./online-forms/operations";
import { publicLinkOperations } from "./public-links/operations";
import { signerOperations } from "./signer/operations";
import { signingProcessOperations } from "./signing/operations";
import { templateOperations } from "./templates/operations";
import { verificationOperations } from "./verification/operations";
import { webhookOperations } from "./webhooks/operations";

// Note: each definition keeps its own precise types; the list erases them, and only the REST
// wrapper calls through it, with the input parsed by the very schemas the definition declares.
// The areas' lists also hold their dashboard-only operations, which have no path: left out here.
const declared = [
  ...apiKeyOperations,
  ...pdfAssetOperations,
  ...templateOperations,
  ...bulkSendOperations,
  ...publicLinkOperations,
  ...onlineFormOperations,
  ...signingProcessOperations,
  ...signerOperations,
  ...exportOperations,
  ...webhookOperations,
  ...verificationOperations,
] as unknown as readonly (Operation | LocalOperation)[];

export const operations: readonly Operation[] = declared.filter(isHttpOperation);

/** The operations served at one path template, e.g. "/webhooks/{id}". */
export function operationsAt(path: string): Operation[] {
  return operations.filter((operation) => operation.path === path);
}
