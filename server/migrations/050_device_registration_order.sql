-- The order in which a crew member's devices registered (or last renewed their token): a crew member keeps at
-- most 20 devices, and a registration beyond that replaces the one registered longest ago (issue 25: one news
-- item must not fan out into hundreds of requests). A sequence, not a time: the product clock may be fixed.
CREATE SEQUENCE device_registration_seq;
ALTER TABLE devices ADD COLUMN registration_seq bigint NOT NULL DEFAULT nextval('device_registration_seq');
CREATE INDEX devices_by_registration ON devices (crm_id, domain, registration_seq);
