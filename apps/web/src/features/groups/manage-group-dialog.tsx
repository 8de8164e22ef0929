import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { GROUP_ROLE_LABELS } from "@roost/shared/domain/groups.ts";
import { universityText } from "@roost/shared/domain/profile.ts";
import { Copy, Crown, RefreshCw, UserMinus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import { type FieldErrors, failureText, serverFieldError } from "../../lib/form-errors.ts";
import { notify } from "../../lib/toast.ts";
import { DialogActions } from "./group-dialogs.tsx";
import { type GroupFormState, groupFormFromGroup, validateGroupUpdate } from "./group-form.ts";
import { GroupFormFields } from "./group-form-fields.tsx";
import { memberCountText } from "./group-view.ts";
import { copyInviteCode, useRemoveMember, useRenewInviteCode, useUpdateGroup } from "./groups.queries.ts";

/**
 * Manage Group (leader only, spec §2, §6): edit the settings, copy or replace the invite code,
 * remove other members (never themselves; removing one also replaces the code). Mounted only while
 * open so the form starts from the latest group.
 */
export function ManageGroupDialog({
  group,
  viewerId,
  onOpenChange,
}: {
  group: MyGroup;
  viewerId: string;
  onOpenChange(open: boolean): void;
}) {
  const [form, setForm] = useState<GroupFormState>(() => groupFormFromGroup(group));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateGroup(group.id);
  const remove = useRemoveMember(group.id);
  const renewCode = useRenewInviteCode(group.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateGroupUpdate(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.body, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => {
        const field = serverFieldError(error);
        if (field) setErrors({ [field.field]: field.message });
        else if ((error as { code?: string }).code === "max_members_below_member_count")
          setErrors({ max_members: failureText(error, ERROR_TEXTS.group_update_failed).description });
        else notify("error", failureText(error, ERROR_TEXTS.group_update_failed));
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Manage Group"
      description={`Settings and members of ${group.name}.`}
    >
      <section
        aria-labelledby="manage-code"
        className="mb-6 rounded-lg bg-brand-50 px-4 py-3 ring-1 ring-brand-200"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 id="manage-code" className="text-xs font-medium uppercase tracking-wide text-brand-800">
              Invite code
            </h3>
            <p className="font-mono text-lg font-semibold tracking-[0.2em] text-brand-900">
              {group.invite_code}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => copyInviteCode(group.invite_code)}
            >
              <Copy className="size-4" aria-hidden /> Copy
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={renewCode.isPending}
              onClick={() => renewCode.mutate()}
            >
              {!renewCode.isPending && <RefreshCw className="size-4" aria-hidden />} New invite code
            </Button>
          </div>
        </div>
        <p className="mt-2 text-xs text-brand-800">
          A new code stops the old one from working. Removing a member also gives the group a new code.
        </p>
      </section>

      <section aria-labelledby="manage-members" className="mb-6">
        <div className="mb-2 flex items-baseline justify-between">
          <h3 id="manage-members" className="font-semibold text-stone-900">
            Members
          </h3>
          <span className="text-sm text-stone-500">
            {memberCountText(group.member_count, group.max_members)}
          </span>
        </div>
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {group.members.map((m) => {
            const isSelf = m.user_id === viewerId;
            const removing = remove.isPending && remove.variables === m.user_id;
            return (
              <li key={m.user_id} className="flex items-center gap-3 px-3 py-2.5">
                <Avatar src={m.avatar_url} name={m.display_name} size={36} />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 truncate text-sm font-medium text-stone-900">
                    <span className="truncate">
                      {m.display_name || "Student"}
                      {isSelf && <span className="font-normal text-stone-500"> (you)</span>}
                    </span>
                    {m.role === "admin" && (
                      <Badge tone="amber">
                        <Crown className="size-3" aria-hidden /> {GROUP_ROLE_LABELS.admin}
                      </Badge>
                    )}
                  </p>
                  <p className="truncate text-xs text-stone-500">{universityText(m.university)}</p>
                </div>
                {!isSelf && m.role !== "admin" && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    loading={removing}
                    disabled={remove.isPending && !removing}
                    onClick={() => remove.mutate(m.user_id)}
                    aria-label={`Remove ${m.display_name || "member"}`}
                  >
                    {!removing && <UserMinus className="size-4" aria-hidden />} Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <form onSubmit={submit} noValidate aria-labelledby="manage-settings">
        <h3 id="manage-settings" className="mb-3 font-semibold text-stone-900">
          Group settings
        </h3>
        <GroupFormFields
          form={form}
          errors={errors}
          onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
