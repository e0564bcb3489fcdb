/** The completion certificate's words (see catalogue.ts). */
import { defineCatalogue, type Translator } from "./catalogue";
import { ar } from "./certificate/ar";
import { de } from "./certificate/de";
import { en } from "./certificate/en";
import { es } from "./certificate/es";
import { fr } from "./certificate/fr";
import { he } from "./certificate/he";
import { it } from "./certificate/it";
import { ja } from "./certificate/ja";
import { nl } from "./certificate/nl";
import { pl } from "./certificate/pl";
import { pt } from "./certificate/pt";
import { zh } from "./certificate/zh";

export const certificateCatalogue = defineCatalogue({ en, de, fr, es, it, nl, pt, pl, ja, zh, ar, he });
export type CertificateText = Translator<typeof en>;
export type CertificateKey = keyof typeof en;
