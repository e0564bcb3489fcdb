import { outboxList, outboxTransportsOperation } from "../../services/outbox/operations";
import { router } from "../init";
import { queryOf } from "../operation-procedure";

export const outboxRouter = router({
  list: queryOf(outboxList),
  transports: queryOf(outboxTransportsOperation),
});
