export { ComingSoonPage as VouchersPage } from "../coming-soon/coming-soon-page.tsx";
