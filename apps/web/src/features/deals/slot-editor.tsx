import type { DealView } from "@roost/shared/contracts/deals.ts";
import { MAX_VIEWING_SLOTS } from "@roost/shared/domain/constants.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import { isoToUkLocalInput } from "@roost/shared/domain/uk-time.ts";
import { CalendarPlus, Clock, Plus, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { addPendingSlot, canAddSlot, formatSlot, removePendingSlot, slotsRemaining } from "./deal-helpers.ts";
import { useDealCommand } from "./deals.queries.ts";

/**
 * The landlord's slot form (§5): up to 3 date-times in total (saved plus pending), Add disabled
 * without a value or when full, saved slots removable (DELETE), Send needs at least one.
 */
export function SlotEditor({ deal }: { deal: DealView }) {
  const [value, setValue] = useState("");
  const [pending, setPending] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const command = useDealCommand(deal.conversation_id, { onSlotsSaved: () => setPending([]) });

  const saved = deal.slots;
  const savedIsos = saved.map((slot) => slot.proposed_at);
  const max = deal.max_slots || MAX_VIEWING_SLOTS;
  const remaining = slotsRemaining(saved.length, pending.length, max);
  const canRemove = deal.allowed_actions.includes("remove_slot");
  const canSend = deal.allowed_actions.includes("send_slots") || deal.allowed_actions.includes("add_slots");
  const total = saved.length + pending.length;

  const add = () => {
    const result = addPendingSlot(pending, savedIsos, value, new Date());
    if (!result.ok) {
      const text = errorText(result.code);
      setProblem(text.description ? `${text.title}. ${text.description}` : text.title);
      return;
    }
    setPending(result.pending);
    setValue("");
    setProblem(null);
  };

  const send = () => {
    if (total === 0) return;
    command.run({ call: "send_slots", body: pending.length > 0 ? { slots: pending } : undefined });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2 text-sm text-stone-600">
        <CalendarPlus className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <p>The group leader picks one of your times. Times are UK time.</p>
      </div>

      <div>
        <label htmlFor={`slot-${deal.conversation_id}`} className="block text-sm font-medium text-stone-800">
          Date and time
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={`slot-${deal.conversation_id}`}
            type="datetime-local"
            value={value}
            min={isoToUkLocalInput(new Date())}
            step={300}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter" && canAddSlot(value, saved.length, pending.length)) {
                event.preventDefault();
                add();
              }
            }}
            disabled={remaining === 0 || command.pending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`slot-${deal.conversation_id}-hint`}
            className="min-w-0 flex-1"
          />
          <Button
            variant="secondary"
            onClick={add}
            disabled={!canAddSlot(value, saved.length, pending.length) || command.pending}
          >
            <Plus className="size-4" aria-hidden /> Add
          </Button>
        </div>
        <p
          id={`slot-${deal.conversation_id}-hint`}
          className={problem ? "mt-1 text-xs font-medium text-red-600" : "mt-1 text-xs text-stone-500"}
          role={problem ? "alert" : undefined}
        >
          {problem ??
            (remaining === 0
              ? `You've added the maximum of ${max} time slots.`
              : `${total} of ${max} added · ${remaining} more allowed`)}
        </p>
      </div>

      {total > 0 && (
        <ul className="space-y-1.5" aria-label="Viewing times to offer">
          {saved.map((slot) => (
            <SlotRow
              key={slot.id}
              label={formatSlot(slot.proposed_at)}
              note="Saved"
              busy={command.busy("remove_slot", (c) => c.call === "remove_slot" && c.slotId === slot.id)}
              disabled={!canRemove || command.pending}
              onRemove={() => command.run({ call: "remove_slot", slotId: slot.id })}
            />
          ))}
          {pending.map((iso) => (
            <SlotRow
              key={iso}
              label={formatSlot(iso)}
              note="Not sent"
              disabled={command.pending}
              onRemove={() => setPending((list) => removePendingSlot(list, iso))}
            />
          ))}
        </ul>
      )}

      <Button
        className="w-full"
        onClick={send}
        disabled={total === 0 || !canSend}
        loading={command.busy("send_slots")}
      >
        <Send className="size-4" aria-hidden /> Send time slots
      </Button>
    </div>
  );
}

function SlotRow({
  label,
  note,
  busy,
  disabled,
  onRemove,
}: {
  label: string;
  note: string;
  busy?: boolean;
  disabled?: boolean;
  onRemove(): void;
}) {
  return (
    <li className="flex items-center gap-2 rounded-lg border border-stone-200 bg-stone-50 py-1.5 pr-1.5 pl-3">
      <Clock className="size-4 shrink-0 text-stone-500" aria-hidden />
      <span className="min-w-0 flex-1 text-sm">
        <span className="block truncate font-medium text-stone-800">{label}</span>
        <span className="block text-xs text-stone-500">{note}</span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="size-8 px-0 text-stone-500 hover:text-red-700"
        onClick={onRemove}
        disabled={disabled}
        loading={busy}
        aria-label={`Remove ${label}`}
      >
        {!busy && <Trash2 className="size-4" aria-hidden />}
      </Button>
    </li>
  );
}
