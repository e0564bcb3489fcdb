import { describe, expect, it } from "vitest";
import { elideFrench } from "./french-elision";
import { translate } from "./translate";

describe("French elision", () => {
  it("writes d’ and qu’ before a value that starts with a vowel", () => {
    expect(elideFrench("« {subject} » de {organizationName}", { subject: "Bail", organizationName: "Acme" })).toBe("« {subject} » d’{organizationName}");
    expect(elideFrench("De {name} à vous", { name: "Éric" })).toBe("D’{name} à vous");
    expect(elideFrench("plus tôt que {name}", { name: "Ana" })).toBe("plus tôt qu’{name}");
    expect(elideFrench("en tant que {name}", { name: "Íñigo" })).toBe("en tant qu’{name}");
  });

  it("keeps de and que before a consonant, an h, a number, or a value that is not given", () => {
    expect(elideFrench("de {organizationName}", { organizationName: "Nordlicht" })).toBe("de {organizationName}");
    expect(elideFrench("de {organizationName}", { organizationName: "Hambourg SA" })).toBe("de {organizationName}");
    expect(elideFrench("de {count}", { count: 8 })).toBe("de {count}");
    expect(elideFrench("de {organizationName}", {})).toBe("de {organizationName}");
    // Only whole words: "garde {x}" is not "gard’…".
    expect(elideFrench("garde {name}", { name: "Ana" })).toBe("garde {name}");
  });

  it("applies to French texts only", () => {
    expect(translate("fr", "email.footer", { organizationName: "Acme" })).toBe("Envoyé par Signet pour le compte d’Acme.");
    expect(translate("fr", "email.footer", { organizationName: "Nordlicht" })).toBe("Envoyé par Signet pour le compte de Nordlicht.");
    expect(translate("es", "email.footer", { organizationName: "Acme" })).toBe("Enviado por Signet en nombre de Acme.");
  });
});
