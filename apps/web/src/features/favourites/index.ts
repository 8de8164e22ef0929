// What the favourites feature offers the rest of the app: the heart on a listing.
export { FavouriteButton } from "./favourite-button.tsx";
