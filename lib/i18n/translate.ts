/**
 * The words of the pages, emails and text messages (the `messages` catalogue, see catalogue.ts).
 */
import { defineCatalogue, type Texts } from "./catalogue";
import { ar } from "./messages/ar";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";
import { he } from "./messages/he";
import { it } from "./messages/it";
import { ja } from "./messages/ja";
import { nl } from "./messages/nl";
import { pl } from "./messages/pl";
import { pt } from "./messages/pt";
import { zh } from "./messages/zh";

export type MessageKey = keyof typeof en;
export type Messages = Texts<typeof en>;

export const messages = defineCatalogue({ en, de, fr, es, it, nl, pt, pl, ja, zh, ar, he });
export const { dictionaries, translate } = messages;
