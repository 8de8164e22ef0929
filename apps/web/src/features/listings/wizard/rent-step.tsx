import { ROOMS_MAX } from "@roost/shared/contracts/properties.ts";
import { ADVERT_TYPE_LABELS, ADVERT_TYPES } from "@roost/shared/domain/property.ts";
import { DoorOpen, House, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Field, Input } from "../../../components/ui/input.tsx";
import { Checkbox, ChoiceCards, FieldError, MoneyInput, SwitchRow } from "./form-controls.tsx";
import { newRoom, type RoomForm } from "./listing-form.ts";
import type { StepProps } from "./step-props.ts";

const ADVERT_OPTIONS = ADVERT_TYPES.map((value) => ({
  value,
  label: ADVERT_TYPE_LABELS[value],
  description:
    value === "whole_property"
      ? "One tenancy for the whole home, e.g. a group of friends"
      : "Each room let separately, with its own rent",
  icon: value === "whole_property" ? <House className="size-5" /> : <DoorOpen className="size-5" />,
}));

export function RentStep({ form, errors, setField }: StepProps) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusKey) return;
    listRef.current?.querySelector<HTMLInputElement>(`[data-room="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const setAdvert = (value: (typeof ADVERT_TYPES)[number]) => {
    setField("advert_type", value);
    // Switching to rooms starts the list with one room rather than an empty box.
    if (value === "individual_rooms" && form.rooms.length === 0) setField("rooms", [newRoom([])]);
  };
  const updateRoom = (index: number, patch: Partial<RoomForm>) =>
    setField(
      "rooms",
      form.rooms.map((r, i) => (i === index ? { ...r, ...patch } : r)),
    );
  const addRoom = () => {
    const room = newRoom(form.rooms);
    setField("rooms", [...form.rooms, room]);
    setFocusKey(room.key);
  };
  const removeRoom = (index: number) =>
    setField(
      "rooms",
      form.rooms.filter((_, i) => i !== index),
    );

  return (
    <div className="space-y-7">
      <ChoiceCards
        legend="How do you want to let it?"
        name="advert_type"
        value={form.advert_type}
        options={ADVERT_OPTIONS}
        onChange={setAdvert}
        error={errors.advert_type}
        columns="grid-cols-1 sm:grid-cols-2"
        size="lg"
      />

      {form.advert_type === "whole_property" ? (
        <Field
          label="Monthly rent"
          error={errors.monthly_rent}
          hint="The rent for the whole property, in whole pounds"
          className="max-w-sm"
        >
          {(p) => (
            <MoneyInput
              {...p}
              name="monthly_rent"
              suffix="per month"
              value={form.monthly_rent}
              onChange={(e) => setField("monthly_rent", e.target.value)}
            />
          )}
        </Field>
      ) : (
        <section aria-labelledby="rooms-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id="rooms-heading" className="text-sm font-medium text-stone-800">
              Rooms
            </h3>
            <p className="text-xs text-stone-500">
              {form.rooms.length} of {ROOMS_MAX} rooms
            </p>
          </div>
          <FieldError>{errors.rooms}</FieldError>
          <ol ref={listRef} className="space-y-3">
            {form.rooms.map((room, i) => (
              <li key={room.key} className="rounded-xl border border-stone-200 bg-stone-50/60 p-4">
                <div className="mb-3 flex items-center justify-between gap-2">
                  <p className="text-sm font-semibold text-stone-900">Room {i + 1}</p>
                  <button
                    type="button"
                    onClick={() => removeRoom(i)}
                    aria-label={`Remove room ${i + 1}${room.name ? ` (${room.name})` : ""}`}
                    className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Remove
                  </button>
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    label="Room name"
                    error={errors[`rooms.${i}.name`]}
                    hint="e.g. Large double, front"
                    className="sm:col-span-2"
                  >
                    {(p) => (
                      <Input
                        {...p}
                        data-room={room.key}
                        value={room.name}
                        onChange={(e) => updateRoom(i, { name: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field label="Monthly rent" error={errors[`rooms.${i}.monthlyRent`]}>
                    {(p) => (
                      <MoneyInput
                        {...p}
                        suffix="per month"
                        value={room.monthlyRent}
                        onChange={(e) => updateRoom(i, { monthlyRent: e.target.value })}
                      />
                    )}
                  </Field>
                  <Field
                    label="Available from"
                    error={errors[`rooms.${i}.availableFrom`]}
                    hint="Leave blank if the same as the property"
                  >
                    {(p) => (
                      <Input
                        {...p}
                        type="date"
                        value={room.availableFrom}
                        onChange={(e) => updateRoom(i, { availableFrom: e.target.value })}
                      />
                    )}
                  </Field>
                  <Checkbox
                    label="En-suite bathroom"
                    checked={room.ensuite}
                    onChange={(v) => updateRoom(i, { ensuite: v })}
                  />
                </div>
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="secondary"
            onClick={addRoom}
            disabled={form.rooms.length >= ROOMS_MAX}
          >
            <Plus className="size-4" aria-hidden />
            Add a room
          </Button>
          {form.rooms.length >= ROOMS_MAX && (
            <p className="text-xs text-stone-500">You can list up to {ROOMS_MAX} rooms.</p>
          )}
        </section>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Deposit"
          error={errors.deposit}
          hint="Optional. In England a deposit can be at most five weeks' rent."
        >
          {(p) => (
            <MoneyInput
              {...p}
              name="deposit"
              value={form.deposit}
              onChange={(e) => setField("deposit", e.target.value)}
            />
          )}
        </Field>
      </div>
      <SwitchRow
        label="Bills included"
        description="Gas, electricity, water and broadband are included in the rent"
        checked={form.bills_included}
        onChange={(v) => setField("bills_included", v)}
      />
    </div>
  );
}
