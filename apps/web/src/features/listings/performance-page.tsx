export { ComingSoonPage as PerformancePage } from "../coming-soon/coming-soon-page.tsx";
