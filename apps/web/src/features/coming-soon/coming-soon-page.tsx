import { Hammer } from "lucide-react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/feedback.tsx";

/** An honest placeholder for a route whose feature has not been built yet. */
export function ComingSoonPage() {
  usePageMeta("Coming soon");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <EmptyState
        icon={<Hammer className="size-8" />}
        title="We're still building this page"
        action={
          <Button asChild variant="secondary">
            <Link to="/">Back to the home page</Link>
          </Button>
        }
      >
        This part of Roost isn't ready yet. Everything else works — have a look around.
      </EmptyState>
    </div>
  );
}
