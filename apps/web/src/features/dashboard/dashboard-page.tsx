import type { DashboardSummary } from "@roost/shared/contracts/profile.ts";
import { unreadBadge } from "@roost/shared/domain/badges.ts";
import { greetingText } from "@roost/shared/domain/greeting.ts";
import {
  Bell,
  Building2,
  FileText,
  Gift,
  GraduationCap,
  Heart,
  Inbox,
  type LucideIcon,
  MessageSquare,
  Plus,
  Search,
  UserPlus,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { useDashboardSummary } from "./dashboard.queries.ts";
import { DashboardNotifications } from "./dashboard-notifications.tsx";

export function DashboardPage() {
  usePageMeta("Dashboard");
  const { profile, user } = useAuth();
  const summary = useDashboardSummary();
  const isStudent = profile?.user_type === "student";
  const name = profile?.display_name || (isStudent ? null : user?.name);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{greetingText(new Date(), name)}</h1>
          <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200">
            <span className="size-2 rounded-full bg-green-500" aria-hidden /> Online
          </span>
        </div>
        {isStudent && <NotificationsButton unread={summary.data?.unread_notifications ?? 0} />}
      </div>

      {summary.isError ? (
        <ErrorState message="We couldn't load your dashboard." onRetry={() => summary.refetch()} />
      ) : (
        <CountCards summary={summary.data} isStudent={isStudent} />
      )}

      <QuickActions isStudent={isStudent} />

      {profile && !isStudent && <DashboardNotifications />}

      {isStudent && (
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="flex items-start gap-4 p-5">
            <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
              <GraduationCap className="size-6" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm text-stone-500">University</p>
              <p className="truncate font-semibold text-stone-900">
                {profile?.university || "Not specified"}
              </p>
              <Button asChild variant="secondary" size="sm" className="mt-3">
                <Link to="/profile">Update Profile</Link>
              </Button>
            </div>
          </Card>
          <Card className="flex items-start gap-4 border-amber-200! bg-gradient-to-br from-amber-50 to-white p-5">
            <span className="rounded-lg bg-amber-100 p-2.5 text-amber-700">
              <Gift className="size-6" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">Free £100 worth of Vouchers</p>
              <p className="text-sm text-stone-600">
                Offers on removals, furniture, broadband and more for your move.
              </p>
              <Button asChild variant="accent" size="sm" className="mt-3">
                <Link to={`/vouchers/${profile?.user_id ?? ""}`}>View All Vouchers</Link>
              </Button>
            </div>
          </Card>
        </div>
      )}
    </div>
  );
}

function NotificationsButton({ unread }: { unread: number }) {
  const badge = unreadBadge(unread);
  return (
    <Button asChild variant="secondary" className="relative">
      <Link to="/notifications" aria-label={badge ? `Notifications, ${badge} unread` : "Notifications"}>
        <Bell className="size-4" aria-hidden /> Notifications
        {badge && (
          <span className="absolute -right-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white">
            {badge}
          </span>
        )}
      </Link>
    </Button>
  );
}

function CountCards({ summary, isStudent }: { summary?: DashboardSummary; isStudent: boolean }) {
  const c = summary?.counts;
  // `to` is left out where there is no page of that list for this user type (a landlord's groups).
  const cards: { label: string; value?: number; Icon: LucideIcon; to?: string }[] = isStudent
    ? [
        { label: "My Groups", value: c?.groups, Icon: Users, to: "/groups" },
        { label: "Applications", value: c?.applications, Icon: FileText, to: "/inquiries" },
        { label: "Messages", value: c?.messages, Icon: MessageSquare, to: "/messages" },
        { label: "Favorites", value: c?.favourites, Icon: Heart, to: "/favourites" },
      ]
    : [
        { label: "My Properties", value: c?.properties, Icon: Building2, to: "/listings" },
        { label: "My Groups", value: c?.groups, Icon: Users },
        { label: "Messages", value: c?.messages, Icon: MessageSquare, to: "/messages" },
        { label: "Favorites", value: c?.favourites, Icon: Heart, to: "/favourites" },
      ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, Icon, to }) => {
        const body = (
          <>
            <div className="flex items-center justify-between gap-2">
              <span className="truncate text-sm text-stone-500">{label}</span>
              <Icon
                className={cn("size-4 shrink-0 text-stone-400", to && "group-hover:text-brand-700")}
                aria-hidden
              />
            </div>
            {value === undefined ? (
              <Skeleton className="mt-2 h-8 w-12" />
            ) : (
              <p className="mt-1 text-3xl font-bold text-stone-900" data-testid={`count-${label}`}>
                {value}
              </p>
            )}
          </>
        );
        const box = "rounded-xl border border-stone-200 bg-white p-4 shadow-sm";
        return to ? (
          <Link
            key={label}
            to={to}
            className={cn(box, "group transition hover:border-brand-200 hover:shadow")}
          >
            {body}
          </Link>
        ) : (
          <div key={label} className={box}>
            {body}
          </div>
        );
      })}
    </div>
  );
}

function QuickActions({ isStudent }: { isStudent: boolean }) {
  const actions: { label: string; to: string; Icon: LucideIcon }[] = isStudent
    ? [
        { label: "Find Roommates", to: "/roommates", Icon: UserPlus },
        { label: "Join Groups", to: "/groups", Icon: Users },
        { label: "Messages", to: "/messages", Icon: MessageSquare },
        { label: "Favorites", to: "/favourites", Icon: Heart },
        { label: "Search Properties", to: "/properties-to-rent/all", Icon: Search },
        { label: "My Applications", to: "/inquiries", Icon: FileText },
      ]
    : [
        { label: "List Property", to: "/list-property", Icon: Plus },
        { label: "My Listings", to: "/listings", Icon: Building2 },
        { label: "Inquiries", to: "/inquiries", Icon: Inbox },
        { label: "Messages", to: "/messages", Icon: MessageSquare },
        { label: "Search Properties", to: "/properties-to-rent/all", Icon: Search },
        { label: "Favorites", to: "/favourites", Icon: Heart },
      ];
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-3 text-lg font-semibold text-stone-900">
        Quick actions
      </h2>
      <div className="grid auto-rows-fr grid-cols-2 gap-3 sm:grid-cols-3">
        {actions.map(({ label, to, Icon }) => (
          <Link
            key={label}
            to={to}
            className="flex min-h-14 items-center gap-3 rounded-xl border border-stone-200 bg-white px-3 py-3 text-sm font-medium leading-snug text-stone-800 shadow-sm transition hover:border-brand-200 hover:bg-brand-50 sm:px-4"
          >
            <Icon className="size-5 shrink-0 text-brand-700" aria-hidden />
            <span className="min-w-0">{label}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
