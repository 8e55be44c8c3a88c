CREATE TABLE "park_arcades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"score" double precision,
	"right_rounds" smallint,
	"total_rounds" smallint,
	"elapsed_seconds" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "park_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "park_games_price_positive" CHECK ("park_games"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "park_spends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"game_id" uuid,
	"day" text,
	"checked_in_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "park_spends_credits_positive" CHECK ("park_spends"."credits" > 0),
	CONSTRAINT "park_spends_kind" CHECK (("park_spends"."kind" = 'ticket' and "park_spends"."day" is not null) or ("park_spends"."kind" = 'game' and "park_spends"."game_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "park_arcades" ADD CONSTRAINT "park_arcades_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_arcades" ADD CONSTRAINT "park_arcades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_arcades" ADD CONSTRAINT "park_arcades_checkout_id_park_spends_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."park_spends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_arcades" ADD CONSTRAINT "park_arcades_game_id_park_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."park_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_games" ADD CONSTRAINT "park_games_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_games" ADD CONSTRAINT "park_games_content_id_game_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."game_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_spends" ADD CONSTRAINT "park_spends_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_spends" ADD CONSTRAINT "park_spends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_spends" ADD CONSTRAINT "park_spends_game_id_park_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."park_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "park_arcades_checkout_key" ON "park_arcades" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "park_arcades_user_idx" ON "park_arcades" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "park_games_content_key" ON "park_games" USING btree ("platform_id","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "park_spends_key" ON "park_spends" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "park_spends_one_ticket_a_day" ON "park_spends" USING btree ("user_id","day") WHERE "park_spends"."kind" = 'ticket';--> statement-breakpoint
CREATE INDEX "park_spends_user_idx" ON "park_spends" USING btree ("platform_id","user_id","created_at");