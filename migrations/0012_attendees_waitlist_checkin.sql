CREATE TABLE "meetup_cohosts" (
	"meetup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_cohosts_meetup_id_user_id_pk" PRIMARY KEY("meetup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meetup_waitlist" (
	"meetup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetup_waitlist_meetup_id_user_id_pk" PRIMARY KEY("meetup_id","user_id"),
	CONSTRAINT "meetup_waitlist_kind_check" CHECK ("meetup_waitlist"."kind" in ('waitlist', 'request'))
);
--> statement-breakpoint
ALTER TABLE "meetup_attendees" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetup_attendees" ADD COLUMN "ticket_code" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "meetup_cohosts" ADD CONSTRAINT "meetup_cohosts_meetup_id_meetups_id_fk" FOREIGN KEY ("meetup_id") REFERENCES "public"."meetups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_cohosts" ADD CONSTRAINT "meetup_cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_waitlist" ADD CONSTRAINT "meetup_waitlist_meetup_id_meetups_id_fk" FOREIGN KEY ("meetup_id") REFERENCES "public"."meetups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetup_waitlist" ADD CONSTRAINT "meetup_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetup_cohosts_user_idx" ON "meetup_cohosts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meetup_waitlist_order_idx" ON "meetup_waitlist" USING btree ("meetup_id","kind","seq");--> statement-breakpoint
CREATE INDEX "meetup_waitlist_user_idx" ON "meetup_waitlist" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "meetup_attendees" ADD CONSTRAINT "meetup_attendees_ticket_code_unique" UNIQUE("ticket_code");