import type { ShortlistHome } from "@roost/shared/contracts/group-shortlist.ts";
import { SHORTLIST_COMMENT_MAX } from "@roost/shared/domain/group-shortlist.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { failureText } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useChangeShortlist } from "./shortlist.queries.ts";

/** The short notes in a shortlisted home's row, oldest first, and a line to add one. */
export function ShortlistComments({ groupId, home }: { groupId: string; home: ShortlistHome }) {
  const change = useChangeShortlist(groupId);
  const [body, setBody] = useState("");
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    change.mutate(
      { kind: "comment", propertyId: home.property.id, body: text },
      {
        onSuccess: () => setBody(""),
        onError: (e) =>
          notify("error", {
            title: "Your comment wasn't sent",
            description: failureText(e),
          }),
      },
    );
  };
  return (
    <section aria-label="Comments" className="space-y-2 border-t border-stone-100 pt-3">
      {home.comments.length > 0 && (
        <ul className="space-y-1.5 text-sm">
          {home.comments.map((c) => (
            <li key={c.id} className="break-words">
              <span className="font-medium text-stone-900">{c.mine ? "You" : c.author}</span>{" "}
              <span className="text-stone-700">{c.body}</span>{" "}
              <time className="text-xs text-stone-400" dateTime={c.created_at}>
                {ukDateTime(c.created_at, { year: false })}
              </time>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Comment on {home.property.address_line_1}
        </label>
        <Input
          id={inputId}
          className="h-9"
          maxLength={SHORTLIST_COMMENT_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder="Add a comment"
        />
        <Button type="submit" size="sm" className="h-9" loading={change.isPending} disabled={!body.trim()}>
          {!change.isPending && <Send className="size-4" aria-hidden />}
          <span className="sr-only sm:not-sr-only">Send</span>
        </Button>
      </form>
    </section>
  );
}
