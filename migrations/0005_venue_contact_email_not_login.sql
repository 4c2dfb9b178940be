-- Issue 9: a venue's public contact address used to default to its owner's login address.
-- Those copies are removed; a venue shows a contact address only when its owner enters one.
-- (An owner who typed their login address on purpose can enter it again.)
UPDATE "venues" AS v
SET "contact_email" = NULL
FROM "users" AS u
WHERE u."id" = v."owner_id" AND lower(trim(v."contact_email")) = lower(u."email");
