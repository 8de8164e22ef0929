// Every TanStack Query key of the web app, from one factory. Features read and invalidate their
// data through these keys, and the realtime provider invalidates the same ones, so a key cannot
// drift between the page that shows it and the event that makes it stale. A key starts with its
// area's prefix, so invalidating the prefix (e.g. `queryKeys.groups.all`) refreshes the whole area.

/** Filters are part of a list's key: a changed filter is a new list, loaded from its first page. */
type Filters = object;

export const queryKeys = {
  me: ["me"] as const,
  /** The form post's outcome the server rendered the page with (decision 050); never fetched. */
  flash: ["flash"] as const,
  config: ["config"] as const,
  dashboard: ["dashboard"] as const,
  conversations: {
    /** The /messages list. */
    list: ["conversations"] as const,
    detail: (id: string) => ["conversation", id] as const,
    messages: (id: string) => ["conversation-messages", id] as const,
  },
  inquiries: ["inquiries"] as const,
  notifications: {
    all: ["notifications"] as const,
    list: ["notifications", "list"] as const,
    unreadCount: ["notifications", "unread-count"] as const,
  },
  groups: {
    all: ["groups"] as const,
    mine: ["groups", "mine"] as const,
    discover: (filters: Filters) => ["groups", "discover", filters] as const,
    myRequests: ["groups", "join-requests", "mine"] as const,
    groupRequests: (groupId: string) => ["groups", "join-requests", "group", groupId] as const,
    invitation: (groupId: string) => ["groups", "invitation", groupId] as const,
    shortlist: (groupId: string) => ["groups", "shortlist", groupId] as const,
  },
  roommates: {
    all: ["roommates"] as const,
    list: (filters: Filters) => ["roommates", "list", filters] as const,
    requests: ["roommates", "requests"] as const,
  },
  profiles: {
    all: ["profiles"] as const,
    detail: (userId: string) => ["profiles", userId] as const,
  },
  safety: {
    all: ["safety"] as const,
    block: (userId: string) => ["safety", "block", userId] as const,
  },
  /** Scoped by user so one account never sees another's hearts (the cache is also cleared on sign-out). */
  favourites: {
    all: ["favourites"] as const,
    ids: (userId: string | undefined) => ["favourites", userId ?? "visitor", "ids"] as const,
    list: (userId: string | undefined) => ["favourites", userId ?? "visitor", "list"] as const,
    toggle: ["favourites", "toggle"] as const,
  },
  properties: {
    all: ["properties"] as const,
    featured: ["properties", "featured"] as const,
    /** `query` is the search's API query string without the cursor. */
    search: (query: string) => ["properties", "search", query] as const,
    detail: (id: string) => ["properties", "detail", id] as const,
  },
  listings: {
    mine: ["me", "properties"] as const,
    edit: (id: string) => ["listing-edit", id] as const,
    performanceAll: ["property-performance"] as const,
    performance: (id: string) => ["property-performance", id] as const,
    /** The listing itself as the performance page shows it beside its figures. */
    performanceListing: (id: string) => ["property-performance", id, "listing"] as const,
  },
  deals: {
    detail: (conversationId: string) => ["deal", conversationId] as const,
  },
  tenancies: {
    all: ["tenancies"] as const,
    detail: (id: string) => ["tenancies", id] as const,
    draft: (conversationId: string) => ["tenancies", "draft", conversationId] as const,
  },
  guarantee: (tenancyId: string, token: string) => ["guarantee", tenancyId, token] as const,
  vouchers: (uid: string, viewerId: string | null) => ["vouchers", uid, viewerId] as const,
  devMailbox: ["dev-mailbox"] as const,
  notificationSettings: ["notification-settings"] as const,
  pushSettings: ["push-settings"] as const,
  contactEmail: ["contact-email"] as const,
  reviews: {
    ofProperty: (id: string) => ["reviews", "property", id] as const,
    reviewable: ["reviews", "reviewable"] as const,
  },
  verification: {
    mine: ["me", "verification"] as const,
    queue: ["operator", "verifications"] as const,
    heldListings: ["operator", "copy-reviews"] as const,
  },
  savedSearches: (userId: string | undefined) => ["saved-searches", userId ?? "visitor"] as const,
  /** A Markdown content page, post or job, by its loader's name and key (never stale: it is built in). */
  content: (loader: string, key: string) => ["content", loader, key] as const,
};
