import { describe, expect, it } from "vitest";
import { embedEventsFor, type EmbedEventType } from "./embed-events";

/** The events a sequence of screens sends, as the bridge sends them (each once). */
function run(screens: Parameters<typeof embedEventsFor>[0][]): EmbedEventType[] {
  const sent = new Set<EmbedEventType>();
  const all: EmbedEventType[] = [];
  for (const screen of screens) {
    for (const type of embedEventsFor(screen, sent)) {
      sent.add(type);
      all.push(type);
    }
  }
  return all;
}

describe("the embedded page's events", () => {
  it("says ready once, then signed once, however the end screens follow each other", () => {
    expect(run(["sign", "sign", "signed", "sealing", "completed"])).toEqual(["signet:ready", "signet:signed"]);
  });

  it("says declined when the signer declines", () => {
    expect(run(["sign", "declined-by-you"])).toEqual(["signet:ready", "signet:declined"]);
  });

  it("says error when the signer cannot act, and when the page cannot load", () => {
    expect(run(["expired"])).toEqual(["signet:ready", "signet:error"]);
    expect(run(["sign", "voided"])).toEqual(["signet:ready", "signet:error"]);
    expect(run(["sign", "declined"])).toEqual(["signet:ready", "signet:error"]);
    expect(run(["failed"])).toEqual(["signet:error"]);
    expect(run(["invalid-link"])).toEqual(["signet:error"]);
  });

  it("sends nothing for the screens in between", () => {
    expect(run(["waiting"])).toEqual(["signet:ready"]);
  });
});
