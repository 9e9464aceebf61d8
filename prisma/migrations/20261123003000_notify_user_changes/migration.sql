-- Server processes keep the users of live sessions in memory (server/src/plugins/auth.ts).
-- A change to what a session check reads, or a removed account, is announced on the
-- channel hemis_user_changed with the user's id, so every process forgets its copy at once,
-- whichever process or tool made the change.
CREATE FUNCTION "hemis_notify_user_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hemis_user_changed', OLD."id"::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "User_notify_changed"
AFTER UPDATE OF "email", "role", "type", "universityId", "campusId", "status", "passwordChangedAt" OR DELETE ON "User"
FOR EACH ROW EXECUTE FUNCTION "hemis_notify_user_changed"();
