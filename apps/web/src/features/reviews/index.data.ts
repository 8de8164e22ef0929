// The reviews' query alone, for the property page's loader: it fills the cache before the server
// renders, without loading the panel's components (decision 040).
export { propertyReviewsQuery } from "./reviews.queries.ts";
