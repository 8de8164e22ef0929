import type { ConnectRequest, ConnectState } from "@roost/shared/contracts/roommates.ts";
import { connectRequestMessage } from "@roost/shared/contracts/validation.ts";
import { JOIN_REQUEST_MESSAGE_MAX } from "@roost/shared/domain/constants.ts";
import { MessageSquare, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Field, Textarea } from "../../components/ui/input.tsx";
import { serverFieldError } from "../../lib/form-errors.ts";
import { notify } from "../../lib/toast.ts";
import { messageCounter } from "../groups/index.ts";
import { connectButtonConfig } from "./connect-actions.ts";
import { RespondButtons } from "./respond-buttons.tsx";
import {
  connectFailureText,
  useSendConnectRequest,
  useStartRoommateChat,
} from "./student-profile.queries.ts";

/**
 * The connect buttons of spec §4 for one other student: Connect / Connect Again (opens the connect
 * form via onConnect), 'Request Sent' (disabled), 'Pending Response' with Accept / Reject, Message.
 */
export function ConnectControls({
  userId,
  name,
  state,
  request,
  onConnect,
  className,
  fullWidth,
}: {
  userId: string;
  name: string;
  state: ConnectState;
  request: ConnectRequest | null;
  onConnect(): void;
  className?: string;
  fullWidth?: boolean;
}) {
  const config = connectButtonConfig(state);
  const chat = useStartRoommateChat();
  const grow = fullWidth ? "flex-1" : undefined;

  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {config.action === "message" ? (
        <Button className={grow} loading={chat.isPending} onClick={() => chat.mutate(userId)}>
          {!chat.isPending && <MessageSquare className="size-4" aria-hidden />} {config.label}
        </Button>
      ) : config.action === "connect" ? (
        <Button
          className={grow}
          variant={config.variant}
          onClick={onConnect}
          aria-label={`${config.label} with ${name}`}
        >
          <UserPlus className="size-4" aria-hidden /> {config.label}
        </Button>
      ) : (
        <Button className={grow} variant="secondary" disabled>
          {config.label}
        </Button>
      )}
      {config.canRespond && request && <RespondButtons requestId={request.id} name={name} className={grow} />}
    </div>
  );
}

/** Optional note + Send (spec §5: connect message optional). */
export function ConnectForm({
  receiverId,
  name,
  onDone,
  onCancel,
}: {
  receiverId: string;
  name: string;
  onDone(): void;
  onCancel?: () => void;
}) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const send = useSendConnectRequest();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = connectRequestMessage.safeParse(message);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    send.mutate(
      { receiver_id: receiverId, message: parsed.data ?? null },
      {
        onSuccess: onDone,
        onError: (err) => {
          const field = serverFieldError(err);
          if (field) setError(field.message);
          else notify("error", connectFailureText(err));
          // A duplicate means the request already exists: the refreshed state says so.
          if ((err as { code?: string }).code === "connect_request_duplicate") onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field
        label={`Message to ${name} (optional)`}
        error={error}
        hint={
          <span className="flex justify-between gap-2">
            <span>Say hello and what you're looking for.</span>
            <span className="tabular-nums">{messageCounter(message, JOIN_REQUEST_MESSAGE_MAX)}</span>
          </span>
        }
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={JOIN_REQUEST_MESSAGE_MAX}
            placeholder="Hi! I'm also looking for a place near Fallowfield from September..."
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={send.isPending}>
          {!send.isPending && <UserPlus className="size-4" aria-hidden />} Send connect request
        </Button>
      </div>
    </form>
  );
}

/** Connect from a roommate card: the form in its own small dialog. */
export function ConnectDialog({
  person,
  onOpenChange,
}: {
  person: { user_id: string; name: string } | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={person !== null}
      onOpenChange={onOpenChange}
      title={person ? `Connect with ${person.name}` : "Connect"}
      description="They'll get a notification and can accept or decline. Once connected you can message each other."
    >
      {person && (
        <ConnectForm
          key={person.user_id}
          receiverId={person.user_id}
          name={person.name}
          onDone={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
