CREATE TYPE "public"."ledger_account_kind" AS ENUM('wallet', 'savings', 'grants', 'yields');--> statement-breakpoint
CREATE TYPE "public"."ledger_currency" AS ENUM('pokz', 'profz');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" "ledger_account_kind" NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_system_unowned" CHECK ("ledger_accounts"."kind" in ('wallet', 'savings') or "ledger_accounts"."user_id" is null)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" "ledger_currency" NOT NULL,
	"principal" bigint NOT NULL,
	"daily_rate" numeric(6, 5) NOT NULL,
	"invested_at" timestamp with time zone NOT NULL,
	"invest_posting_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone,
	"days" integer,
	"interest" bigint,
	"redeem_posting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_investments_principal_positive" CHECK ("ledger_investments"."principal" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"event_type" text NOT NULL,
	"source" text,
	"fingerprint" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfer_passwords" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"posting_id" uuid PRIMARY KEY NOT NULL,
	"platform_id" uuid NOT NULL,
	"classroom_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_investments" ADD CONSTRAINT "ledger_investments_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_investments" ADD CONSTRAINT "ledger_investments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_investments" ADD CONSTRAINT "ledger_investments_invest_posting_id_ledger_postings_id_fk" FOREIGN KEY ("invest_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_investments" ADD CONSTRAINT "ledger_investments_redeem_posting_id_ledger_postings_id_fk" FOREIGN KEY ("redeem_posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer_passwords" ADD CONSTRAINT "ledger_transfer_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer_passwords" ADD CONSTRAINT "ledger_transfer_passwords_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_key" ON "ledger_accounts" USING btree ("user_id","kind","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_key" ON "ledger_accounts" USING btree ("platform_id","kind","currency") WHERE "ledger_accounts"."kind" in ('grants', 'yields');--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_investments_user_idx" ON "ledger_investments" USING btree ("user_id","invested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_key" ON "ledger_postings" USING btree ("platform_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_postings_source_idx" ON "ledger_postings" USING btree ("platform_id","source") WHERE "ledger_postings"."source" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_classroom_idx" ON "ledger_transfers" USING btree ("classroom_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_sender_idx" ON "ledger_transfers" USING btree ("sender_id","created_at");--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (not generated by drizzle-kit): keep this block at the end of the ledger
-- migration when it is generated again. Part 1 makes the ledger's rules the database's own;
-- part 2 moves the pokz granted before the ledger into it. See modules/ledger/README.md.
-- ============================================================================================
-- Part 1a. Users' accounts keep their balance in step with their entries, inside the writing
-- transaction; the CHECK ledger_accounts_balance_not_negative refuses any that would go below
-- zero. System accounts (grants, yields) are sources: their balance is the sum of their entries,
-- never stored, so concurrent grants do not queue on one row.
CREATE FUNCTION ledger_keep_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount, updated_at = now()
  WHERE id = NEW.account_id AND kind IN ('wallet', 'savings');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_keep_balance AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_keep_balance();
--> statement-breakpoint
-- Part 1b. Double entry, checked when the transaction commits: a posting has entries, they sum to
-- zero, and all of them are on accounts of the posting's platform in one currency.
CREATE FUNCTION ledger_check_posting(posting uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lines int;
  total numeric;
  currencies int;
  foreign_lines int;
BEGIN
  SELECT count(*), coalesce(sum(e.amount), 0), count(DISTINCT a.currency),
         count(*) FILTER (WHERE a.platform_id <> p.platform_id OR e.platform_id <> p.platform_id)
    INTO lines, total, currencies, foreign_lines
    FROM ledger_postings p
    JOIN ledger_entries e ON e.posting_id = p.id
    JOIN ledger_accounts a ON a.id = e.account_id
   WHERE p.id = posting;
  IF lines < 2 OR total <> 0 OR currencies <> 1 OR foreign_lines <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not balance (% lines, sum %, % currencies, % of another platform)',
      posting, lines, total, currencies, foreign_lines USING ERRCODE = 'check_violation';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ledger_postings' THEN
    PERFORM ledger_check_posting(NEW.id);
  ELSE
    PERFORM ledger_check_posting(NEW.posting_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();
--> statement-breakpoint
-- Part 1c. Append-only: postings and entries are never changed nor deleted; only the deletion of
-- their whole platform (whose row is gone by the time its cascade reaches them) removes them.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM platforms WHERE id = OLD.platform_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
-- Part 2a. The written rule for exams (examPokz in contracts): a digital exam's score pays
-- round(score × 10) pokz, as a challenge does. Exams paid none before; scored ones are paid now.
UPDATE activity_students s SET pokz = round(s.score * 10)::int
  FROM activities a
 WHERE a.id = s.activity_id AND a.kind = 'digital_exam' AND s.score IS NOT NULL AND s.pokz = 0;
--> statement-breakpoint
-- Part 2b. The wallets of everyone already paid, and each platform's grants account.
INSERT INTO ledger_accounts (platform_id, user_id, kind, currency)
SELECT platform_id, student_id, 'wallet'::ledger_account_kind, 'pokz'::ledger_currency FROM activity_students WHERE pokz > 0
UNION
SELECT platform_id, user_id, 'wallet', 'pokz' FROM game_results WHERE pokz > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO ledger_accounts (platform_id, kind, currency)
SELECT platform_id, 'grants'::ledger_account_kind, 'pokz'::ledger_currency FROM activity_students WHERE pokz > 0
UNION
SELECT platform_id, 'grants', 'pokz' FROM game_results WHERE pokz > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Part 2c. One opening posting per graded delivery, dated when it was graded, under the source
-- and first key the activities module settles it with (`activity:<activity>:<student>`, `#1`),
-- so a later regrade posts only the difference. A tarefa's pokz are its plays', posted in 2d.
WITH paid AS (
  SELECT s.platform_id, s.student_id, s.pokz::bigint AS pokz, a.title, a.kind,
         coalesce(s.evaluated_at, s.delivered_at, s.updated_at) AS at,
         'activity:' || s.activity_id || ':' || s.student_id AS source
    FROM activity_students s
    JOIN activities a ON a.id = s.activity_id
   WHERE s.pokz > 0 AND a.kind <> 'homework'
), posted AS (
  INSERT INTO ledger_postings (platform_id, idempotency_key, event_type, source, created_at)
  SELECT platform_id, source || '#1', CASE WHEN kind = 'digital_exam' THEN 'exam' ELSE 'activity' END, source, at
    FROM paid
  RETURNING id, platform_id, source
)
INSERT INTO ledger_entries (platform_id, posting_id, account_id, amount, event, created_at)
SELECT posted.platform_id, posted.id, line.account_id, line.amount, paid.title, paid.at
  FROM posted
  JOIN paid ON paid.platform_id = posted.platform_id AND paid.source = posted.source
  JOIN ledger_accounts wallet ON wallet.user_id = paid.student_id AND wallet.kind = 'wallet' AND wallet.currency = 'pokz'
  JOIN ledger_accounts grants ON grants.platform_id = paid.platform_id AND grants.user_id IS NULL
   AND grants.kind = 'grants' AND grants.currency = 'pokz'
 CROSS JOIN LATERAL (VALUES (wallet.id, paid.pokz), (grants.id, -paid.pokz)) AS line(account_id, amount);
--> statement-breakpoint
-- Part 2d. One posting per scored challenge play, under the key the challenges module grants
-- with (`game_result:<play token hash>`).
WITH paid AS (
  SELECT r.platform_id, r.user_id, r.pokz::bigint AS pokz, c.title, r.created_at AS at,
         'game_result:' || r.play_token_hash AS idempotency_key
    FROM game_results r
    JOIN game_contents c ON c.id = r.content_id
   WHERE r.pokz > 0
), posted AS (
  INSERT INTO ledger_postings (platform_id, idempotency_key, event_type, created_at)
  SELECT platform_id, idempotency_key, 'challenge', at FROM paid
  RETURNING id, platform_id, idempotency_key
)
INSERT INTO ledger_entries (platform_id, posting_id, account_id, amount, event, created_at)
SELECT posted.platform_id, posted.id, line.account_id, line.amount, paid.title, paid.at
  FROM posted
  JOIN paid ON paid.platform_id = posted.platform_id AND paid.idempotency_key = posted.idempotency_key
  JOIN ledger_accounts wallet ON wallet.user_id = paid.user_id AND wallet.kind = 'wallet' AND wallet.currency = 'pokz'
  JOIN ledger_accounts grants ON grants.platform_id = paid.platform_id AND grants.user_id IS NULL
   AND grants.kind = 'grants' AND grants.currency = 'pokz'
 CROSS JOIN LATERAL (VALUES (wallet.id, paid.pokz), (grants.id, -paid.pokz)) AS line(account_id, amount);
