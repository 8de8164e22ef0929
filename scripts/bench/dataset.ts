import { MANCHESTER_AREAS, PROPERTY_TYPES } from "@roost/shared/domain/property.ts";
import type pg from "pg";

// 100,000 listings made by PostgreSQL itself (INSERT ... SELECT generate_series): seconds instead of
// minutes of client round trips. Seeded random, so every run measures the same data. The mix is
// roughly the seed's: 70 % live (published, available, let agreed), the rest draft, paused or
// expired; a fifth room-by-room adverts; 2 % without a price; a few without photos; areas weighted
// towards the student neighbourhoods (Fallowfield about 16 %).

const OWNERS = 500;

const sqlList = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");

/** Share of listings per area (percent): the student areas south of the universities lead. */
const AREA_WEIGHTS: Record<string, number> = {
  fallowfield: 16,
  withington: 10,
  rusholme: 8,
  "city-centre": 8,
  didsbury: 7,
  salford: 7,
  "victoria-park": 6,
  hulme: 6,
  levenshulme: 5,
  chorlton: 5,
  ancoats: 4,
  "northern-quarter": 4,
  "moss-side": 4,
  ardwick: 3,
  longsight: 3,
  "whalley-range": 2,
  "old-trafford": 2,
};

/** A CASE expression picking an area from a uniform random number by the weights above. */
function weightedAreaSql(random: string): string {
  const total = MANCHESTER_AREAS.reduce((sum, a) => sum + (AREA_WEIGHTS[a.slug] ?? 1), 0);
  let cumulative = 0;
  const branches = MANCHESTER_AREAS.map((a) => {
    cumulative += AREA_WEIGHTS[a.slug] ?? 1;
    return `when ${random} < ${(cumulative / total).toFixed(6)} then '${a.slug}'`;
  });
  return `case ${branches.join(" ")} else '${MANCHESTER_AREAS[0].slug}' end`;
}

export async function insertListings(pool: pg.Pool, count: number): Promise<void> {
  const types = sqlList(PROPERTY_TYPES);
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select setseed(0.2026)");
    await client.query(`
      insert into "user" (id, name, email, email_verified)
      select 'bench-owner-' || g, 'Bench Owner ' || g, 'owner' || g || '@bench.invalid', true
      from generate_series(1, ${OWNERS}) g`);
    await client.query(`
      insert into profiles (user_id, email, display_name, user_type)
      select 'bench-owner-' || g, 'owner' || g || '@bench.invalid', 'Bench Owner ' || g, 'landlord'
      from generate_series(1, ${OWNERS}) g`);
    await client.query(`
      insert into properties (
        user_id, address_line_1, town, postcode, area, bedrooms, bathrooms, parking, property_type,
        furnishing, advert_type, monthly_rent, rooms_data, rent_from, bills_included, available_from,
        description, photos, status, draft_step, published_at, expires_at, created_at, updated_at)
      select
        'bench-owner-' || (1 + g % ${OWNERS}),
        (1 + g % 400) || ' ' || (array['Wilmslow Road', 'Mauldeth Road', 'Ladybarn Lane', 'Burton Road',
          'Palatine Road', 'Moseley Road', 'Platt Lane', 'Dickenson Road', 'Stockport Road', 'Oxford Road'])[1 + (g * 7) % 10],
        'Manchester',
        'M' || (1 + floor(r_post * 40)::int) || ' ' || (1 + g % 9) || (array['HR', 'AB', 'SG', 'LT', 'BX', 'QP'])[1 + g % 6],
        ${weightedAreaSql("r_area")},
        beds,
        1 + beds / 3,
        r_parking < 0.3,
        ((array[${types}])[1 + floor(r_type * ${PROPERTY_TYPES.length})::int])::property_type,
        ((array['furnished', 'part-furnished', 'unfurnished'])[1 + g % 3])::furnishing,
        case when rooms then 'individual_rooms' else 'whole_property' end::advert_type,
        case when rooms or r_noprice < 0.02 then null else whole_rent end,
        case when rooms then jsonb_build_array(
          jsonb_build_object('name', 'Room 1', 'monthlyRent', room_a),
          jsonb_build_object('name', 'Room 2', 'monthlyRent', room_b)) else '[]'::jsonb end,
        case when rooms then least(room_a, room_b) when r_noprice < 0.02 then null else whole_rent end,
        r_bills < 0.4,
        date '2026-06-01' + (g * 7) % 760,
        'A well kept ' || beds || ' bedroom home close to shops, buses and the universities. '
          || (array['Recently refurbished kitchen.', 'Large garden at the back.', 'Double glazing throughout.',
                    'Walking distance to the park.', 'Fast broadband included.'])[1 + g % 5],
        case when r_nophoto < 0.05 then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
          'id', 'b' || g, 'card', '/files/bench/' || g || '-card.webp', 'large', '/files/bench/' || g || '-large.webp',
          'width', 1600, 'height', 1200)) end,
        status::property_status,
        case when status = 'draft' then 2 else 5 end,
        published_at,
        case when status in ('published', 'available', 'let_agreed') then published_at + interval '60 days' end,
        coalesce(published_at, now()) - interval '3 days',
        coalesce(published_at, now())
      from (
        select g, r.*,
          (array[0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7])[1 + floor(r_beds * 14)::int] as beds,
          r_rooms < 0.2 as rooms,
          400 + floor(r_rent * 2200)::int as whole_rent,
          380 + floor(r_room_a * 500)::int as room_a,
          380 + floor(r_room_b * 500)::int as room_b,
          case
            when r_status < 0.40 then 'published'
            when r_status < 0.60 then 'available'
            when r_status < 0.70 then 'let_agreed'
            when r_status < 0.80 then 'draft'
            when r_status < 0.88 then 'pause'
            else 'expired'
          end as status,
          case
            when r_status < 0.70 then now() - r_when * interval '60 days'
            when r_status >= 0.88 then now() - interval '60 days' - r_when * interval '60 days'
          end as published_at
        from generate_series(1, ${count}) g
        cross join lateral (
          -- "g * 0" ties the randoms to the row, so they are drawn per row, not once.
          select random() + g * 0 as r_area, random() as r_status, random() as r_beds, random() as r_rooms,
                 random() as r_rent, random() as r_room_a, random() as r_room_b, random() as r_noprice,
                 random() as r_type, random() as r_parking, random() as r_bills, random() as r_nophoto,
                 random() as r_when, random() as r_post
        ) r
      ) s`);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  // Statistics for the planner, and the visibility map so counts can use index-only scans,
  // as autovacuum would have done on a real database by now.
  await pool.query("vacuum analyze properties");
  await pool.query("analyze");
}
