CREATE TABLE "class_diary_absences" (
	"platform_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_diary_absences_lesson_id_student_id_pk" PRIMARY KEY("lesson_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_diary_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"classroom_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"date" date NOT NULL,
	"subject" text NOT NULL,
	"bncc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"lessons" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_diary_absences" ADD CONSTRAINT "class_diary_absences_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_diary_absences" ADD CONSTRAINT "class_diary_absences_lesson_id_class_diary_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."class_diary_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_diary_absences" ADD CONSTRAINT "class_diary_absences_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_diary_lessons" ADD CONSTRAINT "class_diary_lessons_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_diary_lessons" ADD CONSTRAINT "class_diary_lessons_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_diary_lessons" ADD CONSTRAINT "class_diary_lessons_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_diary_absences_student_idx" ON "class_diary_absences" USING btree ("platform_id","student_id");--> statement-breakpoint
CREATE INDEX "class_diary_lessons_classroom_date_idx" ON "class_diary_lessons" USING btree ("platform_id","classroom_id","date");