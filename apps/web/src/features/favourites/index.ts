// What the favourites feature offers the rest of the app: the heart on a listing, and what a
// server-rendered page of hearts loads for them.
export { FavouriteButton } from "./favourite-button.tsx";
export { fillFavouriteIds } from "./favourites.queries.ts";
