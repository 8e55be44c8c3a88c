CREATE TABLE "data_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"reader_role" text NOT NULL,
	"what" text NOT NULL,
	"resource_id" uuid,
	"route" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_access_log_student_idx" ON "data_access_log" USING btree ("platform_id","student_id","created_at");