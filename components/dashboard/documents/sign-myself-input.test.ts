import { describe, expect, it } from "vitest";
import { createSigningProcessSchema } from "@/lib/schemas/signing-processes";
import { MY_SIGNER_KEY, signMyselfInput, subjectOfFile } from "./sign-myself-input";

const now = new Date("2027-03-01T10:00:00Z");
const me = { name: "Ada Lovelace", email: "ada@example.test" };
const signature = { id: "f1", type: "SIGNATURE" as const, label: " Signature ", required: true, signerKey: MY_SIGNER_KEY, page: 0, x: 10, y: 20, w: 180, h: 54 };

describe("signMyselfInput", () => {
  it("is a CURRENT_USER process for the signed-in user alone, link only, open two weeks", () => {
    const input = signMyselfInput({ id: "5b0c6f3e-1d2a-4c8e-9f00-123456789abc", subject: " Lease " }, me, [signature], now);
    expect(input).toEqual({
      dispatchMode: "CURRENT_USER",
      sourcePdfAssetId: "5b0c6f3e-1d2a-4c8e-9f00-123456789abc",
      subject: "Lease",
      expiresAt: "2027-03-15T10:00:00.000Z",
      authPolicy: "SES_LINK_ONLY",
      signers: [{ signOrder: 1, name: "Ada Lovelace", email: "ada@example.test" }],
      fields: [{ assignedSignerSignOrder: 1, type: "SIGNATURE", label: "Signature", required: true, page: 0, x: 10, y: 20, w: 180, h: 54 }],
    });
  });

  it("passes the shared create schema", () => {
    const input = signMyselfInput({ id: "5b0c6f3e-1d2a-4c8e-9f00-123456789abc", subject: "Lease" }, me, [signature]);
    expect(createSigningProcessSchema.safeParse(input).success).toBe(true);
  });

  it("takes the file's name without .pdf as the first subject", () => {
    expect(subjectOfFile("Lease 2027.PDF")).toBe("Lease 2027");
    expect(subjectOfFile("notes.pdf.txt")).toBe("notes.pdf.txt");
  });
});
