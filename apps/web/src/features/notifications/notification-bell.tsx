import { unreadBadge } from "@roost/shared/domain/badges.ts";
import { Bell } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../components/ui/cn.ts";
import { useUnreadNotificationCount } from "./notifications.queries.ts";

/** Header bell for students: links to /notifications with the live unread badge (capped at 9+). */
export function NotificationBell() {
  const count = useUnreadNotificationCount();
  const badge = unreadBadge(count.data ?? 0);
  return (
    <NavLink
      to="/notifications"
      aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}
      className={({ isActive }) =>
        cn(
          "relative inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900",
          isActive && "bg-brand-50 text-brand-800",
        )
      }
    >
      <Bell className="size-5" aria-hidden />
      {badge && (
        <span
          aria-hidden
          className="absolute -right-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-none text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
}
