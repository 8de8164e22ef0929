import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "./logo.tsx";
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon } from "./social-icons.tsx";

// The footer links of spec §2, grouped for reading.
const LINK_GROUPS = [
  {
    title: "Renting",
    links: [
      { to: "/for-tenants", label: "For tenants" },
      { to: "/for-landlords", label: "For landlords" },
      { to: "/refund-policy", label: "Refund policy" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about-us", label: "About us" },
      { to: "/careers", label: "Careers" },
      { to: "/blog", label: "Blog" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy policy" },
      { to: "/terms-and-conditions", label: "Terms and conditions" },
      { to: "/disclaimer", label: "Disclaimer" },
      { to: "/cookie-policy", label: "Cookie policy" },
    ],
  },
];

const SOCIAL = [
  { href: "https://www.facebook.com/roosthomes", label: "Roost on Facebook", Icon: FacebookIcon },
  { href: "https://www.instagram.com/roosthomes", label: "Roost on Instagram", Icon: InstagramIcon },
  { href: "https://x.com/roosthomes", label: "Roost on X", Icon: XIcon },
  { href: "https://www.linkedin.com/company/roosthomes", label: "Roost on LinkedIn", Icon: LinkedinIcon },
];

/** The newsletter form is a feature, handed in by the routes (layout never imports features). */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className="mt-auto print:hidden bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_2fr]">
        <div>
          <Logo light />
          <p className="mt-4 max-w-sm text-sm text-stone-400">
            Student houses, flats and rooms in Manchester — straight from local landlords, with your
            housemates by your side.
          </p>
          <div className="mt-6">{newsletter}</div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {LINK_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-white">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="text-sm text-stone-400 hover:text-white">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-xs text-stone-400">
            © {new Date().getFullYear()} Roost Lettings Ltd. Registered in England and Wales.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-9 items-center justify-center rounded-full bg-stone-800 text-stone-300 hover:bg-stone-700 hover:text-white"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
