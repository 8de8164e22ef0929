// What the properties feature offers the rest of the app: the featured listings on the home page.
export { FeaturedListings } from "./featured-listings.tsx";
