/**
 * Manchester areas used by the demo listings: real streets with their postcode sectors, a rough
 * centre point, and the local colour the listing descriptions draw on.
 */

export type AreaSlug =
  | "fallowfield"
  | "withington"
  | "rusholme"
  | "victoria-park"
  | "didsbury"
  | "hulme"
  | "city-centre"
  | "salford"
  | "levenshulme"
  | "ancoats"
  | "northern-quarter"
  | "chorlton"
  | "moss-side";

export type AreaKind = "student" | "suburb" | "city";

export interface SeedArea {
  slug: AreaSlug;
  name: string;
  /** How the area reads after "in": "in the Northern Quarter". */
  placeName: string;
  town: "Manchester" | "Salford";
  kind: AreaKind;
  lat: number;
  lng: number;
  /** Typical monthly rent for one room in a shared house, in pounds. */
  roomRent: number;
  /** [street, postcode sector] pairs, e.g. ["Ladybarn Lane", "M14 6"]. */
  streets: [string, string][];
  /** A few sentences of local colour; the description templates pick from them. */
  universities: string[];
  transport: string[];
  amenities: string[];
  outdoors: string[];
}

export const AREAS: Record<AreaSlug, SeedArea> = {
  fallowfield: {
    slug: "fallowfield",
    name: "Fallowfield",
    placeName: "Fallowfield",
    town: "Manchester",
    kind: "student",
    lat: 53.4432,
    lng: -2.2205,
    roomRent: 520,
    streets: [
      ["Wilmslow Road", "M14 6"],
      ["Ladybarn Lane", "M14 6"],
      ["Mauldeth Road", "M14 6"],
      ["Moseley Road", "M14 6"],
      ["Landcross Road", "M14 6"],
      ["Brailsford Road", "M14 6"],
      ["Granville Road", "M14 6"],
      ["Derby Road", "M14 6"],
      ["Platt Lane", "M14 7"],
      ["Whitchurch Road", "M20 1"],
    ],
    universities: [
      "The University of Manchester's Fallowfield campus is on the doorstep, and the main Oxford Road campus is about fifteen minutes away by bus.",
      "It's an easy ride to both the University of Manchester and Manchester Met's All Saints campus.",
    ],
    transport: [
      "The 42, 43, 142 and 143 buses run up Wilmslow Road and Oxford Road to the universities and the city centre every few minutes, day and night.",
      "Wilmslow Road is one of the busiest bus corridors in Europe, so you're never waiting long for a bus into town.",
      "The Fallowfield Loop cycle path runs close by if you'd rather cycle to lectures.",
    ],
    amenities: [
      "Sainsbury's, Aldi and a row of takeaways, cafés and bars are a short walk away on Wilmslow Road.",
      "Everything a student needs is close by: supermarkets, gyms, launderettes and some of Manchester's liveliest bars.",
    ],
    outdoors: [
      "Platt Fields Park, with its boating lake and running paths, is a few minutes' walk away.",
      "There are green spaces nearby at Platt Fields Park and the university playing fields.",
    ],
  },
  withington: {
    slug: "withington",
    name: "Withington",
    placeName: "Withington",
    town: "Manchester",
    kind: "student",
    lat: 53.4333,
    lng: -2.2292,
    roomRent: 500,
    streets: [
      ["Wilmslow Road", "M20 4"],
      ["Burton Road", "M20 1"],
      ["Copson Street", "M20 3"],
      ["Davenport Avenue", "M20 3"],
      ["Heaton Road", "M20 4"],
      ["Old Moat Lane", "M20 1"],
      ["Cotton Lane", "M20 4"],
      ["Parkfield Road South", "M20 4"],
    ],
    universities: [
      "The University of Manchester is around twenty minutes away by bus, and the Christie and Withington hospitals are close for medical and nursing students.",
      "Lectures at the University of Manchester and Manchester Met are an easy bus ride away.",
    ],
    transport: [
      "The 42, 142 and 50 buses stop nearby and run up to Oxford Road and the city centre.",
      "Frequent buses along Wilmslow Road take you straight to the Oxford Road campuses.",
    ],
    amenities: [
      "Withington village has a Co-op, independent cafés, bakeries and the much-loved Fuel café bar.",
      "The village centre has supermarkets, a library, pubs and the beautifully restored Withington Baths.",
    ],
    outdoors: [
      "Old Moat Park and Ladybarn Park are close by for a run or a kickabout.",
      "Green space is never far away, with Old Moat Park a short walk from the door.",
    ],
  },
  rusholme: {
    slug: "rusholme",
    name: "Rusholme",
    placeName: "Rusholme",
    town: "Manchester",
    kind: "student",
    lat: 53.4548,
    lng: -2.2243,
    roomRent: 480,
    streets: [
      ["Wilmslow Road", "M14 5"],
      ["Claremont Road", "M14 4"],
      ["Dickenson Road", "M14 5"],
      ["Platt Lane", "M14 5"],
      ["Heald Place", "M14 5"],
      ["Thurloe Street", "M14 5"],
      ["Great Western Street", "M14 4"],
      ["Grafton Street", "M13 9"],
    ],
    universities: [
      "The University of Manchester and Manchester Met's Oxford Road campuses are a twenty-minute walk or a five-minute bus ride away.",
      "You can walk to lectures at the University of Manchester in about twenty minutes.",
    ],
    transport: [
      "Buses up Oxford Road to the universities and the city centre leave from the end of the road every few minutes.",
      "The 42, 43, 142 and 143 buses run along Wilmslow Road around the clock.",
    ],
    amenities: [
      "The famous Curry Mile is on your doorstep, with restaurants, dessert parlours and late-night shops.",
      "Rusholme's Curry Mile means great food is never more than a short walk away, and there are supermarkets nearby on Wilmslow Road.",
    ],
    outdoors: [
      "Platt Fields Park and Whitworth Park are both within walking distance.",
      "Platt Fields Park, with its lake and open fields, is just around the corner.",
    ],
  },
  "victoria-park": {
    slug: "victoria-park",
    name: "Victoria Park",
    placeName: "Victoria Park",
    town: "Manchester",
    kind: "student",
    lat: 53.4562,
    lng: -2.2168,
    roomRent: 510,
    streets: [
      ["Hathersage Road", "M13 0"],
      ["Upper Brook Street", "M13 0"],
      ["Daisy Bank Road", "M14 5"],
      ["Anson Road", "M14 5"],
      ["Upper Park Road", "M14 5"],
      ["Lower Park Road", "M14 5"],
      ["Denison Road", "M14 5"],
    ],
    universities: [
      "It's a fifteen-minute walk to the University of Manchester and Manchester Met, and even closer to the Manchester Royal Infirmary.",
      "The Oxford Road universities and the hospital campus are all within walking distance.",
    ],
    transport: [
      "Buses on Wilmslow Road and Upper Brook Street run into the city centre every few minutes.",
      "The Oxford Road bus corridor is a five-minute walk away.",
    ],
    amenities: [
      "The Curry Mile, supermarkets and cafés are a few minutes away on Wilmslow Road.",
      "You're close to the shops and restaurants of Rusholme without the noise.",
    ],
    outdoors: [
      "The leafy conservation area is lovely for a walk, and Whitworth Park and the Whitworth gallery are nearby.",
      "Quiet tree-lined roads and Whitworth Park make this one of the greenest spots near the campuses.",
    ],
  },
  didsbury: {
    slug: "didsbury",
    name: "Didsbury",
    placeName: "Didsbury",
    town: "Manchester",
    kind: "suburb",
    lat: 53.4165,
    lng: -2.2312,
    roomRent: 560,
    streets: [
      ["Lapwing Lane", "M20 2"],
      ["Barlow Moor Road", "M20 2"],
      ["School Lane", "M20 6"],
      ["Palatine Road", "M20 3"],
      ["Fog Lane", "M20 6"],
      ["Kingsway", "M20 5"],
      ["Wilmslow Road", "M20 6"],
      ["Clothorn Road", "M20 6"],
    ],
    universities: [
      "Manchester Met's Didsbury roots mean plenty of students live here, and the University of Manchester is about thirty minutes by bus.",
      "The Oxford Road universities are around half an hour away by bus or tram.",
    ],
    transport: [
      "Didsbury Village and West Didsbury Metrolink stops get you into the city centre in around twenty-five minutes.",
      "The 42 and 142 buses run straight up Wilmslow Road to the universities, and the tram is a short walk away.",
    ],
    amenities: [
      "Didsbury village is full of independent cafés, restaurants and bars, with a big Sainsbury's and a Waitrose nearby.",
      "Burton Road and Didsbury village offer some of south Manchester's best brunch spots, pubs and delis.",
    ],
    outdoors: [
      "Fletcher Moss Gardens and the Mersey riverside walks are on your doorstep.",
      "Fog Lane Park and Fletcher Moss Botanical Gardens are perfect for weekend walks.",
    ],
  },
  hulme: {
    slug: "hulme",
    name: "Hulme",
    placeName: "Hulme",
    town: "Manchester",
    kind: "city",
    lat: 53.4665,
    lng: -2.2497,
    roomRent: 530,
    streets: [
      ["Stretford Road", "M15 5"],
      ["Royce Road", "M15 5"],
      ["Jackson Crescent", "M15 5"],
      ["Rolls Crescent", "M15 5"],
      ["Chichester Road", "M15 5"],
      ["Bonsall Street", "M15 6"],
      ["Boundary Lane", "M15 6"],
      ["Old Birley Street", "M15 5"],
    ],
    universities: [
      "Manchester Met's All Saints campus and the University of Manchester are a ten to fifteen-minute walk away.",
      "You can walk to Manchester Met, the University of Manchester and the RNCM.",
    ],
    transport: [
      "Oxford Road station and the city centre are about fifteen minutes on foot, and buses run along Princess Road and Stretford Road.",
      "It's a short walk to the Oxford Road bus corridor and a quick ride into town.",
    ],
    amenities: [
      "There's a large Asda, a gym and a good selection of cafés and takeaways close by.",
      "Hulme has big supermarkets, the Zion Arts Centre and plenty of places to eat.",
    ],
    outdoors: [
      "Hulme Park and the Bridgewater Canal towpath are close for running and cycling.",
      "Hulme Park is a few minutes away, with outdoor sports pitches and open space.",
    ],
  },
  "city-centre": {
    slug: "city-centre",
    name: "City Centre",
    placeName: "Manchester city centre",
    town: "Manchester",
    kind: "city",
    lat: 53.4776,
    lng: -2.2421,
    roomRent: 650,
    streets: [
      ["Princess Street", "M1 7"],
      ["Whitworth Street", "M1 3"],
      ["Oxford Street", "M1 5"],
      ["Portland Street", "M1 3"],
      ["Granby Row", "M1 7"],
      ["Sackville Street", "M1 3"],
      ["Deansgate", "M3 4"],
      ["Great Bridgewater Street", "M1 5"],
      ["Store Street", "M1 2"],
    ],
    universities: [
      "The University of Manchester, Manchester Met and the RNCM are all within walking distance along Oxford Road.",
      "You can walk to lectures at both the University of Manchester and Manchester Met.",
    ],
    transport: [
      "Piccadilly, Oxford Road and Deansgate stations and St Peter's Square Metrolink stop are all close by.",
      "Trains, trams and buses to anywhere in Greater Manchester are on the doorstep.",
    ],
    amenities: [
      "The Arndale, Spinningfields, Chinatown and the Gay Village are a few minutes' walk away, with Tesco and Sainsbury's Local on every other corner.",
      "Shops, restaurants, theatres and Manchester Central Library are all within a short stroll.",
    ],
    outdoors: [
      "Piccadilly Gardens and the canal-side paths of Castlefield are close for a breath of fresh air.",
      "Castlefield's canals and St John's Gardens offer a green escape from the city streets.",
    ],
  },
  salford: {
    slug: "salford",
    name: "Salford",
    placeName: "Salford",
    town: "Salford",
    kind: "student",
    lat: 53.4872,
    lng: -2.2901,
    roomRent: 450,
    streets: [
      ["The Crescent", "M5 4"],
      ["Eccles Old Road", "M6 7"],
      ["Seaford Road", "M6 6"],
      ["Liverpool Street", "M5 4"],
      ["Frederick Road", "M6 6"],
      ["Langworthy Road", "M6 5"],
      ["Cromwell Road", "M6 6"],
      ["Chapel Street", "M3 5"],
    ],
    universities: [
      "The University of Salford's Peel Park campus is within walking distance, and MediaCityUK is a short bus or tram ride away.",
      "Salford University is just down the road, and the University of Manchester is around twenty-five minutes by bus.",
    ],
    transport: [
      "Salford Crescent station has trains into Manchester Piccadilly and Victoria in under ten minutes, and the 50 bus runs through to MediaCityUK.",
      "Regular buses along the A6 take you into Manchester city centre in about fifteen minutes.",
    ],
    amenities: [
      "Salford Shopping Centre, a Lidl and a big Tesco are close by, along with plenty of takeaways.",
      "There are supermarkets, gyms and cafés nearby, and the bars of the city centre are a short ride away.",
    ],
    outdoors: [
      "Peel Park and the River Irwell walkways are right next to the campus.",
      "Peel Park, Buile Hill Park and the Irwell riverside are all nearby.",
    ],
  },
  levenshulme: {
    slug: "levenshulme",
    name: "Levenshulme",
    placeName: "Levenshulme",
    town: "Manchester",
    kind: "student",
    lat: 53.4441,
    lng: -2.1918,
    roomRent: 440,
    streets: [
      ["Stockport Road", "M19 3"],
      ["Barlow Road", "M19 3"],
      ["Chapel Street", "M19 3"],
      ["Crayfield Road", "M19 2"],
      ["Cromwell Grove", "M19 3"],
      ["Broom Avenue", "M19 2"],
      ["Albert Road", "M19 2"],
      ["Clare Road", "M19 2"],
    ],
    universities: [
      "The Oxford Road universities are around twenty minutes away by bus, and Manchester Met is just as easy to reach.",
      "It's a quick bus ride to the University of Manchester and Manchester Met.",
    ],
    transport: [
      "Levenshulme station has trains to Piccadilly in under ten minutes, and the 192 bus runs along the A6 day and night.",
      "The 192 is one of the most frequent buses in Manchester, and the train station is a short walk away.",
    ],
    amenities: [
      "Levenshulme Market, independent bakeries, cafés and several supermarkets are on Stockport Road.",
      "The high street has everything from Polish delis to late-night takeaways, plus a big Aldi.",
    ],
    outdoors: [
      "Highfield Country Park and Cringle Park are close for walks and runs.",
      "There are green spaces nearby at Highfield Country Park and Chapel Street Park.",
    ],
  },
  ancoats: {
    slug: "ancoats",
    name: "Ancoats",
    placeName: "Ancoats",
    town: "Manchester",
    kind: "city",
    lat: 53.4842,
    lng: -2.2262,
    roomRent: 680,
    streets: [
      ["Great Ancoats Street", "M4 5"],
      ["Blossom Street", "M4 6"],
      ["Jersey Street", "M4 6"],
      ["Murray Street", "M4 6"],
      ["Radium Street", "M4 6"],
      ["Henry Street", "M4 5"],
      ["Redhill Street", "M4 5"],
      ["Bengal Street", "M4 6"],
    ],
    universities: [
      "The Oxford Road universities are about twenty-five minutes on foot or a quick bus from Piccadilly.",
      "Manchester Met and the University of Manchester are a short bus ride from nearby Piccadilly.",
    ],
    transport: [
      "Piccadilly station is a ten-minute walk, and New Islington Metrolink stop is close by.",
      "New Islington tram stop and Piccadilly station put the whole city within easy reach.",
    ],
    amenities: [
      "Ancoats is one of Manchester's best food neighbourhoods, with award-winning bakeries, bars and restaurants around Cutting Room Square.",
      "There's a Co-op around the corner and some of the city's best coffee, pizza and sourdough on the doorstep.",
    ],
    outdoors: [
      "The Rochdale Canal towpath and New Islington Marina are right next door.",
      "Cotton Field Park and the canal-side paths are perfect for an evening walk.",
    ],
  },
  "northern-quarter": {
    slug: "northern-quarter",
    name: "Northern Quarter",
    placeName: "the Northern Quarter",
    town: "Manchester",
    kind: "city",
    lat: 53.4834,
    lng: -2.2352,
    roomRent: 690,
    streets: [
      ["Oldham Street", "M1 1"],
      ["Thomas Street", "M4 1"],
      ["Tib Street", "M4 1"],
      ["Newton Street", "M1 1"],
      ["Dale Street", "M1 1"],
      ["Lever Street", "M1 1"],
      ["Hilton Street", "M1 2"],
    ],
    universities: [
      "Manchester Met and the University of Manchester are twenty minutes' walk or a short bus ride away.",
      "It's a quick bus or a pleasant walk down Oxford Road to the universities.",
    ],
    transport: [
      "Shudehill Interchange, Market Street tram stop and Piccadilly station are all a few minutes away.",
      "Trams, trains and buses are all within a five-minute walk.",
    ],
    amenities: [
      "Afflecks, record shops, vintage stores, craft-beer bars and street-food halls are right outside the door.",
      "The Northern Quarter's cafés, bars and independent shops are on your doorstep, and the Arndale is two minutes away.",
    ],
    outdoors: [
      "Stevenson Square and Piccadilly Gardens are close, and the canal towpath is a short walk away.",
      "The canal-side paths of Ancoats are a few minutes' walk for a quieter stroll.",
    ],
  },
  chorlton: {
    slug: "chorlton",
    name: "Chorlton",
    placeName: "Chorlton",
    town: "Manchester",
    kind: "suburb",
    lat: 53.4421,
    lng: -2.2771,
    roomRent: 540,
    streets: [
      ["Barlow Moor Road", "M21 8"],
      ["Beech Road", "M21 9"],
      ["Wilbraham Road", "M21 9"],
      ["Manchester Road", "M21 9"],
      ["Keppel Road", "M21 0"],
      ["Nicolas Road", "M21 9"],
      ["Claude Road", "M21 8"],
      ["Sandy Lane", "M21 8"],
    ],
    universities: [
      "The University of Manchester is around twenty-five minutes away by bus, and Manchester Met about the same by tram.",
      "The universities are an easy bus ride across south Manchester.",
    ],
    transport: [
      "Chorlton Metrolink stop gets you into the city centre in about fifteen minutes, and the 86 bus runs along Barlow Moor Road.",
      "Trams from Chorlton run to St Peter's Square every few minutes.",
    ],
    amenities: [
      "Beech Road and Wilbraham Road are lined with independent cafés, bakeries, delis and pubs, with a large Morrisons and Aldi nearby.",
      "Chorlton has a real village feel, with independent shops, a weekly market and plenty of places to eat.",
    ],
    outdoors: [
      "Chorlton Water Park and Chorlton Ees nature reserve are perfect for weekend walks.",
      "Chorlton Park and the Mersey Valley trails are close by.",
    ],
  },
  "moss-side": {
    slug: "moss-side",
    name: "Moss Side",
    placeName: "Moss Side",
    town: "Manchester",
    kind: "student",
    lat: 53.4577,
    lng: -2.2379,
    roomRent: 450,
    streets: [
      ["Claremont Road", "M14 4"],
      ["Moss Lane East", "M14 4"],
      ["Raby Street", "M14 4"],
      ["Broadfield Road", "M14 4"],
      ["Princess Road", "M14 4"],
      ["Alexandra Road", "M16 7"],
      ["Denmark Road", "M15 6"],
    ],
    universities: [
      "The University of Manchester and Manchester Met are about fifteen minutes on foot or five minutes by bike.",
      "You can walk or cycle to the Oxford Road campuses in minutes.",
    ],
    transport: [
      "Buses along Princess Road and Oxford Road run into the city centre every few minutes.",
      "It's a short walk to the Oxford Road bus corridor.",
    ],
    amenities: [
      "There are supermarkets, Caribbean bakeries and takeaways nearby, and the Curry Mile is a short walk away.",
      "Moss Side Leisure Centre, local shops and the restaurants of Rusholme are all close.",
    ],
    outdoors: [
      "Alexandra Park, with its lake, café and parkrun, is just down the road.",
      "Alexandra Park and Whitworth Park are both within a short walk.",
    ],
  },
};

/** Letters used in the inward part of UK postcodes (C, I, K, M, O and V are never used). */
const POSTCODE_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

export function postcode(sector: string, pick: (n: number) => number): string {
  return `${sector}${POSTCODE_LETTERS[pick(POSTCODE_LETTERS.length)]}${POSTCODE_LETTERS[pick(POSTCODE_LETTERS.length)]}`;
}
