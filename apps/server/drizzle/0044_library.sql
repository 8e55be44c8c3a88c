CREATE TYPE "public"."library_card_type" AS ENUM('digitalClasses', 'digitalBooks', 'miscellaneous', 'audios');--> statement-breakpoint
CREATE TABLE "library_downloads" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_downloads_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "library_favorites" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_favorites_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid,
	"card_type" "library_card_type" NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"subject" text,
	"grade_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"bncc" text[] DEFAULT '{}'::text[] NOT NULL,
	"body_html" text,
	"video_url" text,
	"file_key" text,
	"audio_key" text,
	"cover_key" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloadable" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, search_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_ratings" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"rating" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_ratings_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "library_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_workloads" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"card_type" "library_card_type" NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_workloads_user_id_card_type_day_pk" PRIMARY KEY("user_id","card_type","day")
);
--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_favorites" ADD CONSTRAINT "library_favorites_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_favorites" ADD CONSTRAINT "library_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_favorites" ADD CONSTRAINT "library_favorites_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_ratings" ADD CONSTRAINT "library_ratings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_ratings" ADD CONSTRAINT "library_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_ratings" ADD CONSTRAINT "library_ratings_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_workloads" ADD CONSTRAINT "library_workloads_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_workloads" ADD CONSTRAINT "library_workloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_items_source_idx" ON "library_items" USING btree ("platform_id","card_type","title");--> statement-breakpoint
CREATE INDEX "library_items_vector_idx" ON "library_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "library_ratings_item_idx" ON "library_ratings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "library_words_trigram_idx" ON "library_words" USING gin ("word" gin_trgm_ops);