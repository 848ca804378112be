-- News (SPEC section 3 "News/notification item", section 7 "PUT /notification/{id}/{status}"):
-- every status the client may set (core NewsStatus: NEW, UNREAD, READ, EXPIRED) is stored as sent,
-- and the news categories of `GET crm/notification/masterData` (core NewsMasterData: category, label,
-- colour, icon) are data per domain, beside the news subscriptions of notification_tags.

ALTER TABLE news_recipients DROP CONSTRAINT news_recipients_status;
ALTER TABLE news_recipients ADD CONSTRAINT news_recipients_status CHECK (status IN ('NEW', 'UNREAD', 'READ', 'EXPIRED'));

CREATE TABLE news_categories (
  domain text NOT NULL,
  -- A kind or category name (BROADCAST, CHECKINALERT, ROSTERCHANGE), matched case-insensitively by the client.
  category text NOT NULL,
  label text NOT NULL,
  colour text,
  icon text,
  position integer NOT NULL,
  PRIMARY KEY (domain, category)
);
