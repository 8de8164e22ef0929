-- Recomputes one property's statistics for one UK day from the raw rows (§7 Tracking).
-- Idempotent: calling it twice for the same day gives the same row.
CREATE OR REPLACE FUNCTION aggregate_property_daily_stats(p_property_id uuid, p_day date)
RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO property_daily_stats (property_id, day, views, unique_viewers, inquiries)
  SELECT
    p_property_id,
    p_day,
    (SELECT count(*) FROM property_views v WHERE v.property_id = p_property_id AND v.view_date = p_day),
    (SELECT count(DISTINCT coalesce(v.viewer_id, v.session_id)) FROM property_views v
      WHERE v.property_id = p_property_id AND v.view_date = p_day),
    (SELECT count(*) FROM property_inquiries i WHERE i.property_id = p_property_id
      AND (i.created_at AT TIME ZONE 'Europe/London')::date = p_day)
  ON CONFLICT (property_id, day) DO UPDATE
    SET views = excluded.views, unique_viewers = excluded.unique_viewers, inquiries = excluded.inquiries;
$$;
