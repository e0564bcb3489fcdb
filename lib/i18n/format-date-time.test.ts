import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time";

// Note: Intl separates some parts with narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatDateTime", () => {
  it("writes the moment as English readers expect, naming the zone", () => {
    expect(plain(formatDateTime("en", "2025-11-21T14:30:00Z"))).toBe("November 21, 2025 at 2:30 PM UTC");
  });

  it("writes the moment as German readers expect, naming the zone", () => {
    expect(plain(formatDateTime("de", "2025-11-21T14:30:00Z"))).toBe("21. November 2025 um 14:30 UTC");
  });

  it("writes the moment as French and Spanish readers expect, naming the zone", () => {
    // These follow "avant le …" and "antes del …" in the invitation email.
    expect(plain(formatDateTime("fr", "2025-11-21T14:30:00Z"))).toBe("21 novembre 2025 à 14:30 UTC");
    expect(plain(formatDateTime("es", "2025-11-21T14:30:00Z"))).toBe("21 de noviembre de 2025 a las 14:30 UTC");
  });

  it("writes the moment as Italian readers expect, naming the zone", () => {
    // This follows "entro il …" and "scade il …" in the invitation and the reminder.
    expect(plain(formatDateTime("it", "2025-11-21T14:30:00Z"))).toBe("21 novembre 2025 alle ore 14:30 UTC");
  });

  it("writes the moment as Dutch, Portuguese and Polish readers expect, naming the zone", () => {
    // These follow "vóór …", "até …" and "przed …" in the invitation email.
    expect(plain(formatDateTime("nl", "2025-11-21T14:30:00Z"))).toBe("21 november 2025 om 14:30 UTC");
    expect(plain(formatDateTime("pt", "2025-11-21T14:30:00Z"))).toBe("21 de novembro de 2025 às 14:30 UTC");
    expect(plain(formatDateTime("pl", "2025-11-21T14:30:00Z"))).toBe("21 listopada 2025 14:30 UTC");
  });

  it("writes the moment as Japanese and Chinese readers expect, with year, month and day", () => {
    // These precede "までに" and follow "在 … 之前" in the invitation email.
    expect(plain(formatDateTime("ja", "2025-11-21T14:30:00Z"))).toBe("2025年11月21日 14:30 UTC");
    expect(plain(formatDateTime("zh", "2025-11-21T14:30:00Z"))).toBe("2025年11月21日 UTC 14:30");
  });

  it("writes the moment as Arabic readers expect, with Latin digits, naming the zone", () => {
    // Latin digits whatever the runtime's CLDR default for "ar" (docs/signing-page.md).
    expect(plain(formatDateTime("ar", "2025-11-21T14:30:00Z"))).toBe("21 نوفمبر 2025 في 2:30 م UTC");
    expect(formatDateTime("ar", "2025-11-21T14:30:00Z")).not.toMatch(/[\u0660-\u0669]/);
  });

  it("writes the moment as Hebrew readers expect, naming the zone", () => {
    // This follows "נא לחתום לפני …" in the invitation.
    expect(plain(formatDateTime("he", "2025-11-21T14:30:00Z"))).toBe("21 בנובמבר 2025 בשעה 14:30 UTC");
  });

  it("converts to another time zone when asked", () => {
    expect(plain(formatDateTime("de", "2025-11-21T14:30:00Z", "Europe/Berlin"))).toBe("21. November 2025 um 15:30 MEZ");
  });
});
