CREATE TABLE "mock_exams" (
	"exam_id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"discipline" text NOT NULL,
	"duration" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "mock_exam_id" uuid;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "finish_reason" text;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_exams_platform_discipline_idx" ON "mock_exams" USING btree ("platform_id","discipline");--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_mock_exam_id_mock_exams_exam_id_fk" FOREIGN KEY ("mock_exam_id") REFERENCES "public"."mock_exams"("exam_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_mock_student_key" ON "exam_attempts" USING btree ("mock_exam_id","student_id");--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_one_target" CHECK (num_nonnulls("exam_attempts"."activity_id", "exam_attempts"."mock_exam_id") = 1);