/** Every catalogue, for the tests that hold them all to the same rules. */
import { certificateCatalogue } from "./certificate-catalogue";
import { formPdfCatalogue } from "./form-pdf-catalogue";
import { messages } from "./translate";

export const CATALOGUES = { messages, certificate: certificateCatalogue, formPdf: formPdfCatalogue } as const;
