import { describe, expect, it } from "vitest";
import { loadEnv } from "@/server/env";
import { jobsUseInngest } from "./inngest";

describe("jobsUseInngest", () => {
  it("is off without INNGEST_* settings: jobs run in process", () => {
    expect(jobsUseInngest(loadEnv({}))).toBe(false);
    expect(jobsUseInngest(loadEnv({ INNGEST_SIGNING_KEY: "signkey-prod-abc" }))).toBe(false);
  });

  it("is on with an event key (Inngest Cloud) or a dev server", () => {
    expect(jobsUseInngest(loadEnv({ INNGEST_EVENT_KEY: "key" }))).toBe(true);
    expect(jobsUseInngest(loadEnv({ INNGEST_DEV: "1" }))).toBe(true);
    expect(jobsUseInngest(loadEnv({ INNGEST_DEV: "http://localhost:8288" }))).toBe(true);
  });

  it("treats INNGEST_DEV=0 as a request for Inngest Cloud, which needs the event key", () => {
    expect(jobsUseInngest(loadEnv({ INNGEST_DEV: "0" }))).toBe(false);
    expect(jobsUseInngest(loadEnv({ INNGEST_DEV: "0", INNGEST_EVENT_KEY: "key" }))).toBe(true);
  });
});
