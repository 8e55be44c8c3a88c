CREATE TABLE "store_worn_items" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"option" text NOT NULL,
	"product_id" uuid NOT NULL,
	"worn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_worn_items_user_id_option_pk" PRIMARY KEY("user_id","option")
);
--> statement-breakpoint
ALTER TABLE "store_worn_items" ADD CONSTRAINT "store_worn_items_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_worn_items" ADD CONSTRAINT "store_worn_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_worn_items" ADD CONSTRAINT "store_worn_items_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;