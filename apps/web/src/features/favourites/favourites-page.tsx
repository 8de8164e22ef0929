export { ComingSoonPage as FavouritesPage } from "../coming-soon/coming-soon-page.tsx";
