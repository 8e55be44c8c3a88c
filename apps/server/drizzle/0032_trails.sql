CREATE TABLE "activity_trails" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"trail_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_trails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"guidance" text DEFAULT '' NOT NULL,
	"image_key" text,
	"layout" text DEFAULT '' NOT NULL,
	"bncc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"grade_ids" smallint[] DEFAULT '{}' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pcd_sign" boolean DEFAULT false NOT NULL,
	"pcd_voice" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trail_favorites" (
	"trail_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trail_favorites_trail_id_user_id_pk" PRIMARY KEY("trail_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trail_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trail_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"position" double precision NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"editor_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trail_journeys" (
	"platform_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"last_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trail_journeys_activity_id_student_id_pk" PRIMARY KEY("activity_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "trail_progress" (
	"platform_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"score" numeric(6, 2),
	"annotation" text DEFAULT '' NOT NULL,
	"bookmark" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trail_progress_activity_id_student_id_item_id_pk" PRIMARY KEY("activity_id","student_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "trail_quiz_answers" (
	"platform_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"alternative_id" text NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trail_quiz_answers_activity_id_student_id_item_id_question_id_pk" PRIMARY KEY("activity_id","student_id","item_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "trail_ratings" (
	"trail_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trail_ratings_trail_id_user_id_pk" PRIMARY KEY("trail_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activity_trails" ADD CONSTRAINT "activity_trails_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_trails" ADD CONSTRAINT "activity_trails_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_trails" ADD CONSTRAINT "activity_trails_trail_id_learning_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."learning_trails"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_trails" ADD CONSTRAINT "learning_trails_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_trails" ADD CONSTRAINT "learning_trails_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_favorites" ADD CONSTRAINT "trail_favorites_trail_id_learning_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."learning_trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_favorites" ADD CONSTRAINT "trail_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_items" ADD CONSTRAINT "trail_items_trail_id_learning_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."learning_trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_journeys" ADD CONSTRAINT "trail_journeys_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_journeys" ADD CONSTRAINT "trail_journeys_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_journeys" ADD CONSTRAINT "trail_journeys_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_progress" ADD CONSTRAINT "trail_progress_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_progress" ADD CONSTRAINT "trail_progress_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_progress" ADD CONSTRAINT "trail_progress_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_progress" ADD CONSTRAINT "trail_progress_item_id_trail_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."trail_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_quiz_answers" ADD CONSTRAINT "trail_quiz_answers_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_quiz_answers" ADD CONSTRAINT "trail_quiz_answers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_quiz_answers" ADD CONSTRAINT "trail_quiz_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_quiz_answers" ADD CONSTRAINT "trail_quiz_answers_item_id_trail_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."trail_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_ratings" ADD CONSTRAINT "trail_ratings_trail_id_learning_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."learning_trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_ratings" ADD CONSTRAINT "trail_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_trails_trail_idx" ON "activity_trails" USING btree ("trail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_trails_platform_external_key" ON "learning_trails" USING btree ("platform_id","external_id");--> statement-breakpoint
CREATE INDEX "learning_trails_platform_status_idx" ON "learning_trails" USING btree ("platform_id","status");--> statement-breakpoint
CREATE INDEX "trail_items_trail_order_idx" ON "trail_items" USING btree ("trail_id","position");--> statement-breakpoint
CREATE INDEX "trail_journeys_student_idx" ON "trail_journeys" USING btree ("platform_id","student_id");