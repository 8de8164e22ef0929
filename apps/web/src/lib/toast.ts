import { toast } from "sonner";

/** Shows one of the spec's texts (§8): a title with an optional description. */
export function notify(kind: "success" | "error", text: { title: string; description?: string } | string) {
  const t = typeof text === "string" ? { title: text } : text;
  toast[kind](t.title, t.description ? { description: t.description } : undefined);
}
