import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET, PUT } from "./route";

describe("/api/inngest without INNGEST_*", () => {
  it("answers 404 with a message saying jobs run in process", async () => {
    for (const handler of [GET, PUT]) {
      const response = await handler(new NextRequest("http://localhost:3000/api/inngest"), {});
      expect(response.status).toBe(404);
      expect((await response.json()).message).toMatch(/Inngest is not configured/);
    }
  });
});
