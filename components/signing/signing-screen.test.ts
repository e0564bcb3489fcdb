import { describe, expect, it } from "vitest";
import type { SignerView } from "./signer-client";
import { pollDelay, screenFor } from "./signing-screen";

type View = Pick<SignerView, "process" | "signer" | "document" | "form">;
type ProcessStatus = View["process"]["status"];
type SignerStatus = View["signer"]["status"];

const document = { url: "/d", pageCount: 1, sha256: "x", pages: [{ width: 595, height: 842, imageUrl: null, zoomImageUrl: null }] };

function view(processStatus: ProcessStatus, signerStatus: SignerStatus, contentKind: View["process"]["contentKind"] = "PDF", sealing = false): View {
  return {
    process: {
      id: "p",
      subject: "NDA",
      message: null,
      status: processStatus,
      contentKind,
      authPolicy: "SES_LINK_ONLY",
      expiresAt: "",
      organizationName: "Acme",
      declineNotifiesSender: true,
      dispatchMode: "EMAIL",
      signerCount: 2,
      sealing,
    },
    signer: { id: "s", name: "Zoë", signOrder: 1, roleLabel: null, locale: "en", language: "en", status: signerStatus },
    document: contentKind === "PDF" ? document : null,
    form: contentKind === "FORM" ? { blocks: [], prefills: {} } : null,
  };
}

describe("the screen a signer sees", () => {
  it.each<[ProcessStatus, SignerStatus, string]>([
    ["SENT", "READY", "sign"],
    ["IN_PROGRESS", "OPENED", "sign"],
    ["IN_PROGRESS", "PENDING", "waiting"],
    ["IN_PROGRESS", "COMPLETED", "signed"],
    ["COMPLETED", "COMPLETED", "completed"],
    ["DECLINED", "DECLINED", "declined-by-you"],
    ["DECLINED", "PENDING", "declined"],
    ["DECLINED", "COMPLETED", "declined"],
    ["VOIDED", "OPENED", "voided"],
    ["EXPIRED", "EXPIRED", "expired"],
  ])("process %s, signer %s: %s", (processStatus, signerStatus, screen) => {
    expect(screenFor(view(processStatus, signerStatus))).toBe(screen);
  });

  it("signs an online form on its blocks, and says so when a view has neither blocks nor pages", () => {
    expect(screenFor(view("SENT", "READY", "FORM"))).toBe("sign");
    expect(screenFor(view("IN_PROGRESS", "PENDING", "FORM"))).toBe("waiting");
    expect(screenFor(view("VOIDED", "READY", "FORM"))).toBe("voided");
    expect(screenFor({ ...view("SENT", "READY", "FORM"), form: null })).toBe("unsupported");
    expect(screenFor({ ...view("SENT", "READY", "PDF"), document: null })).toBe("unsupported");
  });

  it("shows the sealing state once every signature is in, until the process is COMPLETED", () => {
    expect(screenFor(view("IN_PROGRESS", "COMPLETED", "PDF", true))).toBe("sealing");
    expect(screenFor(view("IN_PROGRESS", "COMPLETED", "FORM", true))).toBe("sealing");
    expect(screenFor(view("COMPLETED", "COMPLETED", "PDF", false))).toBe("completed");
  });

  it("polls only where the state changes by itself", () => {
    for (const screen of ["waiting", "signed", "sealing"] as const) expect(pollDelay(screen, 0)).toBeGreaterThan(0);
    for (const screen of ["sign", "completed", "declined", "voided", "expired"] as const) expect(pollDelay(screen, 0)).toBeNull();
  });

  it("asks soon while the document is sealed, then less and less often, up to a ceiling", () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => pollDelay("sealing", attempt)!);
    expect(delays[0]).toBeLessThanOrEqual(1_500);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays.at(-1)).toBe(10_000);
    expect(pollDelay("signed", 50)).toBe(30_000);
  });
});
