import { describe, expect, it } from "vitest";
import {
  TENANCY_AGREEMENT_MAX_BYTES,
  TENANCY_AGREEMENT_MAX_MEGABYTES,
  TENANCY_AGREEMENT_MAX_PAGES,
  TENANCY_AGREEMENT_REFUSALS,
} from "./tenancy-documents.ts";

describe("an uploaded tenancy agreement", () => {
  it("is at most 10 MB and 60 pages", () => {
    expect(TENANCY_AGREEMENT_MAX_BYTES).toBe(10_485_760);
    expect(TENANCY_AGREEMENT_MAX_MEGABYTES).toBe(10);
    expect(TENANCY_AGREEMENT_MAX_PAGES).toBe(60);
  });

  it("is refused in words that say what to do", () => {
    expect(TENANCY_AGREEMENT_REFUSALS.agreement_encrypted.title).toBe("Remove the password and upload again");
    expect(TENANCY_AGREEMENT_REFUSALS.agreement_too_large.description).toBe(
      "Upload an agreement of at most 10 MB.",
    );
    expect(TENANCY_AGREEMENT_REFUSALS.agreement_too_many_pages.description).toBe(
      "Upload an agreement of at most 60 pages.",
    );
  });
});
