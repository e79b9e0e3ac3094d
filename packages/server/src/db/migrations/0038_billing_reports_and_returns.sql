CREATE TABLE "patient_senior_pwd_ids" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"buyer_name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "senior_pwd_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_memo_lines" ADD COLUMN "stock_adjustment_id" integer;--> statement-breakpoint
ALTER TABLE "patient_senior_pwd_ids" ADD CONSTRAINT "patient_senior_pwd_ids_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_memo_lines" ADD CONSTRAINT "credit_memo_lines_stock_adjustment_id_lot_adjustments_id_fk" FOREIGN KEY ("stock_adjustment_id") REFERENCES "public"."lot_adjustments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_memos_issued_idx" ON "credit_memos" USING btree ("issued_at");