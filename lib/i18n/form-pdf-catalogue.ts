/** The fixed words of the form PDFs (see catalogue.ts). */
import { defineCatalogue, type Translator } from "./catalogue";
import { de } from "./form-pdf/de";
import { en } from "./form-pdf/en";
import { es } from "./form-pdf/es";
import { fr } from "./form-pdf/fr";

export const formPdfCatalogue = defineCatalogue({ en, de, fr, es });
export type FormText = Translator<typeof en>;
