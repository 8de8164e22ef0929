import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { postcodeCentres } from "../../db/schema.ts";
import { useTestApp } from "../../test/test-app.ts";
import { csvFields, importPostcodes } from "./postcode-import.ts";

// The fixture follows the ONSPD layout (every field quoted, pcd/pcd2/pcds spellings, lat/long
// near the end, 99.999999 for "no grid reference"); its coordinates are made up for the test.
const FIXTURE = fileURLToPath(new URL("./onspd-sample.csv", import.meta.url));

const t = useTestApp();

const stored = async () =>
  Object.fromEntries(
    (await t.db.select().from(postcodeCentres)).map((r) => [
      r.postcode,
      { lat: r.latitude, lng: r.longitude },
    ]),
  );

describe("csvFields", () => {
  it("splits on commas outside quotes and unescapes doubled quotes", () => {
    expect(csvFields('"M1 1AD","53.479","-2.2367"')).toEqual(["M1 1AD", "53.479", "-2.2367"]);
    expect(csvFields('a,"b,c","say ""hi""",')).toEqual(["a", "b,c", 'say "hi"', ""]);
    expect(csvFields("")).toEqual([""]);
  });
});

describe("importPostcodes", () => {
  it("loads the postcodes with coordinates, in batches, and skips the rest", async () => {
    const tally = await importPostcodes(t.db, createReadStream(FIXTURE), { batchSize: 2 });
    expect(tally).toEqual({ imported: 5, withoutCoordinates: 2, invalid: 1 });
    const centres = await stored();
    expect(Object.keys(centres).sort()).toEqual(["M1 1AD", "M13 9PL", "M14 6HR", "M5 4WT", "WA14 1AB"]);
    expect(centres["M14 6HR"]).toEqual({ lat: 53.4479, lng: -2.2218 });
  });

  it("updates centres in place when run again with a newer file", async () => {
    const newer = ['"pcds","lat","long"', '"M14 6HR","53.4480","-2.2219"', '"M14 6HR","53.4481","-2.2220"'];
    const tally = await importPostcodes(t.db, Readable.from(newer.join("\r\n")));
    expect(tally.imported).toBe(2);
    expect((await stored())["M14 6HR"]).toEqual({ lat: 53.4481, lng: -2.222 });
  });

  it("refuses a file without the ONSPD columns, or an empty one", async () => {
    await expect(
      importPostcodes(t.db, Readable.from('"postcode","x","y"\n"M1 1AD","1","2"')),
    ).rejects.toThrow("no pcds, lat, long column");
    await expect(importPostcodes(t.db, Readable.from(""))).rejects.toThrow("The file is empty");
  });
});
