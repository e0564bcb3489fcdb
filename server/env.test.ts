import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("INNGEST_DEV in production", () => {
  it("is refused with a message naming it: a dev server runs jobs unauthenticated", () => {
    for (const value of ["1", "true", "http://localhost:8288"]) {
      expect(() => loadEnv({ NODE_ENV: "production", INNGEST_DEV: value })).toThrow(EnvError);
      expect(() => loadEnv({ NODE_ENV: "production", INNGEST_DEV: value })).toThrow(/INNGEST_DEV.*production/);
    }
  });

  it("is accepted in development and tests, and its cloud values (0, false) in production", () => {
    expect(loadEnv({ NODE_ENV: "development", INNGEST_DEV: "1" }).INNGEST_DEV).toBe("1");
    expect(loadEnv({ NODE_ENV: "test", INNGEST_DEV: "http://localhost:8288" }).INNGEST_DEV).toBe("http://localhost:8288");
    expect(loadEnv({ NODE_ENV: "production", INNGEST_DEV: "0", INNGEST_EVENT_KEY: "key" }).INNGEST_DEV).toBe("0");
    expect(loadEnv({ NODE_ENV: "production", INNGEST_DEV: "false" }).NODE_ENV).toBe("production");
    expect(loadEnv({ NODE_ENV: "production" }).INNGEST_DEV).toBeUndefined();
  });
});

describe("DEFAULT_PLAN", () => {
  it("is ENTERPRISE unless set, and takes any plan", () => {
    expect(loadEnv({}).DEFAULT_PLAN).toBe("ENTERPRISE");
    expect(loadEnv({ DEFAULT_PLAN: "FREE" }).DEFAULT_PLAN).toBe("FREE");
    expect(loadEnv({ DEFAULT_PLAN: "PRO" }).DEFAULT_PLAN).toBe("PRO");
  });

  it("stops the start with a message naming it and the plans, for a value that is no plan", () => {
    expect(() => loadEnv({ DEFAULT_PLAN: "GOLD" })).toThrow(EnvError);
    expect(() => loadEnv({ DEFAULT_PLAN: "enterprise" })).toThrow("Invalid configuration: DEFAULT_PLAN: must be one of FREE, PRO, ENTERPRISE");
  });
});
