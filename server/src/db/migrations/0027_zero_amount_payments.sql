-- Custom SQL migration file, put your code below! ---- Hand-written (issue 31 point 5): a payment asks an amount, so the ₹0 payments every pick-up and free booking used to
-- open (Unpaid or a Created link never sent) are removed, unless an attempt or a gateway link refers to them.
DELETE FROM "payments" p
WHERE p.amount_paise = 0 AND p.status IN ('Unpaid', 'Created')
  AND NOT EXISTS (SELECT 1 FROM "payment_transactions" t WHERE t.payment_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM "payment_sandbox_links" l WHERE l.reference_id = p.id);
--> statement-breakpoint
-- A request left owing nothing and asking nothing reads Paid, as a free booking now does.
UPDATE "requests" r SET payment_status = 'Paid'
WHERE r.total_paise = 0 AND r.payment_status IN ('Unpaid', 'Created')
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p.request_id = r.id AND p.request_kind = 'repair');
--> statement-breakpoint
UPDATE "pick_up_requests" r SET payment_status = 'Paid'
WHERE r.total_paise = 0 AND r.payment_status IN ('Unpaid', 'Created')
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p.request_id = r.id AND p.request_kind = 'pickUp');
