import { describe, expect, it } from "vitest";
import { DEFAULT_SIGNED_IN_PATH, safeCallbackPath } from "./safe-callback-path";

const APP_URL = "https://app.example";

describe("safeCallbackPath", () => {
  it.each([
    ["/processes?status=DRAFT#top", "/processes?status=DRAFT#top"],
    ["https://app.example/kiosk/1", "/kiosk/1"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("follows a path on this site: %s", (value, expected) => {
    expect(safeCallbackPath(value, APP_URL)).toBe(expected);
  });

  it.each([
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "/\t/evil.example",
    // Same origin as written, but a path that a browser reads as another host.
    "https://app.example//evil.example/x",
    "https://app.example/\\evil.example",
    "https://app.example/..//evil.example",
    "/.//evil.example",
    "javascript:alert(1)",
    "/login",
    "",
  ])("refuses %j", (value) => {
    expect(safeCallbackPath(value, APP_URL)).toBe(DEFAULT_SIGNED_IN_PATH);
  });

  it("refuses anything but one string", () => {
    expect(safeCallbackPath(["/a", "/b"], APP_URL)).toBe(DEFAULT_SIGNED_IN_PATH);
    expect(safeCallbackPath(undefined, APP_URL)).toBe(DEFAULT_SIGNED_IN_PATH);
  });
});
