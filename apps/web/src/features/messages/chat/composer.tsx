// The bottom of the chat: the composer (Enter sends, Shift+Enter a new line, grows to about six
// lines), or the notice a group member reads instead of it in the leader's enquiry.

import { MESSAGE_MAX_LENGTH } from "@roost/shared/domain/constants.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { Info, SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";

/** A group member reading the leader's enquiry: the leader speaks for the group (decision 022). */
export function ReadOnlyNotice() {
  return (
    <p
      className="flex items-start gap-2 border-t border-stone-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="chat-read-only"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      {UI_TEXTS.leaderOnlyHint}
    </p>
  );
}

export function Composer({ onSubmit, disabled }: { onSubmit(text: string): boolean; disabled?: boolean }) {
  const [text, setText] = useState("");
  const area = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;

  // Grow with the text up to about six lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures after every text change.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [text]);

  // Enter pressed while the conversation's messages are still loading: sent once they have come,
  // unless the text is changed meanwhile (the Enter was for the text as it was).
  const [held, setHeld] = useState(false);

  const send = () => {
    if (blank) return;
    if (disabled) return setHeld(true);
    if (onSubmit(text)) setText("");
    area.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: sends the held text once, when allowed.
  useEffect(() => {
    if (!held || disabled) return;
    setHeld(false);
    send();
  }, [held, disabled]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-stone-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-composer" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-composer"
        ref={area}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => {
          setText(e.target.value);
          setHeld(false);
        }}
        onKeyDown={onKeyDown}
        placeholder="Write a message…"
        aria-describedby="chat-composer-hint"
        className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-stone-300 bg-stone-50 px-3.5 py-2.5 text-[15px] text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-600/20"
      />
      <span id="chat-composer-hint" className="sr-only">
        Enter sends, Shift and Enter adds a new line.
      </span>
      <button
        type="submit"
        disabled={blank || disabled}
        aria-label="Send message"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-400"
      >
        <SendHorizontal className="size-5" aria-hidden />
      </button>
    </form>
  );
}
