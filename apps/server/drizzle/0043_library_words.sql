CREATE TABLE "library_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "library_words_trigram_idx" ON "library_words" USING gin ("word" gin_trgm_ops);