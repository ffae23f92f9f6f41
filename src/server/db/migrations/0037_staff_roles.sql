-- Staff roles (decision 092): the administrators of before are the shop's owners. is_admin stays
-- ("staff": any role but customer), kept equal to the role by the trigger below and the check,
-- so a writer that sets only is_admin (npm run admin, the test factories) makes an owner, and one
-- that sets the role sets is_admin with it.
CREATE TYPE "public"."user_role" AS ENUM('customer', 'counter', 'accountant', 'manager', 'owner');--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" "user_role" DEFAULT 'customer' NOT NULL;--> statement-breakpoint
UPDATE "user" SET "role" = 'owner' WHERE "is_admin";--> statement-breakpoint
CREATE FUNCTION user_role_staff() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.role IS NOT DISTINCT FROM OLD.role AND NEW.is_admin IS DISTINCT FROM OLD.is_admin THEN
    NEW.role := CASE WHEN NEW.is_admin THEN 'owner' ELSE 'customer' END;
  ELSIF TG_OP = 'INSERT' AND NEW.role = 'customer' AND NEW.is_admin THEN
    NEW.role := 'owner';
  ELSE
    NEW.is_admin := NEW.role <> 'customer';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER user_role_staff BEFORE INSERT OR UPDATE OF role, is_admin ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_role_staff();--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_staff" CHECK ("user"."is_admin" = ("user"."role" <> 'customer'));
