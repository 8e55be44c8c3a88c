CREATE TYPE "public"."help_ticket_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TABLE "help_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"from_back_office" boolean NOT NULL,
	"status_change" "help_ticket_status",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"requester_id" uuid NOT NULL,
	"subject_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" "help_ticket_status" DEFAULT 'open' NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_comments" ADD CONSTRAINT "help_comments_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_comments" ADD CONSTRAINT "help_comments_ticket_id_help_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."help_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_comments" ADD CONSTRAINT "help_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_subjects" ADD CONSTRAINT "help_subjects_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tickets" ADD CONSTRAINT "help_tickets_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tickets" ADD CONSTRAINT "help_tickets_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tickets" ADD CONSTRAINT "help_tickets_subject_id_help_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."help_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_comments_ticket_idx" ON "help_comments" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "help_subjects_platform_name_key" ON "help_subjects" USING btree ("platform_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "help_tickets_platform_number_key" ON "help_tickets" USING btree ("platform_id","number");--> statement-breakpoint
CREATE INDEX "help_tickets_requester_idx" ON "help_tickets" USING btree ("platform_id","requester_id","updated_at");--> statement-breakpoint
CREATE INDEX "help_tickets_queue_idx" ON "help_tickets" USING btree ("platform_id","status","updated_at");