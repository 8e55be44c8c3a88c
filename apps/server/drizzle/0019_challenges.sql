CREATE TYPE "public"."game_content_status" AS ENUM('active', 'draft', 'blocked', 'archived', 'deleted');--> statement-breakpoint
CREATE TABLE "bncc_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"seed_key" text,
	"step" smallint DEFAULT 1 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"status" "game_content_status" DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"interaction" text NOT NULL,
	"engine" text DEFAULT 'ava' NOT NULL,
	"layout" text,
	"variation" text,
	"external_url" text,
	"data" jsonb,
	"settings" jsonb,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"bncc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"grade_ids" smallint[] DEFAULT '{}' NOT NULL,
	"subject" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"pcd_sign" boolean DEFAULT false NOT NULL,
	"pcd_voice" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"daily" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"content_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_content_id_user_id_pk" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_levels" (
	"platform_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"color" text,
	"image_url" text,
	"requisitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_levels_platform_id_level_pk" PRIMARY KEY("platform_id","level")
);
--> statement-breakpoint
CREATE TABLE "game_play_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"sandbox" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_ratings" (
	"content_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_ratings_content_id_user_id_pk" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"play_token_hash" text NOT NULL,
	"scoring_rule" text NOT NULL,
	"scoring_id" text,
	"score" double precision NOT NULL,
	"pokz" integer NOT NULL,
	"right_rounds" smallint NOT NULL,
	"total_rounds" smallint NOT NULL,
	"elapsed_seconds" integer DEFAULT 0 NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_contents" ADD CONSTRAINT "game_contents_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_contents" ADD CONSTRAINT "game_contents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_content_id_game_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."game_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_levels" ADD CONSTRAINT "game_levels_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD CONSTRAINT "game_play_tokens_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD CONSTRAINT "game_play_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_tokens" ADD CONSTRAINT "game_play_tokens_content_id_game_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."game_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_content_id_game_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."game_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_content_id_game_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."game_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_contents_seed_key" ON "game_contents" USING btree ("platform_id","seed_key");--> statement-breakpoint
CREATE INDEX "game_contents_platform_status_idx" ON "game_contents" USING btree ("platform_id","status");--> statement-breakpoint
CREATE INDEX "game_contents_author_idx" ON "game_contents" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "game_contents_shared_idx" ON "game_contents" USING btree ("status") WHERE "game_contents"."shared";--> statement-breakpoint
CREATE INDEX "game_favorites_user_idx" ON "game_favorites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_play_tokens_user_idx" ON "game_play_tokens" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_results_play_token_key" ON "game_results" USING btree ("play_token_hash");--> statement-breakpoint
CREATE INDEX "game_results_user_idx" ON "game_results" USING btree ("platform_id","user_id");--> statement-breakpoint
CREATE INDEX "game_results_scoring_idx" ON "game_results" USING btree ("platform_id","scoring_rule","scoring_id");--> statement-breakpoint
CREATE INDEX "game_results_content_idx" ON "game_results" USING btree ("content_id");