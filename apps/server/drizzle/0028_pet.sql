CREATE TABLE "store_pet_items" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"product_id" uuid NOT NULL,
	"worn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_pet_items_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "store_pets" (
	"platform_id" uuid NOT NULL,
	"user_id" uuid PRIMARY KEY NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"bathed_at" timestamp with time zone NOT NULL,
	"fed_at" timestamp with time zone NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_pet_items" ADD CONSTRAINT "store_pet_items_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pet_items" ADD CONSTRAINT "store_pet_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pet_items" ADD CONSTRAINT "store_pet_items_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pets" ADD CONSTRAINT "store_pets_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pets" ADD CONSTRAINT "store_pets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;