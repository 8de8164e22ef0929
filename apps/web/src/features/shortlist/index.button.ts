// The shortlist's button for a property page, loaded on its own by pages that show it only to
// signed-in students (decision 040: an anonymous visitor's page never downloads it).
export { ShortlistButton } from "./shortlist-button.tsx";
