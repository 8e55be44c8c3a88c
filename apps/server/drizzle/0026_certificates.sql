CREATE TYPE "public"."certificate_source" AS ENUM('trail', 'course');--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" "certificate_source" NOT NULL,
	"source_id" uuid NOT NULL,
	"title" text NOT NULL,
	"holder_name" text NOT NULL,
	"workload_minutes" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"code" text NOT NULL,
	"viewed_at" timestamp with time zone,
	"downloads" integer DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone,
	"validations" integer DEFAULT 0 NOT NULL,
	"last_validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_holder_source_key" ON "certificates" USING btree ("user_id","source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "certificates_platform_user_idx" ON "certificates" USING btree ("platform_id","user_id","issued_at");