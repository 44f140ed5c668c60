-- The reward ledger is append-only (issue 16): an entry is never deleted and what it says never changes; a correction is a
-- new entry. Only the user name and description may be overwritten (a customer's erasure anonymises them).
CREATE OR REPLACE FUNCTION reward_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'reward entries are append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.customer_id IS DISTINCT FROM OLD.customer_id OR NEW.technician_id IS DISTINCT FROM OLD.technician_id
    OR NEW.channel_partner_id IS DISTINCT FROM OLD.channel_partner_id OR NEW.ref_id IS DISTINCT FROM OLD.ref_id OR NEW.id_type IS DISTINCT FROM OLD.id_type
    OR NEW.points IS DISTINCT FROM OLD.points OR NEW.created_by IS DISTINCT FROM OLD.created_by OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'reward entries are append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reward_entries_append_only BEFORE UPDATE OR DELETE ON reward_entries FOR EACH ROW EXECUTE FUNCTION reward_entries_append_only();
