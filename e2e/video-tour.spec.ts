// A landlord adds a video tour to a listing; a visitor sees where it would play, and nothing is
// fetched from the video's site until they press play (decision 057).

import { expect, newUserViaApi, publishListing, test, uniqueWord } from "./fixtures.ts";

const PLAYER = "https://www.youtube-nocookie.com/**";

test("a video tour loads from its site only after a tap", async ({ page: visitor, openSecondBrowser }) => {
  const landlord = await openSecondBrowser();
  await newUserViaApi(landlord, { firstName: "Vera", lastName: `Video${uniqueWord()}`, type: "Landlord" });
  const id = await publishListing(landlord, `${10 + (Date.now() % 80)} Tour Street`);
  const detail = await (await landlord.request.get(`/api/properties/${id}`)).json();
  const added = await landlord.request.patch(`/api/properties/${id}`, {
    data: { facts: { ...detail.facts, video_tour: "https://youtu.be/dQw4w9WgXcQ" } },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // No internet here: the player's site is stood in for, and every request to it counted.
  const playerRequests: string[] = [];
  await visitor.context().route(PLAYER, (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<p>The player</p>" });
  });
  await visitor.goto(`/property/${id}`);
  const tour = visitor.getByRole("region", { name: "Video tour" });
  await expect(tour.getByText("Nothing loads from YouTube until you press play.")).toBeVisible();
  await visitor.waitForLoadState("networkidle");
  expect(playerRequests).toEqual([]);
  await expect(tour.locator("iframe")).toHaveCount(0);

  await tour.getByRole("link", { name: "Play the video tour" }).click();
  const player = visitor.frameLocator('iframe[title^="Video tour of"]').frameLocator("iframe");
  await expect(player.getByText("The player")).toBeVisible();
  expect(playerRequests).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0"]);
});
