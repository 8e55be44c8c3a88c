CREATE TABLE "hall_of_fame_reward_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"pokz" integer NOT NULL,
	"badges" text[] DEFAULT '{}' NOT NULL,
	"classroom_position" integer,
	"school_position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_of_fame_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_month" integer NOT NULL,
	"end_month" integer NOT NULL,
	"rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_of_fame_totals" (
	"platform_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"year_month" integer NOT NULL,
	"school_id" uuid,
	"classroom_id" uuid,
	"grade_id" smallint,
	"score_sum" double precision NOT NULL,
	"games_played" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_of_fame_totals_student_id_year_month_pk" PRIMARY KEY("student_id","year_month")
);
--> statement-breakpoint
ALTER TABLE "hall_of_fame_reward_claims" ADD CONSTRAINT "hall_of_fame_reward_claims_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame_reward_claims" ADD CONSTRAINT "hall_of_fame_reward_claims_season_id_hall_of_fame_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."hall_of_fame_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame_reward_claims" ADD CONSTRAINT "hall_of_fame_reward_claims_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame_seasons" ADD CONSTRAINT "hall_of_fame_seasons_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame_totals" ADD CONSTRAINT "hall_of_fame_totals_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame_totals" ADD CONSTRAINT "hall_of_fame_totals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame_totals" ADD CONSTRAINT "hall_of_fame_totals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_of_fame_totals" ADD CONSTRAINT "hall_of_fame_totals_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hall_of_fame_reward_claims_season_student_key" ON "hall_of_fame_reward_claims" USING btree ("season_id","student_id");--> statement-breakpoint
CREATE INDEX "hall_of_fame_reward_claims_student_idx" ON "hall_of_fame_reward_claims" USING btree ("platform_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hall_of_fame_seasons_name_key" ON "hall_of_fame_seasons" USING btree ("platform_id","name");--> statement-breakpoint
CREATE INDEX "hall_of_fame_totals_school_idx" ON "hall_of_fame_totals" USING btree ("platform_id","school_id","year_month","student_id","score_sum","games_played","grade_id","classroom_id");--> statement-breakpoint
CREATE INDEX "hall_of_fame_totals_classroom_idx" ON "hall_of_fame_totals" USING btree ("platform_id","classroom_id","year_month","student_id","score_sum","games_played");--> statement-breakpoint
-- ===== Hand-written, not generated: keep this block at the end of the file. =====
-- Backfill of hall_of_fame_totals from the results recorded before this migration: each student's
-- scores summed per month (São Paulo's calendar), at the student's current place (latest classroom
-- at their first school, else their first school). It is the statement of `rebuild` in
-- src/modules/hall-of-fame/hall-of-fame.repository.ts, over every platform at once. If this
-- migration is regenerated (another branch's migration merged before it), append this block again.
WITH "months" AS (
	SELECT "platform_id", "user_id",
		to_char("created_at" AT TIME ZONE 'America/Sao_Paulo', 'YYYYMM')::int AS "year_month",
		sum("score")::float8 AS "score_sum", count(*)::int AS "games_played"
	FROM "game_results"
	GROUP BY 1, 2, 3
), "places" AS (
	SELECT s."platform_id", s."user_id", coalesce(room."school_id", member."school_id") AS "school_id",
		room."classroom_id", room."grade_id"
	FROM (SELECT DISTINCT "platform_id", "user_id" FROM "months") s
	LEFT JOIN LATERAL (
		SELECT c."school_id", c."id" AS "classroom_id", c."grade_id"
		FROM "classroom_members" m
		JOIN "classrooms" c ON c."id" = m."classroom_id"
		LEFT JOIN "school_memberships" sm ON sm."user_id" = m."user_id" AND sm."school_id" = c."school_id"
		WHERE m."platform_id" = s."platform_id" AND m."user_id" = s."user_id" AND m."role" = 'student'
		ORDER BY sm."position" ASC, c."year" DESC, c."created_at" DESC
		LIMIT 1
	) room ON true
	LEFT JOIN LATERAL (
		SELECT sm."school_id" FROM "school_memberships" sm
		WHERE sm."platform_id" = s."platform_id" AND sm."user_id" = s."user_id"
		ORDER BY sm."position" ASC, sm."created_at" ASC
		LIMIT 1
	) member ON true
)
INSERT INTO "hall_of_fame_totals"
	("platform_id", "student_id", "year_month", "school_id", "classroom_id", "grade_id", "score_sum", "games_played")
SELECT m."platform_id", m."user_id", m."year_month", p."school_id", p."classroom_id", p."grade_id", m."score_sum", m."games_played"
FROM "months" m
JOIN "places" p ON p."platform_id" = m."platform_id" AND p."user_id" = m."user_id";
