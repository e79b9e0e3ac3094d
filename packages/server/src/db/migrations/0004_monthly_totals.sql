CREATE TABLE "transaction_monthly_totals" (
	"month" date NOT NULL,
	"payment_status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "transaction_monthly_totals_month_payment_status_payment_mode_pk" PRIMARY KEY("month","payment_status","payment_mode")
);
