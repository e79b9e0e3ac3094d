ALTER TABLE "services" ADD COLUMN "photos_before_required" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "photos_after_required" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "procedure_notes_draft_idx" ON "procedure_notes" USING btree ("created_at") WHERE "procedure_notes"."signed_at" is null;