import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { placeServerError, serverErrorMessages } from "./server-error-messages";

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
    expect(serverErrorMessages(failure("This process was voided already.", { code: "CONFLICT", appCode: "INVALID_STATE" }))).toEqual([
      "This process was voided already.",
    ]);
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
