// What other features use from notifications: the list the dashboard shows non-students.
export { NotificationPanel } from "./notification-panel.tsx";
