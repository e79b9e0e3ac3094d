CREATE TABLE "practitioners" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"is_practitioner" boolean DEFAULT false NOT NULL,
	"answers_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "full_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD CONSTRAINT "practitioners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Invitations used to store the e-mail's local part as the name: that was never a name.
UPDATE "users" SET "full_name" = NULL WHERE "full_name" = split_part("email", '@', 1);--> statement-breakpoint
-- The schedule's answers name the roster's doctors: they stand until a user or a profile changes.
INSERT INTO change_counters (table_name, version) VALUES ('users', 0), ('practitioners', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER users_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();--> statement-breakpoint
CREATE TRIGGER practitioners_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON practitioners
  FOR EACH STATEMENT EXECUTE FUNCTION change_counters_raise();
