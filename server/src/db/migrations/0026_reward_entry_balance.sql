ALTER TABLE "reward_entries" ADD COLUMN "balance" integer;--> statement-breakpoint
-- Existing entries: the balance after each is the holder's balance now less what its later entries moved.
UPDATE "reward_entries" re SET "balance" = GREATEST(after.balance, 0) FROM (
  SELECT e.id, COALESCE(c.reward_points, t.reward_points, cp.reward_points)
      - COALESCE(sum(e.points) OVER (PARTITION BY e.holder_type, e.holder_id ORDER BY e.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance
    FROM "reward_entries" e
    LEFT JOIN "customers" c ON c.id = e.customer_id
    LEFT JOIN "technicians" t ON t.id = e.technician_id
    LEFT JOIN "channel_partners" cp ON cp.id = e.channel_partner_id
) after WHERE after.id = re.id;--> statement-breakpoint
ALTER TABLE "reward_entries" ALTER COLUMN "balance" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_balance_not_negative" CHECK (balance >= 0);--> statement-breakpoint
-- The balance after an entry is the holder's own balance, which the entry's transaction moves first (rewards/ledger.ts):
-- the database writes it, so no caller can store another.
CREATE OR REPLACE FUNCTION reward_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.balance := CASE
    WHEN NEW.customer_id IS NOT NULL THEN (SELECT reward_points FROM customers WHERE id = NEW.customer_id)
    WHEN NEW.technician_id IS NOT NULL THEN (SELECT reward_points FROM technicians WHERE id = NEW.technician_id)
    ELSE (SELECT reward_points FROM channel_partners WHERE id = NEW.channel_partner_id)
  END;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reward_entries_balance BEFORE INSERT ON reward_entries FOR EACH ROW EXECUTE FUNCTION reward_entries_balance();--> statement-breakpoint
CREATE OR REPLACE FUNCTION reward_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'reward entries are append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.customer_id IS DISTINCT FROM OLD.customer_id OR NEW.technician_id IS DISTINCT FROM OLD.technician_id
    OR NEW.channel_partner_id IS DISTINCT FROM OLD.channel_partner_id OR NEW.ref_id IS DISTINCT FROM OLD.ref_id OR NEW.id_type IS DISTINCT FROM OLD.id_type
    OR NEW.points IS DISTINCT FROM OLD.points OR NEW.balance IS DISTINCT FROM OLD.balance OR NEW.created_by IS DISTINCT FROM OLD.created_by
    OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'reward entries are append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
