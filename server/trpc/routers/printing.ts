import { printingUnprintableCharacters } from "../../services/printing/operations";
import { router } from "../init";
import { queryOf } from "../operation-procedure";

// Dashboard only: the wizard and the "Use template" form warn of text the PDFs cannot print.
export const printingRouter = router({
  unprintableCharacters: queryOf(printingUnprintableCharacters),
});
