CREATE TYPE "public"."schedule_decision" AS ENUM('authorized', 'refused');--> statement-breakpoint
CREATE TYPE "public"."schedule_type" AS ENUM('E', 'N', 'A', 'S', 'R');--> statement-breakpoint
CREATE TABLE "schedule_classrooms" (
	"schedule_id" uuid NOT NULL,
	"classroom_id" uuid NOT NULL,
	CONSTRAINT "schedule_classrooms_schedule_id_classroom_id_pk" PRIMARY KEY("schedule_id","classroom_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_feeds" (
	"guardian_id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "schedule_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_recipients" (
	"platform_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"classroom_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decision" "schedule_decision",
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_recipients_schedule_id_guardian_id_student_id_pk" PRIMARY KEY("schedule_id","guardian_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"type" "schedule_type" NOT NULL,
	"status" smallint NOT NULL,
	"title" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"authorization_text" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_classrooms" ADD CONSTRAINT "schedule_classrooms_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_classrooms" ADD CONSTRAINT "schedule_classrooms_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_feeds" ADD CONSTRAINT "schedule_feeds_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_feeds" ADD CONSTRAINT "schedule_feeds_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_messages" ADD CONSTRAINT "schedule_messages_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_recipients" ADD CONSTRAINT "schedule_recipients_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_recipients" ADD CONSTRAINT "schedule_recipients_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_recipients" ADD CONSTRAINT "schedule_recipients_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_recipients" ADD CONSTRAINT "schedule_recipients_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_recipients" ADD CONSTRAINT "schedule_recipients_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_classrooms_classroom_idx" ON "schedule_classrooms" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "schedule_messages_schedule_idx" ON "schedule_messages" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "schedule_recipients_guardian_idx" ON "schedule_recipients" USING btree ("platform_id","guardian_id");--> statement-breakpoint
CREATE INDEX "schedules_platform_author_idx" ON "schedules" USING btree ("platform_id","author_id");