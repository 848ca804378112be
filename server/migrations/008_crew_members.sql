-- Crew member directory (GET rest/api/crewmember/v1/crewmembers/{crmId}?segment=): the name and the attributes
-- (SPEC section 3 "Crew member card": name, attributes (key, value)) of every crew member who can appear in a
-- leg's crew list, signed-in users or not. Previous and next event are computed from roster_events.
CREATE TABLE crew_members (
  crm_id text PRIMARY KEY,
  name text NOT NULL,
  -- [{ "key": "RANK", "value": "CP" }, ...] encoded with the core CrewMemberAttribute codec.
  attributes jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL
);
