import type { CopyCheckListing } from "@roost/shared/contracts/copy-check.ts";
import type { Db } from "../../../db/client.ts";
import { openCopyReviews } from "./copy-reviews.service.ts";

// `npm run admin -- copy-reviews` (decision 059): the held listings as an operator reads them in a
// terminal, each with what it matched; the web page shows the same side by side with the photos.

export async function formatCopyReviews(db: Db, publicUrl: string): Promise<string[]> {
  const open = await openCopyReviews(db);
  if (open.length === 0) return ["No listings held for a check."];
  return [
    ...open.map((review) =>
      [
        `Check ${review.id} (held ${review.held_at})`,
        `  matched:  ${review.photo_matches} photo(s)${
          review.text_similarity === null
            ? ""
            : `, description ${Math.round(review.text_similarity * 100)}% the same`
        }`,
        ...describe("held", review.listing),
        ...review.matches.flatMap((match) => describe("original", match)),
        `  compare:  ${publicUrl}/operator/listings (signed in as an operator)`,
        "",
      ].join("\n"),
    ),
    `${open.length} held. clear-copy ID puts one live; withdraw-copy ID "reason" takes it off Roost.`,
  ];
}

const describe = (label: string, l: CopyCheckListing) => [
  `  ${`${label}:`.padEnd(9)} ${l.id} ${l.address} (${l.status})`,
  `            by ${l.owner_name} <${l.owner_email}>, an account since ${l.owner_since}`,
];
