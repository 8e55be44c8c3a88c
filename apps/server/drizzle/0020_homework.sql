CREATE TABLE "activity_games" (
	"activity_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_games_activity_id_content_id_pk" PRIMARY KEY("activity_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "homework_game_results" (
	"activity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"game_result_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"pokz" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_game_results_activity_id_student_id_content_id_pk" PRIMARY KEY("activity_id","student_id","content_id"),
	CONSTRAINT "homework_game_results_game_result_key" UNIQUE("game_result_id")
);
--> statement-breakpoint
ALTER TABLE "game_results" ADD COLUMN "rounds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_games" ADD CONSTRAINT "activity_games_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_games" ADD CONSTRAINT "activity_games_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_games" ADD CONSTRAINT "activity_games_content_id_game_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."game_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_game_results" ADD CONSTRAINT "homework_game_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_game_results" ADD CONSTRAINT "homework_game_results_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_game_results" ADD CONSTRAINT "homework_game_results_game_result_id_game_results_id_fk" FOREIGN KEY ("game_result_id") REFERENCES "public"."game_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_game_results" ADD CONSTRAINT "homework_game_results_game_fk" FOREIGN KEY ("activity_id","content_id") REFERENCES "public"."activity_games"("activity_id","content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_games_content_idx" ON "activity_games" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "homework_game_results_content_idx" ON "homework_game_results" USING btree ("activity_id","content_id");