-- Request counts kept by the database (schema/requestCounts.ts). After each statement on a request table, one row per
-- key it moved, with the change, in each count table: an insert adds its rows (+1 each), a delete removes them (-1),
-- an update removes its old rows and adds its new ones, so a change that moves nothing counted adds no row. The
-- statement is built per operation because each trigger has only its own transition tables.
CREATE FUNCTION request_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted constant text := 'service_id, status, (created_at AT TIME ZONE ''Asia/Kolkata'')::date AS booked_on, appointment_date, channel_partner_id';
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS n FROM new_rows', counted)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS n FROM old_rows', counted)
    ELSE format('SELECT %s, 1 AS n FROM new_rows UNION ALL SELECT %s, -1 AS n FROM old_rows', counted, counted)
  END;
BEGIN
  EXECUTE format($sql$
    WITH moves AS (%1$s),
    by_status AS (
      INSERT INTO request_counts_by_status (kind, service_id, status, n)
      SELECT %2$L, service_id, status, sum(n)::int FROM moves GROUP BY service_id, status HAVING sum(n) <> 0),
    by_day AS (
      INSERT INTO request_counts_by_day (kind, service_id, status, booked_on, n)
      SELECT %2$L, service_id, status, booked_on, sum(n)::int FROM moves GROUP BY service_id, status, booked_on HAVING sum(n) <> 0),
    by_visit_day AS (
      INSERT INTO request_counts_by_visit_day (kind, service_id, status, appointment_date, n)
      SELECT %2$L, service_id, status, appointment_date, sum(n)::int FROM moves GROUP BY service_id, status, appointment_date HAVING sum(n) <> 0)
    INSERT INTO request_counts_by_partner (kind, service_id, status, channel_partner_id, n)
    SELECT %2$L, service_id, status, channel_partner_id, sum(n)::int FROM moves GROUP BY service_id, status, channel_partner_id HAVING sum(n) <> 0
  $sql$, moved, TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_counted_insert AFTER INSERT ON requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_moved();
--> statement-breakpoint
CREATE TRIGGER requests_counted_update AFTER UPDATE ON requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_moved();
--> statement-breakpoint
CREATE TRIGGER requests_counted_delete AFTER DELETE ON requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_moved();
--> statement-breakpoint
CREATE TRIGGER pick_up_requests_counted_insert AFTER INSERT ON pick_up_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_moved();
--> statement-breakpoint
CREATE TRIGGER pick_up_requests_counted_update AFTER UPDATE ON pick_up_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_moved();
--> statement-breakpoint
CREATE TRIGGER pick_up_requests_counted_delete AFTER DELETE ON pick_up_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_moved();
--> statement-breakpoint
-- TRUNCATE empties a request table without row changes to count: it empties that table's counts too.
CREATE FUNCTION request_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM request_counts_by_status WHERE kind = TG_TABLE_NAME;
  DELETE FROM request_counts_by_day WHERE kind = TG_TABLE_NAME;
  DELETE FROM request_counts_by_visit_day WHERE kind = TG_TABLE_NAME;
  DELETE FROM request_counts_by_partner WHERE kind = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_counted_truncate AFTER TRUNCATE ON requests FOR EACH STATEMENT EXECUTE FUNCTION request_counts_emptied();
--> statement-breakpoint
CREATE TRIGGER pick_up_requests_counted_truncate AFTER TRUNCATE ON pick_up_requests FOR EACH STATEMENT EXECUTE FUNCTION request_counts_emptied();
--> statement-breakpoint
-- The requests already there.
INSERT INTO request_counts_by_status (kind, service_id, status, n)
SELECT 'requests', service_id, status, count(*)::int FROM requests GROUP BY 2, 3
UNION ALL
SELECT 'pick_up_requests', service_id, status, count(*)::int FROM pick_up_requests GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO request_counts_by_day (kind, service_id, status, booked_on, n)
SELECT 'requests', service_id, status, (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int FROM requests GROUP BY 2, 3, 4
UNION ALL
SELECT 'pick_up_requests', service_id, status, (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*)::int FROM pick_up_requests GROUP BY 2, 3, 4;
--> statement-breakpoint
INSERT INTO request_counts_by_visit_day (kind, service_id, status, appointment_date, n)
SELECT 'requests', service_id, status, appointment_date, count(*)::int FROM requests GROUP BY 2, 3, 4
UNION ALL
SELECT 'pick_up_requests', service_id, status, appointment_date, count(*)::int FROM pick_up_requests GROUP BY 2, 3, 4;
--> statement-breakpoint
INSERT INTO request_counts_by_partner (kind, service_id, status, channel_partner_id, n)
SELECT 'requests', service_id, status, channel_partner_id, count(*)::int FROM requests GROUP BY 2, 3, 4
UNION ALL
SELECT 'pick_up_requests', service_id, status, channel_partner_id, count(*)::int FROM pick_up_requests GROUP BY 2, 3, 4;
