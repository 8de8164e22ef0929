import { describe, expect, it } from "vitest";
import config from "../vitest.config.ts";
import { partsOf } from "./test-parts.mjs";

// Every Vitest project runs in `npm test`: each is named by exactly one of its parts.

const projectNames = (config.test?.projects ?? []).map((project) =>
  typeof project === "object" && "test" in project ? project.test?.name : undefined,
);

describe("the parts of npm test", () => {
  it("name every Vitest project exactly once", () => {
    expect(projectNames.length).toBeGreaterThan(0);
    for (const name of projectNames) {
      expect(typeof name, "every project has a name to pass to --project").toBe("string");
      expect(partsOf(name as string), `project "${name}"`).toHaveLength(1);
    }
  });

  it("read a pattern as Vitest does: '*' is any text, the rest is literal", () => {
    expect(partsOf("unit, mocked modules")).toEqual(["unit"]);
    expect(partsOf("api, search by SQL alone")).toEqual(["api"]);
    expect(partsOf("cluster")).toEqual(["slow"]);
    expect(partsOf("clusters")).toEqual([]);
    expect(partsOf("browser journeys")).toEqual([]);
  });
});
