import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "../../env";
import { hashSignerToken, issueSignerToken } from "../signing/signer-tokens";
import { issueOtpProof, OTP_PROOF_COOKIE, OTP_PROOF_TTL_SECONDS, otpProofCookie, otpProofIsValid } from "./otp-proof";

const token = issueSignerToken().token;
const subject = { id: "0b6c3f8e-2f4a-4c1e-9d1a-6f0e2b7c9a11", tokenHash: hashSignerToken(token) };
const now = Date.parse("2026-05-01T10:00:00Z");

describe("the proof of a confirmed code", () => {
  it("holds for the signer and token for 15 minutes, then lapses", () => {
    const proof = issueOtpProof(subject, now);
    expect(proof).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(proof.split(".")[0]).toBe(String(now / 1000 + 900));
    expect(otpProofIsValid(proof, subject, now)).toBe(true);
    expect(otpProofIsValid(proof, subject, now + 899_999)).toBe(true);
    expect(otpProofIsValid(proof, subject, now + 900_000)).toBe(false);
    expect(otpProofIsValid(proof, subject, now + 86_400_000)).toBe(false);
  });

  it("proves nothing for another signer or for a rotated token", () => {
    const proof = issueOtpProof(subject, now);
    expect(otpProofIsValid(proof, { ...subject, id: "7d0f1c2e-3b4a-4d5e-8f6a-0b1c2d3e4f50" }, now)).toBe(false);
    expect(otpProofIsValid(proof, { ...subject, tokenHash: hashSignerToken(issueSignerToken().token) }, now)).toBe(false);
  });

  it("refuses a changed expiry, a changed MAC and anything malformed", () => {
    const proof = issueOtpProof(subject, now);
    const [expires, mac] = proof.split(".") as [string, string];
    const later = `${Number(expires) + 3600}.${mac}`;
    expect(otpProofIsValid(later, subject, now)).toBe(false);
    const flipped = `${expires}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    expect(otpProofIsValid(flipped, subject, now)).toBe(false);
    for (const value of [null, undefined, "", "x", expires, `${expires}.`, `.${mac}`, `${proof}.x`, `${expires}.${mac.slice(1)}`, ` ${proof}`, `-1.${mac}`]) {
      expect(otpProofIsValid(value, subject, now)).toBe(false);
    }
  });

  it("is different for every expiry, so a proof cannot be stretched", () => {
    expect(issueOtpProof(subject, now).split(".")[1]).not.toBe(issueOtpProof(subject, now + 1000).split(".")[1]);
  });
});

describe("the proof cookie", () => {
  afterEach(() => {
    process.env.APP_URL = "http://localhost:3000";
    resetEnv();
  });

  it("is httpOnly, SameSite=Strict, scoped to the signer's path, for 15 minutes", () => {
    const proof = issueOtpProof(subject, now);
    expect(OTP_PROOF_TTL_SECONDS).toBe(900);
    expect(otpProofCookie(token, proof)).toBe(`${OTP_PROOF_COOKIE}=${proof}; Path=/api/v1/sign/${token}; Max-Age=900; HttpOnly; SameSite=Strict`);
  });

  it("is Secure when APP_URL is https", () => {
    process.env.APP_URL = "https://sign.example.com";
    resetEnv();
    expect(otpProofCookie(token, issueOtpProof(subject, now))).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it("refuses a path or value that is not a token and a proof", () => {
    const proof = issueOtpProof(subject, now);
    expect(() => otpProofCookie("../x; Path=/", proof)).toThrow();
    expect(() => otpProofCookie(token, `${proof}; Domain=example.com`)).toThrow();
  });
});
