// @vitest-environment happy-dom
// The roommate results (decision 023): "Load more" appends the next page until there is none, a
// failed load says so and offers Try again, and a filter that finds nobody offers to clear it.
import type { MyGroups } from "@roost/shared/contracts/groups.ts";
import type { RoommateCard, RoommatesList } from "@roost/shared/contracts/roommates.ts";
import { describe, expect, it, vi } from "vitest";
import { errorReply, json, renderInApp, stubNetworkPerTest } from "../../test/app-context.tsx";
import {
  button,
  choose,
  click,
  eventually,
  field,
  mountRootPerTest,
  queryButton,
  roleText,
} from "../../test/mounted-root.ts";
import { RoommateResults } from "./roommate-results.tsx";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();

const student = (n: number): RoommateCard => ({
  user_id: `u-${n}`,
  display_name: `Student ${n}`,
  avatar_url: null,
  bio: null,
  university: "University of Manchester",
  current_year: "First year",
  interests: [],
  hobbies: [],
  preferred_locations: [],
  budget_min: 500,
  budget_max: 700,
  facebook_url: null,
  instagram_url: null,
  x_url: null,
  user_type: "student",
  is_verified: false,
  created_at: "2026-09-01T10:00:00Z",
  badges: [],
  connect_state: "connect",
  connect_request: null,
  compatibility: { score: 72, reasons: ["Similar budget"] },
});

const page = (numbers: number[], next_cursor: string | null): RoommatesList => ({
  roommates: numbers.map(student),
  next_cursor,
});

function showResults(reply: (path: string) => Response) {
  network.on("GET /api/groups/mine", () => json({ groups: [] } satisfies MyGroups));
  network.on("GET /api/roommates", (request) => reply(request.path));
  const app = renderInApp(mounted.root, <RoommateResults onView={vi.fn()} onConnect={vi.fn()} />, {
    path: "/roommates",
  });
  return app;
}

const names = () => [...mounted.container.querySelectorAll("li h3")].map((h) => h.textContent);

describe("RoommateResults", () => {
  it("appends the next page on Load more, and offers no more after the last", async () => {
    showResults((path) => json(path.includes("cursor=c2") ? page([3], null) : page([1, 2], "c2")));
    await eventually(() => expect(names()).toEqual(["Student 1", "Student 2"]));
    click(button("Load more"));
    await eventually(() => expect(names()).toEqual(["Student 1", "Student 2", "Student 3"]));
    expect(queryButton("Load more")).toBeNull();
  });

  it("keeps the students shown when the next page fails, says so, and Try again loads it", async () => {
    let nextCalls = 0;
    showResults((path) => {
      if (!path.includes("cursor=c2")) return json(page([1, 2], "c2"));
      return ++nextCalls === 1
        ? errorReply(500, "internal_error", "Something went wrong.")
        : json(page([3], null));
    });
    await eventually(() => expect(names()).toEqual(["Student 1", "Student 2"]));
    click(button("Load more"));
    await eventually(() => expect(roleText("alert")).toContain("We couldn't load more students."));
    expect(names()).toEqual(["Student 1", "Student 2"]);
    click(button("Try again"));
    await eventually(() => expect(names()).toEqual(["Student 1", "Student 2", "Student 3"]));
  });

  it("says when the students could not be loaded, and Try again loads them", async () => {
    let calls = 0;
    showResults(() =>
      ++calls === 1 ? errorReply(500, "internal_error", "Something went wrong.") : json(page([1], null)),
    );
    await eventually(() => expect(roleText("alert")).toContain("We couldn't load students."));
    click(button("Try again"));
    await eventually(() => expect(names()).toEqual(["Student 1"]));
  });

  it("asks again with a chosen university, and offers to clear a filter that finds nobody", async () => {
    const app = showResults((path) => json(path.includes("university=") ? page([], null) : page([1], null)));
    await eventually(() => expect(names()).toEqual(["Student 1"]));
    choose(field<HTMLSelectElement>("University"), "Salford University");

    await eventually(() => expect(mounted.container.textContent).toContain("No students match your filters"));
    expect(app.location()).toBe("/roommates?university=Salford+University");
    click(button("Clear filters"));
    await eventually(() => expect(names()).toEqual(["Student 1"]));
    expect(app.location()).toBe("/roommates");
  });
});
