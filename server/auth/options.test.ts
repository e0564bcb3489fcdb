import { describe, expect, it } from "vitest";
import { authOptions } from "./options";

const baseUrl = "https://app.example";

describe("next-auth's redirect after signing in or out", () => {
  const redirect = (url: string) => authOptions().callbacks!.redirect!({ url, baseUrl });

  it.each([
    ["/kiosk/1?x=1", `${baseUrl}/kiosk/1?x=1`],
    [`${baseUrl}/processes`, `${baseUrl}/processes`],
  ])("follows a path on this site: %s", async (url, expected) => {
    expect(await redirect(url)).toBe(expected);
  });

  it.each(["https://evil.example/", "//evil.example/", `${baseUrl}//evil.example/`, `${baseUrl}/\\evil.example`, "/\\evil.example"])(
    "sends %j to the site's root instead",
    async (url) => {
      expect(await redirect(url)).toBe(baseUrl);
    },
  );
});
