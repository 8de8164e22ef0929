import { describe, expect, it } from "vitest";
import { AppError, catalogueError } from "./errors.ts";

describe("catalogueError", () => {
  it("words the refusal from the shared catalogue, title and description", () => {
    const error = catalogueError(403, "students_only");
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 403,
      code: "students_only",
      message: "Students only — Groups and roommates are for student accounts.",
    });
  });

  it("fills the description's placeholders, and drops a description whose placeholder has no value", () => {
    expect(catalogueError(409, "viewing_already_requested", { name: "Sam" }).message).toBe(
      "Viewing already requested — Requested by Sam",
    );
    expect(catalogueError(409, "viewing_already_requested").message).toBe("Viewing already requested");
  });

  it("uses the title alone when the catalogue has no description", () => {
    expect(catalogueError(403, "not_leader").message).toBe("Only group leader can perform this action");
  });
});
