CREATE TABLE "erasure_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"requested_by_role" text NOT NULL,
	"tables" jsonb NOT NULL,
	"files_removed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"removed" jsonb NOT NULL,
	"accounts_erased" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"platform_id" uuid NOT NULL,
	"category" text NOT NULL,
	"months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_platform_id_category_pk" PRIMARY KEY("platform_id","category")
);
--> statement-breakpoint
ALTER TABLE "erasure_records" ADD CONSTRAINT "erasure_records_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_records_platform_idx" ON "erasure_records" USING btree ("platform_id","created_at");--> statement-breakpoint
CREATE INDEX "retention_runs_platform_idx" ON "retention_runs" USING btree ("platform_id","created_at");