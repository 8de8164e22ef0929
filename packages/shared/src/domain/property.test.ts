import { describe, expect, it } from "vitest";
import {
  ADVERT_TYPE_LABELS,
  areaBySlug,
  canDelete,
  FURNISHING,
  furnishingLabel,
  inquiryTitle,
  isLiveStatus,
  isOpenStatus,
  isPropertyStatus,
  isPropertyType,
  isSelectableStatus,
  LIVE_STATUSES,
  MANCHESTER_AREAS,
  ownerMayChange,
  PROPERTY_OWNER_FALLBACK_NAME,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyTypeLabel,
  publishedAtFor,
  SELECTABLE_STATUSES,
  statusSetsPublishedAt,
} from "./property.ts";

describe("property types", () => {
  it("labels all twelve slugs of §9", () => {
    expect(PROPERTY_TYPES.map(propertyTypeLabel)).toEqual([
      "Studio flat",
      "Bedsit",
      "Detached house",
      "Semi-detached house",
      "Terraced house",
      "Bungalow",
      "End of terrace",
      "Flat",
      "Penthouse",
      "Maisonette",
      "Mobile home",
      "Houseboat",
    ]);
  });

  it("falls back to the slug with dashes and underscores as spaces", () => {
    expect(propertyTypeLabel("barn-conversion")).toBe("barn conversion");
    expect(propertyTypeLabel("shared_house")).toBe("shared house");
    expect(propertyTypeLabel("")).toBe("");
    expect(propertyTypeLabel(null)).toBe("");
  });

  it("does not treat inherited object keys as slugs", () => {
    expect(propertyTypeLabel("toString")).toBe("toString");
  });

  it("accepts only strings as slugs, not an object that prints as one", () => {
    expect(isPropertyType("flat")).toBe(true);
    expect(isPropertyType({ toString: () => "flat" })).toBe(false);
  });
});

describe("inquiryTitle", () => {
  it("reads '{bedrooms} bed {type}'", () => {
    expect(inquiryTitle(2, "semi-detached-house")).toBe("2 bed semi-detached house");
    expect(inquiryTitle(0, "studio-flat")).toBe("0 bed studio flat");
  });

  it("copes with missing bedrooms or type", () => {
    expect(inquiryTitle(null, "flat")).toBe("Flat");
    expect(inquiryTitle(3, null)).toBe("3 bed property");
    expect(inquiryTitle(Number.NaN, "flat")).toBe("Flat");
    expect(inquiryTitle(Number.POSITIVE_INFINITY, null)).toBe("Property");
  });

  it("names an owner without a name as the spec does", () => {
    expect(PROPERTY_OWNER_FALLBACK_NAME).toBe("Property Owner");
  });
});

describe("property status", () => {
  it("has the spec's six statuses plus withdrawn, with labels", () => {
    expect(PROPERTY_STATUSES.map((s) => PROPERTY_STATUS_LABELS[s])).toEqual([
      "Draft",
      "Published",
      "Available",
      "Let agreed",
      "Paused",
      "Expired",
      "Withdrawn",
    ]);
  });

  it("offers the landlord four selectable statuses", () => {
    expect(SELECTABLE_STATUSES).toEqual(["published", "available", "let_agreed", "pause"]);
    expect(isSelectableStatus("draft")).toBe(false);
    expect(isSelectableStatus("expired")).toBe(false);
    expect(isSelectableStatus("pause")).toBe(true);
  });

  it("stamps published_at only for live statuses", () => {
    expect(PROPERTY_STATUSES.filter(statusSetsPublishedAt)).toEqual(["published", "available", "let_agreed"]);
    expect(PROPERTY_STATUSES.filter(isLiveStatus)).toEqual([...LIVE_STATUSES]);
    const now = new Date("2026-11-03T10:00:00Z");
    expect(publishedAtFor("available", now)).toBe(now);
    expect(publishedAtFor("pause", now)).toBeNull();
  });

  it("counts a live listing as open to tenants until it is let agreed", () => {
    expect(PROPERTY_STATUSES.filter(isOpenStatus)).toEqual(["published", "available"]);
  });

  it("leaves a listing Roost withdrew as the operator left it, and every other one to its owner", () => {
    expect(PROPERTY_STATUSES.filter((status) => !ownerMayChange(status))).toEqual(["withdrawn"]);
  });

  it("allows deleting drafts only", () => {
    expect(PROPERTY_STATUSES.filter(canDelete)).toEqual(["draft"]);
  });

  it("validates status strings", () => {
    expect(isPropertyStatus("let_agreed")).toBe(true);
    expect(isPropertyStatus("let-agreed")).toBe(false);
  });
});

describe("furnishing and advert type", () => {
  it("labels furnishing values", () => {
    expect(FURNISHING.map(furnishingLabel)).toEqual(["Furnished", "Part furnished", "Unfurnished"]);
    expect(furnishingLabel("semi_furnished")).toBe("semi furnished");
    expect(furnishingLabel("fully-furnished")).toBe("fully furnished");
    expect(furnishingLabel(null)).toBe("");
    expect(furnishingLabel("")).toBe("");
  });

  it("labels advert types", () => {
    expect(ADVERT_TYPE_LABELS).toEqual({
      whole_property: "Whole property",
      individual_rooms: "Individual rooms",
    });
  });
});

describe("Manchester areas", () => {
  it("covers the required areas with unique kebab-case slugs and a description", () => {
    const slugs = MANCHESTER_AREAS.map((a) => a.slug);
    for (const required of [
      "fallowfield",
      "withington",
      "rusholme",
      "victoria-park",
      "didsbury",
      "hulme",
      "city-centre",
      "salford",
      "levenshulme",
      "ancoats",
      "northern-quarter",
      "chorlton",
      "moss-side",
      "ardwick",
      "longsight",
      "whalley-range",
      "old-trafford",
    ]) {
      expect(slugs).toContain(required);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const area of MANCHESTER_AREAS) {
      expect(area.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(area.description.length).toBeGreaterThan(40);
      expect(area.description.endsWith(".")).toBe(true);
    }
  });

  it("uses each area's name, in lower case with dashes, as its address", () => {
    for (const area of MANCHESTER_AREAS) {
      expect(area.name.toLowerCase().replaceAll(" ", "-")).toBe(area.slug);
    }
  });

  it("finds an area by slug, case-insensitively", () => {
    expect(areaBySlug("victoria-park")?.name).toBe("Victoria Park");
    expect(areaBySlug(" Fallowfield ")?.name).toBe("Fallowfield");
    expect(areaBySlug("Victoria Park")?.slug).toBe("victoria-park");
    expect(areaBySlug("victoria_park")?.slug).toBe("victoria-park");
    expect(areaBySlug("Whalley  Range")?.slug).toBe("whalley-range");
    expect(areaBySlug("london")).toBeUndefined();
  });
});
