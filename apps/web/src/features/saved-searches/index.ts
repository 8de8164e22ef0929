// What the saved-searches feature offers the rest of the app: the search page's "Save this search".
export { SaveSearchButton } from "./save-search-button.tsx";
