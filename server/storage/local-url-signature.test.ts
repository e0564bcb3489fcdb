import { describe, expect, it } from "vitest";
import { signStorageUrl, verifyStorageUrl, type SignedUrlClaims } from "./local-url-signature";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const base = "https://signet.example/api/storage";
const upload: SignedUrlClaims = {
  method: "PUT",
  key: "orgs/o1/uploads/u1.pdf",
  contentType: "application/pdf",
  sizeBytes: 1234,
  expires: 2_000_000_000,
};

function flipFirstCharacter(value: string): string {
  return (value[0] === "A" ? "B" : "A") + value.slice(1);
}

function parts(url: string) {
  const parsed = new URL(url);
  return { key: parsed.pathname.replace("/api/storage/", ""), query: parsed.searchParams };
}

describe("local presigned URLs", () => {
  it("carry their claims in the query and verify with the same secret", () => {
    const url = signStorageUrl(base, secret, upload);
    expect(url).toMatch(
      /^https:\/\/signet\.example\/api\/storage\/orgs\/o1\/uploads\/u1\.pdf\?method=PUT&contentType=application%2Fpdf&size=1234&expires=2000000000&sig=[\w-]{43}$/,
    );
    const { key, query } = parts(url);
    expect(verifyStorageUrl(secret, key, query)).toEqual(upload);
  });

  it("refuse a URL signed with another secret", () => {
    const { key, query } = parts(signStorageUrl(base, "another-secret-0123456789-0123456789", upload));
    expect(verifyStorageUrl(secret, key, query)).toBeNull();
  });

  it("refuse any changed claim, an added file name or a missing signature", () => {
    const { key, query } = parts(signStorageUrl(base, secret, upload));
    const changes: Array<[string, (q: URLSearchParams) => void]> = [
      ["size", (q) => q.set("size", "1235")],
      ["type", (q) => q.set("contentType", "text/html")],
      ["expiry", (q) => q.set("expires", "2000000001")],
      ["method", (q) => q.set("method", "GET")],
      ["file name", (q) => q.set("filename", "x.pdf")],
      ["signature", (q) => q.set("sig", flipFirstCharacter(q.get("sig")!))],
      ["no signature", (q) => q.delete("sig")],
    ];
    for (const [what, change] of changes) {
      const changed = new URLSearchParams(query);
      change(changed);
      expect(verifyStorageUrl(secret, key, changed), what).toBeNull();
    }
    expect(verifyStorageUrl(secret, "orgs/o2/uploads/u1.pdf", query), "key").toBeNull();
  });

  it("refuse an upload URL without its size or type even when signed so", () => {
    const { key, query } = parts(signStorageUrl(base, secret, { ...upload, sizeBytes: undefined }));
    expect(verifyStorageUrl(secret, key, query)).toBeNull();
  });
});
