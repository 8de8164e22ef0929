import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "./button.tsx";
import { Input } from "./input.tsx";
import { addTag, canAddTag, DEFAULT_TAG_LIMITS, removeTag, tagRejectionText } from "./tag-rules.ts";

/**
 * A list of short tags (interests, hobbies, preferred locations): type, then Add or Enter (§5).
 * Blank text cannot be added, duplicates are ignored whatever their case, and each tag can be
 * removed with its × button. The rules live in tag-rules.ts.
 */
export function TagInput({
  label,
  itemName,
  tags,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  /** Singular noun for button labels: "interest" → "Add interest". */
  itemName: string;
  tags: readonly string[];
  onChange(tags: string[]): void;
  placeholder?: string;
  /** A validation message from saving, shown under the editor. */
  error?: string | null;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const limits = DEFAULT_TAG_LIMITS;
  const full = tags.length >= limits.maxTags;

  const add = () => {
    const result = addTag(tags, text, limits);
    if (result.ok) {
      onChange(result.tags);
      setText("");
      setNotice(null);
      return;
    }
    setNotice(tagRejectionText(result.reason, text, limits));
    // A duplicate is simply ignored: clear the box so the user can type the next one.
    if (result.reason === "duplicate") setText("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
    // Enter adds the tag; it must never submit the surrounding profile form.
    e.preventDefault();
    add();
  };

  const message = error ?? notice;
  const describedBy = [`${id}-count`, message ? `${id}-message` : null].filter(Boolean).join(" ");

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setNotice(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={full ? `Limit of ${limits.maxTags} reached` : placeholder}
          maxLength={limits.maxLength}
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={add}
          disabled={!canAddTag(tags, text, limits)}
          aria-label={`Add ${itemName}`}
        >
          <Plus className="size-4" aria-hidden />
          Add
        </Button>
      </div>
      <p id={`${id}-count`} className="text-xs text-stone-500">
        {tags.length}/{limits.maxTags} added
      </p>
      {message && (
        <p
          id={`${id}-message`}
          className={error ? "text-xs font-medium text-red-600" : "text-xs text-amber-700"}
          role={error ? "alert" : "status"}
        >
          {message}
        </p>
      )}
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800 ring-1 ring-brand-200"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                onClick={() => {
                  onChange(removeTag(tags, tag));
                  // The button disappears with its tag; keep keyboard focus in the editor.
                  document.getElementById(id)?.focus();
                }}
                aria-label={`Remove ${tag}`}
                className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
