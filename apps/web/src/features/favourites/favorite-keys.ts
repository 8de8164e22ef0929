// Query keys of the favourites feature. Scoped by user so one account never sees another's hearts
// (the cache is also cleared on sign-out); ["favorites"] invalidates everything here.

export const FAVORITES_ROOT_KEY = ["favorites"] as const;
export const favoriteIdsKey = (userId: string | undefined) =>
  ["favorites", userId ?? "visitor", "ids"] as const;
export const favoritesListKey = (userId: string | undefined) =>
  ["favorites", userId ?? "visitor", "list"] as const;
export const TOGGLE_FAVORITE_MUTATION_KEY = ["favorites", "toggle"] as const;
