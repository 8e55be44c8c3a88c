CREATE TABLE "report_activity_totals" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"score_sum" numeric DEFAULT '0' NOT NULL,
	"score_count" integer DEFAULT 0 NOT NULL,
	"pokz" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_time_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"platform_id" uuid NOT NULL,
	"active_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_time_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "report_activity_totals" ADD CONSTRAINT "report_activity_totals_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_activity_totals" ADD CONSTRAINT "report_activity_totals_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_time_months" ADD CONSTRAINT "report_time_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_time_months" ADD CONSTRAINT "report_time_months_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;