import { describe, expect, it, vi } from "vitest";
import * as dbClient from "@/server/db/client";
import { GET } from "./route";

describe("GET /api/health", () => {
  it("answers 200 {status: ok} without touching the database", async () => {
    const getDatabase = vi.spyOn(dbClient, "getDatabase");
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
    expect(getDatabase).not.toHaveBeenCalled();
  });
});
