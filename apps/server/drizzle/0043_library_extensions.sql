-- Library search: trigram similarity (typos) and unaccent (accent-insensitive queries); both ship with PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
