import { emailDeliveriesList, emailSendTest, emailSenderSettings, emailUpdateSenderSettings } from "../../services/email-deliveries/operations";
import { router } from "../init";
import { mutationOf, queryOf } from "../operation-procedure";

/** Email (Settings and the process page): how emails show their sender, a test email, and the delivery log. */
export const emailRouter = router({
  senderSettings: queryOf(emailSenderSettings),
  updateSenderSettings: mutationOf(emailUpdateSenderSettings),
  sendTest: mutationOf(emailSendTest),
  deliveries: queryOf(emailDeliveriesList),
});
