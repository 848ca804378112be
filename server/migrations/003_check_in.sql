-- Check-in (SPEC sections 3 and 7): the check-in of a C_I event, its crew positions, allowed airports with geofences.

CREATE TABLE check_ins (
  crm_id text NOT NULL,
  check_in_logical_id text NOT NULL,
  -- CHECK_IN_ALLOWED, CHECK_IN_PENDING or CHECK_IN_NOT_ALLOWED
  permission text NOT NULL,
  airport text NOT NULL,
  from_utc timestamptz NOT NULL,
  -- Positions: [{ name, checkedIn }] as the wire shows them.
  positions jsonb NOT NULL DEFAULT '[]'::jsonb,
  checked_in_at timestamptz,
  confirmed_at timestamptz,
  PRIMARY KEY (crm_id, check_in_logical_id),
  CONSTRAINT check_ins_permission CHECK (permission IN ('CHECK_IN_ALLOWED', 'CHECK_IN_PENDING', 'CHECK_IN_NOT_ALLOWED'))
);
CREATE INDEX check_ins_upcoming ON check_ins (crm_id, from_utc);

CREATE TABLE check_in_airports (
  code text PRIMARY KEY,
  longitude double precision NOT NULL,
  latitude double precision NOT NULL,
  -- Geofence radius in metres.
  radius double precision NOT NULL,
  CONSTRAINT check_in_airports_radius CHECK (radius > 0)
);
