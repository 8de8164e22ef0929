export { ComingSoonPage as RoommatesPage } from "../coming-soon/coming-soon-page.tsx";
