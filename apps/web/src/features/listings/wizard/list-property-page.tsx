import { canListProperties } from "@roost/shared/domain/user-types.ts";
import { GraduationCap, House, KeyRound } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState, Skeleton, Spinner } from "../../../components/ui/feedback.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { forgetCreated, peekCreated, useListingForEdit } from "../listings.queries.ts";
import { ListingNotFound, MessageCard } from "../message-card.tsx";
import { ListingWizard } from "./listing-wizard.tsx";

/**
 * /list-property and /list-property/edit/:id. Public routes, so this page decides itself:
 * visitors are asked to sign in, students are told they cannot list, everyone else gets the
 * wizard (a new listing, or the saved draft).
 */
export function ListPropertyPage() {
  const { id } = useParams();
  const { user, profile, loading } = useAuth();
  usePageMeta(
    id ? "Edit your listing" : "List your property",
    "Advertise your Manchester property or rooms to students and young professionals on Roost.",
  );

  if (loading) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  if (!user) return <SignInCard />;
  // Onboarding redirects (AuthProvider) happen as soon as the profile says so.
  if (!profile?.user_type) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  if (!canListProperties(profile.user_type)) return <StudentCard />;
  return id ? <EditListing key={id} id={id} /> : <ListingWizard property={null} />;
}

function EditListing({ id }: { id: string }) {
  const [created] = useState(() => peekCreated(id));
  useEffect(() => forgetCreated(id), [id]);
  const query = useListingForEdit(id, created);

  if (query.isError) {
    const notFound = isApiError(query.error) && [403, 404].includes(query.error.status);
    if (notFound) return <NotFoundCard />;
    return (
      <Centered>
        <ErrorState
          title="We couldn't load your listing"
          message="Check your connection and try again."
          onRetry={() => void query.refetch()}
        />
      </Centered>
    );
  }
  const ready = query.data && (created || query.isFetchedAfterMount);
  if (!ready) return <WizardSkeleton />;
  if (!query.data.is_owner) return <NotFoundCard />;
  return <ListingWizard property={query.data} />;
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20">{children}</div>;
}

function SignInCard() {
  const location = useLocation();
  return (
    <MessageCard
      icon={<KeyRound className="size-6" aria-hidden />}
      title="Sign in to list your property"
      actions={
        <Button asChild size="lg">
          <Link to="/auth" state={{ from: location.pathname }}>
            Sign in to continue
          </Link>
        </Button>
      }
    >
      <p>
        Listing on Roost is free. Sign in or create an account to advertise your home or rooms to students and
        young professionals across Manchester.
      </p>
    </MessageCard>
  );
}

function StudentCard() {
  return (
    <MessageCard
      icon={<GraduationCap className="size-6" aria-hidden />}
      title="Students can't list properties"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/properties-to-rent/all">Search properties</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/dashboard">Go to your dashboard</Link>
          </Button>
        </>
      }
    >
      <p>
        Listings on Roost come from landlords and property finders. Looking for your next home? Browse rooms
        and houses across Manchester, or team up with friends in a group.
      </p>
    </MessageCard>
  );
}

function NotFoundCard() {
  return (
    <ListingNotFound
      extraAction={
        <Button asChild size="lg" variant="secondary">
          <Link to="/list-property">
            <House className="size-4" aria-hidden />
            List a property
          </Link>
        </Button>
      }
    />
  );
}

function WizardSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your listing...
      </span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-3 h-8 w-64" />
      <Skeleton className="mt-6 h-16 w-full rounded-xl" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="hidden h-32 rounded-xl lg:block" />
      </div>
    </div>
  );
}
