CREATE TABLE "upload_usage" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_usage" ADD CONSTRAINT "upload_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_usage_user_received_at_idx" ON "upload_usage" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "upload_usage_received_at_idx" ON "upload_usage" USING btree ("received_at");