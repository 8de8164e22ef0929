import { unreadBadge } from "@roost/shared/domain/badges.ts";
import { isStudent } from "@roost/shared/domain/user-types.ts";
import { Bell } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../components/ui/cn.ts";
import { useAuth } from "../../lib/auth.tsx";
import { NotificationPopover } from "./notification-popover.tsx";
import { useUnreadNotificationCount } from "./notifications.queries.ts";

const bellButton =
  "relative inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900";

/**
 * The header bell with the live unread badge. Students open their /notifications page (§2);
 * every other type has no such page, so the bell opens a popover list (decision 034).
 */
export function NotificationBell() {
  const { profile } = useAuth();
  const count = useUnreadNotificationCount();
  const badge = unreadBadge(count.data ?? 0);
  const label = badge ? `Notifications, ${badge} unread` : "Notifications";
  if (!isStudent(profile?.user_type)) {
    return <NotificationPopover label={label} className={bellButton} icon={<BellIcon badge={badge} />} />;
  }
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      className={({ isActive }) => cn(bellButton, isActive && "bg-brand-50 text-brand-800")}
    >
      <BellIcon badge={badge} />
    </NavLink>
  );
}

function BellIcon({ badge }: { badge: string | null }) {
  return (
    <>
      <Bell className="size-5" aria-hidden />
      {badge && (
        <span
          aria-hidden
          className="absolute -right-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </>
  );
}
