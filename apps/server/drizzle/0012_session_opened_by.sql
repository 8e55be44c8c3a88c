ALTER TABLE "sessions" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_opened_by_idx" ON "sessions" USING btree ("opened_by") WHERE "sessions"."opened_by" is not null;