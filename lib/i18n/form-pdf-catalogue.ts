/** The fixed words of the form PDFs (see catalogue.ts). */
import { defineCatalogue, type Translator } from "./catalogue";
import { ar } from "./form-pdf/ar";
import { de } from "./form-pdf/de";
import { en } from "./form-pdf/en";
import { es } from "./form-pdf/es";
import { fr } from "./form-pdf/fr";
import { he } from "./form-pdf/he";
import { it } from "./form-pdf/it";

export const formPdfCatalogue = defineCatalogue({ en, de, fr, es, it, ar, he });
export type FormText = Translator<typeof en>;
