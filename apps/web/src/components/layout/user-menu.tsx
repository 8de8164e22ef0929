import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { LayoutDashboard, LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { useAuth } from "../../lib/auth.tsx";
import { authFailureText } from "../../lib/auth-failure.ts";
import { notify } from "../../lib/toast.ts";
import { Avatar } from "../ui/avatar.tsx";

/** The signed-in user's menu in the header (spec §2): avatar, name, email, Dashboard, Sign out. */
export function UserMenu() {
  const { user, profile, signOut } = useAuth();
  const name = profile?.display_name || user?.name || user?.email || "";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="rounded-full" aria-label="Account menu">
        <Avatar src={profile?.avatar_url} name={name} size={36} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <div className="flex items-center gap-3 px-2.5 py-2">
            <Avatar src={profile?.avatar_url} name={name} size={40} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-stone-900">{name}</p>
              <p className="truncate text-xs text-stone-500">{user?.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item asChild>
            <Link
              to="/dashboard"
              className="flex items-center gap-2 rounded-md px-2.5 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100"
            >
              <LayoutDashboard className="size-4" aria-hidden /> Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            // Still signed in after a failure: say why rather than leave the click unanswered (§8).
            onSelect={() =>
              signOut().catch((error) => notify("error", authFailureText(error, ERROR_TEXTS.sign_out_failed)))
            }
            className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100"
          >
            <LogOut className="size-4" aria-hidden /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
