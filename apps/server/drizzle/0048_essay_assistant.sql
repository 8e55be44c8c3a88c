CREATE TABLE "essay_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"rubric" text NOT NULL,
	"scores" jsonb NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "essay_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"chat_id" uuid,
	"source" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"position" text NOT NULL,
	"rule" text,
	"essay_text" text NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"bookmark_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "essay_assessments" ADD CONSTRAINT "essay_assessments_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_assessments" ADD CONSTRAINT "essay_assessments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_assessments" ADD CONSTRAINT "essay_assessments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_assessments" ADD CONSTRAINT "essay_assessments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_suggestions" ADD CONSTRAINT "essay_suggestions_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_suggestions" ADD CONSTRAINT "essay_suggestions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_suggestions" ADD CONSTRAINT "essay_suggestions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_suggestions" ADD CONSTRAINT "essay_suggestions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_suggestions" ADD CONSTRAINT "essay_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essay_suggestions" ADD CONSTRAINT "essay_suggestions_bookmark_id_essay_bookmarks_id_fk" FOREIGN KEY ("bookmark_id") REFERENCES "public"."essay_bookmarks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "essay_assessments_essay_idx" ON "essay_assessments" USING btree ("platform_id","activity_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "essay_suggestions_essay_idx" ON "essay_suggestions" USING btree ("platform_id","activity_id","student_id","status");--> statement-breakpoint
CREATE INDEX "essay_suggestions_chat_idx" ON "essay_suggestions" USING btree ("platform_id","chat_id");