import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { placeServerError, serverErrorDetails, serverErrorMessages } from "./server-error-messages";

function failure(message: string, data: Record<string, unknown>) {
  const shape = { code: -32600, message, data: { code: "BAD_REQUEST", httpStatus: 400, appCode: null, validation: null, ...data } };
  return new TRPCClientError(message, { result: { error: shape } as never });
}

const LABELS = { url: "URL", events: "Events" };

describe("what a failed call tells the user", () => {
  it("says the server did not answer when no procedure did", () => {
    expect(serverErrorMessages(new TRPCClientError("Failed to fetch"))).toEqual([
      "The server did not answer. Check your connection and try again in a moment.",
    ]);
  });

  it("never shows the text of an unexpected exception", () => {
    const crash = failure("Cannot read properties of undefined (reading 'id')", { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 });
    expect(serverErrorMessages(crash)).toEqual(["Something went wrong on our side. Try again in a moment."]);
  });

  it("shows an AppError's sentence as the server wrote it", () => {
    const error = failure("This process was voided already.", { code: "CONFLICT", appCode: "INVALID_STATE" });
    expect(serverErrorMessages(error)).toEqual(["This process was voided already."]);
    expect(serverErrorDetails(error)).toBeNull();
  });

  it("words the code instead when the server's sentence names a raw state", () => {
    const error = failure("Only the signer whose turn it is can be invited again; this signer is COMPLETED", { code: "CONFLICT", appCode: "INVALID_STATE" });
    expect(serverErrorMessages(error)).toEqual(["This cannot be done at this stage. Reload the page to see where things stand."]);
    expect(serverErrorDetails(error)).toBe("Only the signer whose turn it is can be invited again; this signer is COMPLETED");
  });

  it("words a generic condition by its tRPC code, keeping the raw text as details", () => {
    const error = failure("Sign in to continue", { code: "UNAUTHORIZED", httpStatus: 401 });
    expect(serverErrorMessages(error)).toEqual(["You are signed out. Sign in again to continue."]);
    expect(serverErrorDetails(error)).toBe("Sign in to continue");
  });

  it("words validation sentences that name raw values, keeping them as details", () => {
    const error = failure("Invalid input", { validation: ["subject is required", "input.dispatchMode must be one of: EMAIL, KIOSK, CURRENT_USER"] });
    expect(serverErrorMessages(error)).toEqual(["subject is required", "Some of the information is not valid. Check the form and try again."]);
    expect(serverErrorDetails(error)).toBe("input.dispatchMode must be one of: EMAIL, KIOSK, CURRENT_USER");
  });

  it("folds a runtime error's text into the details", () => {
    const crash = failure("Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON", { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 });
    expect(serverErrorMessages(crash)).toEqual(["Something went wrong on our side. Try again in a moment."]);
    expect(serverErrorDetails(crash)).toContain("Unexpected token");
    expect(serverErrorMessages(new TypeError("x is not a function"))).toEqual(["Something went wrong. Try again."]);
  });
});

describe("where a failed call's problems go", () => {
  it("puts issues with a known path under their field, labelled", () => {
    const error = failure("Invalid input", { issues: [{ path: ["url"], message: "must start with https://" }, { path: ["events", 0], message: "is not valid" }] });
    expect(placeServerError(error, LABELS)).toEqual({ fields: { url: "URL must start with https://", events: "Events is not valid" }, form: [] });
  });

  it("keeps issues of no field above the form", () => {
    const error = failure("Invalid input", { issues: [{ path: [], message: "must change at least one setting" }] });
    expect(placeServerError(error, LABELS)).toEqual({ fields: {}, form: ["Must change at least one setting"] });
  });

  it("keeps sentences without a path above the form, whatever they say", () => {
    const error = failure("Invalid input", { validation: ["input.url must be a valid URL"] });
    expect(placeServerError(error, LABELS)).toEqual({ fields: {}, form: ["input.url must be a valid URL"] });
    expect(serverErrorDetails(error)).toBeNull();
  });

  it("puts an error code that concerns one field under that field", () => {
    const error = failure("127.0.0.1, a loopback address; webhooks may only call public addresses", { appCode: "WEBHOOK_URL_REFUSED" });
    expect(placeServerError(error, LABELS, { WEBHOOK_URL_REFUSED: "url" })).toEqual({
      fields: { url: "127.0.0.1, a loopback address; webhooks may only call public addresses" },
      form: [],
    });
  });

  it("places nothing without an error", () => {
    expect(placeServerError(null, LABELS)).toEqual({ fields: {}, form: [] });
  });
});
