export { ComingSoonPage as PropertyPage } from "../coming-soon/coming-soon-page.tsx";
