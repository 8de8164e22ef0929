// robots.txt: search engines may read every public page; the signed-in areas, the
// sign-in flow, development tools and the API are not for them, but for the files that
// listing pages show (/files is outside /api).

/** Paths only a signed-in person (or a developer) sees; prefixes, as robots.txt matches them. */
const PRIVATE_PATHS = [
  "/api/",
  "/auth",
  "/complete-profile",
  "/dashboard",
  "/profile",
  "/favourites",
  "/inquiries",
  "/listings",
  "/list-property",
  "/property-performance/",
  "/groups",
  "/roommates",
  "/notifications",
  "/messages",
  "/vouchers/",
  "/tenancy/",
  "/guarantee/",
  "/dev/",
];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
