// What the properties feature offers the rest of the app: the featured listings on the home page,
// and the query the home page's loader fills for them.

export { featuredQuery } from "./featured.queries.ts";
export { FeaturedListings } from "./featured-listings.tsx";
