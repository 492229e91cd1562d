import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The home page's "Recent winners" were made-up entries kept here (seeded samples that editors could
// change). They are gone: the site shows real wins, read from the wallet-service's ledger. The
// collection, its rows and its column of the document locks are removed; down brings back an empty one.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recent_winners_fk";
  DROP INDEX "payload_locked_documents_rels_recent_winners_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recent_winners_id";
  DROP TABLE "recent_winners" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "recent_winners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"game" varchar NOT NULL,
  	"time_label" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "recent_winners_order_idx" ON "recent_winners" USING btree ("order");
  CREATE INDEX "recent_winners_updated_at_idx" ON "recent_winners" USING btree ("updated_at");
  CREATE INDEX "recent_winners_created_at_idx" ON "recent_winners" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recent_winners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recent_winners_fk" FOREIGN KEY ("recent_winners_id") REFERENCES "public"."recent_winners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recent_winners_id_idx" ON "payload_locked_documents_rels" USING btree ("recent_winners_id");`)
}
