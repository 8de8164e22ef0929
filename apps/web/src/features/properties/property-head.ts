// What a property page says about itself to search engines and link previews: the
// share card's description leads with the price (spec §9) and the address; JSON-LD describes the
// listing as an offer of accommodation with its price and address, and the breadcrumb trail.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import type { PageHead } from "@roost/shared/contracts/server-rendering.ts";
import { ACCESS_FEATURE_LABELS, PET_POLICY_LABELS } from "@roost/shared/domain/listing-facts.ts";
import { effectiveMonthlyRent, priceDisplay } from "@roost/shared/domain/price.ts";
import { areaBySlug, inquiryTitle, isLiveStatus } from "@roost/shared/domain/property.ts";
import { descriptionParagraphs } from "./property-format.ts";

const DESCRIPTION_MAX = 160;

export function propertyHead(p: PropertyDetail): PageHead {
  const headline = inquiryTitle(p.bedrooms, p.property_type);
  const area = p.area ? areaBySlug(p.area) : undefined;
  const address = [p.address_line_1, p.town, p.postcode].filter(Boolean).join(", ");
  const price = priceDisplay({ advertType: p.advert_type, monthlyRent: p.monthly_rent, rooms: p.rooms });
  const summary = `${headline} to rent: ${price}, ${address}.`;
  const intro = descriptionParagraphs(p.description)[0] ?? "";
  const description = `${summary} ${intro}`.trim();
  const url = `/property/${p.id}`;
  const image = p.photos[0]?.large;
  // Link previews (WhatsApp, iMessage) show the 1200×630 share picture once the photo job made it.
  const share = p.photos[0]?.variants?.share;
  const rent = effectiveMonthlyRent({
    advertType: p.advert_type,
    monthlyRent: p.monthly_rent,
    rooms: p.rooms,
  });
  const crumbs = [
    { name: "Home", item: "/" },
    { name: "Properties to rent", item: "/properties-to-rent/all" },
    ...(area ? [{ name: area.name, item: `/properties-to-rent/${area.slug}` }] : []),
    { name: p.address_line_1, item: url },
  ];
  return {
    title: `${headline} to rent in ${area?.name ?? p.town} — ${p.address_line_1}`,
    description:
      description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1)}…` : description,
    ...(share ? { image: share.url, imageSize: { width: share.width, height: share.height } } : { image }),
    // Only the owner ever sees a draft, paused or expired listing; it is not for search engines.
    noindex: !isLiveStatus(p.status),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Offer",
        url,
        name: `${headline} — ${address}`,
        ...(rent === null
          ? {}
          : {
              price: rent,
              priceCurrency: "GBP",
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: rent,
                priceCurrency: "GBP",
                unitCode: "MON",
              },
            }),
        availability: p.status === "let_agreed" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
        itemOffered: {
          "@type": "Accommodation",
          name: headline,
          description: intro,
          ...(p.bedrooms === null ? {} : { numberOfBedrooms: p.bedrooms }),
          ...(p.bathrooms === null ? {} : { numberOfBathroomsTotal: p.bathrooms }),
          ...accommodationFacts(p),
          ...(image ? { image } : {}),
          address: {
            "@type": "PostalAddress",
            streetAddress: p.address_line_1,
            addressLocality: p.town,
            postalCode: p.postcode,
            addressCountry: "GB",
          },
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, ...crumb })),
      },
    ],
  };
}

/**
 * What schema.org has a property for among the listing's facts: its rooms (a rooms advert's rooms,
 * else its bedrooms), whether pets are allowed, and its features (bills, parking, access).
 */
function accommodationFacts(p: PropertyDetail) {
  const rooms = p.advert_type === "individual_rooms" ? p.rooms.length : p.bedrooms;
  const features = [
    ...(p.bills_included ? ["Bills included"] : []),
    ...(p.parking ? ["Parking"] : []),
    ...(p.facts.accessibility ?? []).map((feature) => ACCESS_FEATURE_LABELS[feature]),
  ];
  return {
    ...(rooms ? { numberOfRooms: rooms } : {}),
    // "Ask the landlord" is no answer either way: schema.org takes the words.
    ...(p.facts.pets
      ? { petsAllowed: p.facts.pets === "considered" ? true : PET_POLICY_LABELS[p.facts.pets] }
      : {}),
    ...(features.length
      ? {
          amenityFeature: features.map((name) => ({
            "@type": "LocationFeatureSpecification",
            name,
            value: true,
          })),
        }
      : {}),
  };
}
