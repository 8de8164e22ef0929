// The safety feature's report button on its own (a listing's page needs nothing else of it).
export { ReportButton } from "./report-button.tsx";
