export { ComingSoonPage as DevMailboxPage } from "../coming-soon/coming-soon-page.tsx";
