import { inviteCode, joinRequestMessage } from "@roost/shared/contracts/group-input.ts";
import type { DiscoverGroup } from "@roost/shared/contracts/groups.ts";
import { INVITE_CODE_LENGTH, JOIN_REQUEST_MESSAGE_MAX } from "@roost/shared/domain/constants.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Field, Input, Textarea } from "../../components/ui/input.tsx";
import { type FieldErrors, failureText, serverFieldError } from "../../lib/form-errors.ts";
import { notify } from "../../lib/toast.ts";
import { EMPTY_GROUP_FORM, type GroupFormState, validateCreateGroup } from "./group-form.ts";
import { GroupFormFields } from "./group-form-fields.tsx";
import { budgetRangeText, inviteCodeInput, memberCountText, messageCounter } from "./group-view.ts";
import { OWN_GROUP_TEXTS, useCreateGroup, useJoinGroupByCode, useSendJoinRequest } from "./groups.queries.ts";

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

export function CreateGroupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [form, setForm] = useState<GroupFormState>(EMPTY_GROUP_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateGroup();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setForm(EMPTY_GROUP_FORM);
      setErrors({});
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateCreateGroup(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.body, {
      onSuccess: () => close(false),
      onError: (error) => {
        const field = serverFieldError(error);
        if (field) setErrors({ [field.field]: field.message });
        else notify("error", failureText(error, ERROR_TEXTS.group_create_failed));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Create Group"
      description="Start a group, then share its invite code with your future housemates."
    >
      <form onSubmit={submit} noValidate>
        <GroupFormFields
          form={form}
          errors={errors}
          onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Group
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function JoinByCodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const join = useJoinGroupByCode();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCode("");
      setError(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invite code is required");
      return;
    }
    setError(null);
    join.mutate(
      { invite_code: parsed.data },
      {
        onSuccess: () => close(false),
        onError: (err) => {
          const text = failureText(err, OWN_GROUP_TEXTS.join_failed);
          notify("error", text);
          // A wrong code is also pinned under the field, where the user will fix it.
          if ((err as { code?: string }).code === "invalid_invite_code") setError(text.title);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Join Group"
      description="Enter the 8-character invite code a group member shared with you."
    >
      <form onSubmit={submit} noValidate>
        <Field label="Invite code" error={error}>
          {(p) => (
            <Input
              {...p}
              value={code}
              onChange={(e) => {
                setCode(inviteCodeInput(e.target.value));
                setError(null);
              }}
              maxLength={INVITE_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCD2345"
              className="font-mono text-lg! tracking-[0.3em] uppercase"
            />
          )}
        </Field>
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={join.isPending} disabled={code.trim() === ""}>
            Join Group
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RequestToJoinDialog({
  group,
  onOpenChange,
}: {
  /** The group to ask; null closes the dialog. */
  group: DiscoverGroup | null;
  onOpenChange(open: boolean): void;
}) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendJoinRequest();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setMessage("");
      setError(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!group) return;
    const parsed = joinRequestMessage.safeParse(message);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    send.mutate(
      { groupId: group.id, body: { message: parsed.data ?? null } },
      {
        onSuccess: () => close(false),
        onError: (err) => {
          const field = serverFieldError(err);
          if (field) setError(field.message);
          else notify("error", failureText(err, ERROR_TEXTS.join_request_failed));
        },
      },
    );
  };

  const over = message.length > JOIN_REQUEST_MESSAGE_MAX;
  const budget = group ? budgetRangeText(group.budget_min, group.budget_max) : null;

  return (
    <Dialog
      open={group !== null}
      onOpenChange={close}
      title="Request to Join Group"
      description={group ? `Send a request to the leader of ${group.name}.` : undefined}
    >
      {group && (
        <form onSubmit={submit} noValidate>
          <div className="mb-4 rounded-lg bg-stone-50 px-4 py-3 text-sm text-stone-700">
            <p className="font-medium text-stone-900">{group.name}</p>
            <p className="mt-0.5 text-stone-600">
              {memberCountText(group.member_count, group.max_members)}
              {budget && ` · ${budget}`}
            </p>
          </div>
          <Field
            label="Message (optional)"
            error={error}
            hint={
              <span className="flex justify-between gap-2">
                <span>Tell them a little about yourself.</span>
                <span className={cn("tabular-nums", over && "font-medium text-red-600")} aria-live="polite">
                  {messageCounter(message)}
                </span>
              </span>
            }
          >
            {(p) => (
              <Textarea
                {...p}
                rows={4}
                maxLength={JOIN_REQUEST_MESSAGE_MAX}
                placeholder="Hi! I'm a second-year at UoM looking for a friendly house near Fallowfield..."
                value={message}
                onChange={(e) => {
                  setMessage(e.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          {error && (
            <p className="mt-1 text-right text-xs tabular-nums text-stone-500">{messageCounter(message)}</p>
          )}
          <DialogActions>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send Request
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
