import { describe, expect, it } from "vitest";
import { sendAgainRefusal } from "./process-drafts";

describe("sending a process again", () => {
  it("is offered for direct PDF processes that ended unsigned", () => {
    for (const status of ["DECLINED", "VOIDED", "EXPIRED"]) {
      expect(sendAgainRefusal({ status, origin: "DIRECT", contentKind: "PDF" })).toBeNull();
    }
  });

  it("is not offered while a process is open or once it is completed", () => {
    for (const status of ["SENT", "IN_PROGRESS", "COMPLETED"]) {
      expect(sendAgainRefusal({ status, origin: "DIRECT", contentKind: "PDF" })).toBe("STILL_OPEN");
    }
  });

  it("is not offered for a template's or an online form's process", () => {
    expect(sendAgainRefusal({ status: "VOIDED", origin: "TEMPLATE", contentKind: "PDF" })).toBe("NOT_DIRECT_PDF");
    expect(sendAgainRefusal({ status: "EXPIRED", origin: "DIRECT", contentKind: "FORM" })).toBe("NOT_DIRECT_PDF");
  });
});
