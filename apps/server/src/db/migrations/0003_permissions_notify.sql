-- Who may do what is cached by every server process; any change to users, groups or memberships,
-- by the API or by hand, tells them all to drop it (NOTIFY is delivered on commit).
CREATE OR REPLACE FUNCTION yaam_permissions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('permissions_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_permissions_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION yaam_permissions_changed();
--> statement-breakpoint
CREATE TRIGGER groups_permissions_changed AFTER INSERT OR UPDATE OR DELETE ON groups
  FOR EACH ROW EXECUTE FUNCTION yaam_permissions_changed();
--> statement-breakpoint
CREATE TRIGGER user_groups_permissions_changed AFTER INSERT OR UPDATE OR DELETE ON user_groups
  FOR EACH ROW EXECUTE FUNCTION yaam_permissions_changed();
