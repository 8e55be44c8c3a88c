CREATE TABLE "store_home_pieces" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"layer" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_home_pieces_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "store_home_pieces_spot_in_room" CHECK ("store_home_pieces"."x" >= 0 and "store_home_pieces"."y" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_home_pieces" ADD CONSTRAINT "store_home_pieces_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_home_pieces" ADD CONSTRAINT "store_home_pieces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_home_pieces" ADD CONSTRAINT "store_home_pieces_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_home_pieces_spot_key" ON "store_home_pieces" USING btree ("user_id","layer","x","y");