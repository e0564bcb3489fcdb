/** The fixed words of the form PDFs (see catalogue.ts). */
import { defineCatalogue, type Translator } from "./catalogue";
import { ar } from "./form-pdf/ar";
import { de } from "./form-pdf/de";
import { en } from "./form-pdf/en";
import { es } from "./form-pdf/es";
import { fr } from "./form-pdf/fr";
import { he } from "./form-pdf/he";
import { it } from "./form-pdf/it";
import { ja } from "./form-pdf/ja";
import { nl } from "./form-pdf/nl";
import { pl } from "./form-pdf/pl";
import { pt } from "./form-pdf/pt";
import { zh } from "./form-pdf/zh";

export const formPdfCatalogue = defineCatalogue({ en, de, fr, es, it, nl, pt, pl, ja, zh, ar, he });
export type FormText = Translator<typeof en>;
