CREATE TABLE "membership_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"provider" text NOT NULL,
	"amount_pence" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"membership_number" text,
	"stripe_session_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "membership_checkouts_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "membership_checkouts_tier_check" CHECK ("membership_checkouts"."tier" in ('professional', 'venue')),
	CONSTRAINT "membership_checkouts_provider_check" CHECK ("membership_checkouts"."provider" in ('demo', 'free', 'stripe')),
	CONSTRAINT "membership_checkouts_status_check" CHECK ("membership_checkouts"."status" in ('pending', 'completed')),
	CONSTRAINT "membership_checkouts_amount_check" CHECK ("membership_checkouts"."amount_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_checkouts_user_idx" ON "membership_checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_checkouts_subscription_idx" ON "membership_checkouts" USING btree ("stripe_subscription_id");