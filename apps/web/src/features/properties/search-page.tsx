export { ComingSoonPage as SearchPage } from "../coming-soon/coming-soon-page.tsx";
