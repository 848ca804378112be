-- Daily remarks (SPEC sections 3 and 7) and their types.

CREATE TABLE remark_types (
  remark_type text PRIMARY KEY,
  text text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE daily_remarks (
  id text PRIMARY KEY,
  crm_id text NOT NULL,
  remark_date date NOT NULL,
  remark_type text NOT NULL REFERENCES remark_types (remark_type),
  comment text NOT NULL,
  -- SCHED or CRM: from the scheduler; CREW: from the crew member.
  remark_sender text NOT NULL,
  logical_id_related_event text,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX daily_remarks_crm_date ON daily_remarks (crm_id, remark_date);
