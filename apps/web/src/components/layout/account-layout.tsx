import { memberSinceText } from "@roost/shared/domain/profile.ts";
import { showsListingsLink } from "@roost/shared/domain/user-types.ts";
import { BellRing, Building2, Heart, LayoutDashboard, MessageSquare, User } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useAuth } from "../../lib/auth.tsx";
import { Avatar } from "../ui/avatar.tsx";

/** The account area's side panel (spec §2 Account layout) beside the page. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { profile, user } = useAuth();
  const name = profile?.display_name || user?.name || "";
  const memberSince = memberSinceText(profile?.created_at);
  const links = [
    { to: "/dashboard", label: "Dashboard", Icon: LayoutDashboard },
    { to: "/profile", label: "Profile", Icon: User },
    { to: "/favourites", label: "Favourites", Icon: Heart },
    { to: "/saved-searches", label: "Saved searches", Icon: BellRing },
    { to: "/inquiries", label: "Your Inquiries", Icon: MessageSquare },
    ...(profile?.user_type && showsListingsLink(profile.user_type)
      ? [{ to: "/listings", label: "Listings", Icon: Building2 }]
      : []),
  ];
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[260px_minmax(0,1fr)] lg:py-10">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="flex items-center gap-3">
            <Avatar src={profile?.avatar_url} name={name} size={40} />
            {/* The 260px panel leaves ~176px here: room for 'Member since September 2025' on one line. */}
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-stone-900" title={name}>
                {name}
              </p>
              <p
                className="truncate text-xs whitespace-nowrap text-stone-500 lg:text-[11px]"
                title={memberSince}
              >
                {memberSince}
              </p>
            </div>
          </div>
          <nav aria-label="Account" className="mt-4 flex flex-wrap gap-1 lg:flex-col">
            {links.map(({ to, label, Icon }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  `flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-stone-600 hover:bg-stone-100 hover:text-stone-900"}`
                }
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
        </div>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
