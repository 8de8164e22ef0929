export { ComingSoonPage as ListPropertyPage } from "../coming-soon/coming-soon-page.tsx";
