ALTER TABLE "users" ALTER COLUMN "email_confirmed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "recovery_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "type" text DEFAULT 'recovery' NOT NULL;