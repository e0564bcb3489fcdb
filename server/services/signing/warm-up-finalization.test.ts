import fs from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "../../env";
import { renderCompletionCertificate } from "../../pdf/certificate/render-certificate";
import { pdfText } from "../../pdf/stamp/testing/poppler";
import { warmUpFinalization } from "./warm-up-finalization";

afterEach(() => vi.restoreAllMocks());

describe("warmUpFinalization", () => {
  it("leaves the seal certificate made and the certificate's fonts parsed for the first finalization", async () => {
    const sealFile = path.join(env().DATA_DIR, "seal", "seal.p12");
    expect(fs.existsSync(sealFile)).toBe(false);
    await warmUpFinalization();
    expect(fs.existsSync(sealFile)).toBe(true);

    const parse = vi.spyOn(fontkit, "create");
    const certificate = await renderCompletionCertificate({
      process: { id: "p-1", subject: "Lease Zoë Łódź", organizationName: "Acme", createdAt: new Date(), completedAt: new Date(), language: "de" },
      sourceSha256: "a".repeat(64),
      finalSha256: "b".repeat(64),
      signers: [],
      auditEvents: [],
      chain: { valid: true, length: 0, headHash: null },
    });
    expect(parse).not.toHaveBeenCalled();
    expect(pdfText(certificate)).toContain("Abschlusszertifikat");
  });
});
