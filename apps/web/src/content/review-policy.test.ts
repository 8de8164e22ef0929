import { readFileSync } from "node:fs";
import { REVIEW_POLICY_RULES } from "@roost/shared/domain/reviews.ts";
import { describe, expect, it } from "vitest";

// The review policy operators hide reviews under (npm run admin -- hide-review ID RULE) is the one
// the terms publish, rule for rule (decision 058).

describe("the published review policy", () => {
  it("states every rule an operator may hide a review under, in the same words", () => {
    const terms = readFileSync(new URL("./pages/terms-and-conditions.md", import.meta.url), "utf8");
    for (const [rule, text] of Object.entries(REVIEW_POLICY_RULES)) {
      expect(terms).toContain(`**${rule}**: ${text.charAt(0).toLowerCase()}${text.slice(1, -1)}`);
    }
  });
});
