CREATE TABLE "procedure_daily_counts" (
	"clinic_date" date NOT NULL,
	"doctor_name" text NOT NULL,
	"status" text NOT NULL,
	"procedure_count" integer NOT NULL,
	CONSTRAINT "procedure_daily_counts_clinic_date_doctor_name_status_pk" PRIMARY KEY("clinic_date","doctor_name","status")
);
--> statement-breakpoint
CREATE TABLE "transaction_daily_totals" (
	"payment_date" date NOT NULL,
	"payment_status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "transaction_daily_totals_payment_date_payment_status_payment_mode_pk" PRIMARY KEY("payment_date","payment_status","payment_mode")
);
--> statement-breakpoint
CREATE INDEX "patients_full_name_trgm_idx" ON "patients" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);