import { Card } from "../../components/ui/card.tsx";
import { NotificationPanel } from "../notifications/index.ts";

/**
 * Non-students have no /notifications page (§2), so their dashboard lists the enquiries, viewing
 * steps, applications and messages that concern them (decision 034); the header bell opens the same list.
 */
export function DashboardNotifications() {
  return (
    <section id="notifications" aria-labelledby="dashboard-notifications" className="scroll-mt-20">
      <Card className="flex flex-col overflow-hidden">
        <NotificationPanel
          title={
            <h2 id="dashboard-notifications" className="text-lg font-semibold text-stone-900">
              Notifications
            </h2>
          }
          listClassName="max-h-[28rem]"
        />
      </Card>
    </section>
  );
}
