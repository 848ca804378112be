-- Roster-change confirmation applies the new duties (SPEC section 7, "Roster changes"; "a roster-change
-- confirmation ... either happens whole or not at all"), and daily remarks keyed as their calls address them.

-- Per changed date: the events the confirmation removes (event ids of roster_events, children follow their
-- parent) and the new events it inserts (wire bodies encoded with the core DutyEvent codec).
ALTER TABLE roster_change_days ADD COLUMN replaced_event_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE roster_change_days ADD COLUMN new_events jsonb NOT NULL DEFAULT '[]'::jsonb;
CREATE INDEX roster_change_days_pending ON roster_change_days (change_id) WHERE confirmed_at IS NULL;

-- DELETE .../daily_remark?date= names a crew member's own remark by its date: one own remark per date.
CREATE UNIQUE INDEX daily_remarks_own_date ON daily_remarks (crm_id, remark_date) WHERE remark_sender = 'CREW';
-- Mark-read addresses a remark by the logical id of its related event.
CREATE UNIQUE INDEX daily_remarks_related_event ON daily_remarks (crm_id, logical_id_related_event)
  WHERE logical_id_related_event IS NOT NULL;
