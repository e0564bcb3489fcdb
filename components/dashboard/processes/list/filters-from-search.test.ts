import { describe, expect, it } from "vitest";
import { filtersFromSearch } from "./filters-from-search";

describe("the process filters a link opens with", () => {
  it("reads statuses given as repeated keys or separated by commas", () => {
    expect(filtersFromSearch(new URLSearchParams("status=SENT,IN_PROGRESS")).statuses).toEqual(["SENT", "IN_PROGRESS"]);
    expect(filtersFromSearch(new URLSearchParams("status=COMPLETED&status=DECLINED")).statuses).toEqual(["COMPLETED", "DECLINED"]);
  });

  it("drops unknown or repeated statuses and starts unfiltered without any", () => {
    expect(filtersFromSearch(new URLSearchParams("status=SENT,sent,NOPE,SENT,<b>")).statuses).toEqual(["SENT"]);
    expect(filtersFromSearch(new URLSearchParams(""))).toEqual({ statuses: [], search: "", createdFrom: "", createdTo: "" });
  });
});
