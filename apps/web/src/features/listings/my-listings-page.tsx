export { ComingSoonPage as MyListingsPage } from "../coming-soon/coming-soon-page.tsx";
