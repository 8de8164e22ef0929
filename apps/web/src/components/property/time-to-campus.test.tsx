// @vitest-environment happy-dom
// Time to campus (decision 036): the card's chip and the property page's list, worked out in the
// browser from a home's public point, to the campus in the URL or else the student's own.
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { TRAVEL_TEXTS, travelEstimate } from "@roost/shared/domain/geo.ts";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mountRootPerTest } from "../../test/mounted-root.ts";
import { TimeToCampusChip, TimeToCampusSection } from "./time-to-campus.tsx";

const auth = vi.hoisted(() => ({ university: null as string | null }));
vi.mock("../../lib/auth.tsx", () => ({
  useAuth: () => ({ profile: auth.university ? { university: auth.university } : null, loading: false }),
}));

const home = { latitude: 53.4575, longitude: -2.2379 };
const [uom, , salford] = CAMPUSES;
const at = (url: string, node: React.ReactNode) => <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>;

const mounted = mountRootPerTest();
beforeEach(() => {
  auth.university = null;
});

describe("TimeToCampusChip", () => {
  it("shows the times to the campus in the URL, on the server too", () => {
    const html = renderToString(
      at("/properties-to-rent/all?campus=uom", <TimeToCampusChip property={home} />),
    );
    const estimate = travelEstimate({ lat: home.latitude, lng: home.longitude }, uom);
    expect(html).toContain(`${estimate.walkMinutes}<!-- --> min`);
    expect(html.replaceAll("<!-- -->", "")).toContain(
      `to Oxford Road: ${TRAVEL_TEXTS.times(estimate)} (estimated)`,
    );
  });

  it("uses the student's own university once in the browser, never on the server", () => {
    auth.university = "Salford University";
    const element = at("/", <TimeToCampusChip property={home} />);
    expect(renderToString(element)).toBe("");
    act(() => mounted.root.render(element));
    const estimate = travelEstimate({ lat: home.latitude, lng: home.longitude }, salford);
    expect(mounted.container.textContent).toContain(`to Peel Park: ${TRAVEL_TEXTS.times(estimate)}`);
  });

  it("shows nothing without a campus or without a location", () => {
    act(() => mounted.root.render(at("/", <TimeToCampusChip property={home} />)));
    expect(mounted.container.innerHTML).toBe("");
    act(() =>
      mounted.root.render(
        at("/?campus=uom", <TimeToCampusChip property={{ latitude: null, longitude: null }} />),
      ),
    );
    expect(mounted.container.innerHTML).toBe("");
  });
});

describe("TimeToCampusSection", () => {
  it("lists every campus with distance and times, says how, and highlights the chosen one", () => {
    act(() => mounted.root.render(at("/?campus=mmu", <TimeToCampusSection property={home} />)));
    const items = [...mounted.container.querySelectorAll("li")];
    expect(items.map((li) => li.textContent)).toEqual(
      CAMPUSES.map(
        (c) =>
          `${c.university} (${c.name})${TRAVEL_TEXTS.line(travelEstimate({ lat: home.latitude, lng: home.longitude }, c))}`,
      ),
    );
    expect(items.map((li) => li.className.includes("bg-brand-50"))).toEqual([false, true, false]);
    expect(mounted.container.textContent).toContain(TRAVEL_TEXTS.method);
  });
});
