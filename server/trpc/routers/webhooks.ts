import {
  webhooksCreate,
  webhooksDelete,
  webhooksDeliveries,
  webhooksGet,
  webhooksList,
  webhooksRedeliver,
  webhooksRotateSecret,
  webhooksSendTest,
  webhooksUpdate,
} from "../../services/webhooks/operations";
import { router } from "../init";
import { mutationOver, queryOver } from "../operation-procedure";

// Derived from the /api/v1 operations (server/services/webhooks/operations.ts).
export const webhooksRouter = router({
  list: queryOver(webhooksList),
  get: queryOver(webhooksGet),
  create: mutationOver(webhooksCreate),
  update: mutationOver(webhooksUpdate),
  remove: mutationOver(webhooksDelete),
  rotateSecret: mutationOver(webhooksRotateSecret),
  sendTest: mutationOver(webhooksSendTest),
  deliveries: queryOver(webhooksDeliveries),
  redeliver: mutationOver(webhooksRedeliver),
});
