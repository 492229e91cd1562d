import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Content in five languages (decision 024): the texts players read become per-language, in `<table>_locales`
// tables (Payload localization). Up moves every existing text into its English row before dropping the old
// column, so a database keeps its content; down moves the English texts back (the other languages are lost).

/** The texts that became per-language: the table, its columns, and whether they were NOT NULL. */
const localizedColumns: [string, string[], boolean][] = [
  ['media', ['alt'], true],
  ['carousel_slides', ['alt'], true],
  ['promotions', ['alt', 'title'], true],
  ['faqs', ['title', 'content'], true],
  ['how_to_play', ['title', 'content'], true],
  ['testimonials', ['quote'], true],
  ['trusted_logos', ['name'], true],
  ['site_settings', ['age_banner'], true],
  ...['legal_rules', 'legal_terms', 'legal_privacy'].flatMap((table): [string, string[], boolean][] => [
    [table, ['title', 'body'], false],
    [`_${table}_v`, ['version_title', 'version_body'], false],
  ]),
]

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

/** A document without any of these texts (a legal page never written) gets no English row. */
function moveIntoEnglish(table: string, columns: string[]) {
  const written = columns.map((column) => `"${column}" IS NOT NULL`).join(' OR ')
  return `INSERT INTO "${table}_locales" (${quoted(columns)}, "_locale", "_parent_id")
    SELECT ${quoted(columns)}, 'en', "id" FROM "${table}" WHERE ${written};`
}

function moveBackFromEnglish(table: string, columns: string[], notNull: boolean) {
  const assignments = columns.map((column) => `"${column}" = english."${column}"`).join(', ')
  const copy = `UPDATE "${table}" SET ${assignments} FROM "${table}_locales" english
    WHERE english."_parent_id" = "${table}"."id" AND english."_locale" = 'en';`
  const required = notNull ? columns.map((column) => `ALTER TABLE "${table}" ALTER COLUMN "${column}" SET NOT NULL;`).join('\n') : ''
  return `${copy}\n${required}`
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'pcm', 'yo', 'ha', 'ig');
  CREATE TYPE "public"."enum__legal_rules_v_published_locale" AS ENUM('en', 'pcm', 'yo', 'ha', 'ig');
  CREATE TYPE "public"."enum__legal_terms_v_published_locale" AS ENUM('en', 'pcm', 'yo', 'ha', 'ig');
  CREATE TYPE "public"."enum__legal_privacy_v_published_locale" AS ENUM('en', 'pcm', 'yo', 'ha', 'ig');
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "carousel_slides_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "promotions_locales" (
  	"alt" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "how_to_play_locales" (
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"quote" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "trusted_logos_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"age_banner" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_rules_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_rules_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_terms_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_terms_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_privacy_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_privacy_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_legal_rules_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_legal_rules_v" ADD COLUMN "published_locale" "enum__legal_rules_v_published_locale";
  ALTER TABLE "_legal_terms_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_legal_terms_v" ADD COLUMN "published_locale" "enum__legal_terms_v_published_locale";
  ALTER TABLE "_legal_privacy_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_legal_privacy_v" ADD COLUMN "published_locale" "enum__legal_privacy_v_published_locale";
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carousel_slides_locales" ADD CONSTRAINT "carousel_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carousel_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_locales" ADD CONSTRAINT "promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_to_play_locales" ADD CONSTRAINT "how_to_play_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."how_to_play"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trusted_logos_locales" ADD CONSTRAINT "trusted_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trusted_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_rules_locales" ADD CONSTRAINT "legal_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_rules_v_locales" ADD CONSTRAINT "_legal_rules_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_terms_locales" ADD CONSTRAINT "legal_terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_terms_v_locales" ADD CONSTRAINT "_legal_terms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_privacy_locales" ADD CONSTRAINT "legal_privacy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_privacy_v_locales" ADD CONSTRAINT "_legal_privacy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "carousel_slides_locales_locale_parent_id_unique" ON "carousel_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "promotions_locales_locale_parent_id_unique" ON "promotions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "how_to_play_locales_locale_parent_id_unique" ON "how_to_play_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "trusted_logos_locales_locale_parent_id_unique" ON "trusted_logos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_rules_locales_locale_parent_id_unique" ON "legal_rules_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_legal_rules_v_locales_locale_parent_id_unique" ON "_legal_rules_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_terms_locales_locale_parent_id_unique" ON "legal_terms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_legal_terms_v_locales_locale_parent_id_unique" ON "_legal_terms_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "legal_privacy_locales_locale_parent_id_unique" ON "legal_privacy_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_legal_privacy_v_locales_locale_parent_id_unique" ON "_legal_privacy_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_rules_v_snapshot_idx" ON "_legal_rules_v" USING btree ("snapshot");
  CREATE INDEX "_legal_rules_v_published_locale_idx" ON "_legal_rules_v" USING btree ("published_locale");
  CREATE INDEX "_legal_terms_v_snapshot_idx" ON "_legal_terms_v" USING btree ("snapshot");
  CREATE INDEX "_legal_terms_v_published_locale_idx" ON "_legal_terms_v" USING btree ("published_locale");
  CREATE INDEX "_legal_privacy_v_snapshot_idx" ON "_legal_privacy_v" USING btree ("snapshot");
  CREATE INDEX "_legal_privacy_v_published_locale_idx" ON "_legal_privacy_v" USING btree ("published_locale");`)
  // Existing databases keep their content: every text becomes its document's English text.
  for (const [table, columns] of localizedColumns) await db.execute(sql.raw(moveIntoEnglish(table, columns)))
  await db.execute(sql`
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "carousel_slides" DROP COLUMN "alt";
  ALTER TABLE "promotions" DROP COLUMN "alt";
  ALTER TABLE "promotions" DROP COLUMN "title";
  ALTER TABLE "faqs" DROP COLUMN "title";
  ALTER TABLE "faqs" DROP COLUMN "content";
  ALTER TABLE "how_to_play" DROP COLUMN "title";
  ALTER TABLE "how_to_play" DROP COLUMN "content";
  ALTER TABLE "testimonials" DROP COLUMN "quote";
  ALTER TABLE "trusted_logos" DROP COLUMN "name";
  ALTER TABLE "site_settings" DROP COLUMN "age_banner";
  ALTER TABLE "legal_rules" DROP COLUMN "title";
  ALTER TABLE "legal_rules" DROP COLUMN "body";
  ALTER TABLE "_legal_rules_v" DROP COLUMN "version_title";
  ALTER TABLE "_legal_rules_v" DROP COLUMN "version_body";
  ALTER TABLE "legal_terms" DROP COLUMN "title";
  ALTER TABLE "legal_terms" DROP COLUMN "body";
  ALTER TABLE "_legal_terms_v" DROP COLUMN "version_title";
  ALTER TABLE "_legal_terms_v" DROP COLUMN "version_body";
  ALTER TABLE "legal_privacy" DROP COLUMN "title";
  ALTER TABLE "legal_privacy" DROP COLUMN "body";
  ALTER TABLE "_legal_privacy_v" DROP COLUMN "version_title";
  ALTER TABLE "_legal_privacy_v" DROP COLUMN "version_body";`)
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN "alt" varchar;
  ALTER TABLE "carousel_slides" ADD COLUMN "alt" varchar;
  ALTER TABLE "promotions" ADD COLUMN "alt" varchar;
  ALTER TABLE "promotions" ADD COLUMN "title" varchar;
  ALTER TABLE "faqs" ADD COLUMN "title" varchar;
  ALTER TABLE "faqs" ADD COLUMN "content" jsonb;
  ALTER TABLE "how_to_play" ADD COLUMN "title" varchar;
  ALTER TABLE "how_to_play" ADD COLUMN "content" jsonb;
  ALTER TABLE "testimonials" ADD COLUMN "quote" varchar;
  ALTER TABLE "trusted_logos" ADD COLUMN "name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "age_banner" varchar;
  ALTER TABLE "legal_rules" ADD COLUMN "title" varchar;
  ALTER TABLE "legal_rules" ADD COLUMN "body" jsonb;
  ALTER TABLE "_legal_rules_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_legal_rules_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "legal_terms" ADD COLUMN "title" varchar;
  ALTER TABLE "legal_terms" ADD COLUMN "body" jsonb;
  ALTER TABLE "_legal_terms_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_legal_terms_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "legal_privacy" ADD COLUMN "title" varchar;
  ALTER TABLE "legal_privacy" ADD COLUMN "body" jsonb;
  ALTER TABLE "_legal_privacy_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_legal_privacy_v" ADD COLUMN "version_body" jsonb;`)
  for (const [table, columns, notNull] of localizedColumns) await db.execute(sql.raw(moveBackFromEnglish(table, columns, notNull)))
  await db.execute(sql`
   ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carousel_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "how_to_play_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trusted_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_rules_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_terms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_terms_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_privacy_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_privacy_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "carousel_slides_locales" CASCADE;
  DROP TABLE "promotions_locales" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "how_to_play_locales" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "trusted_logos_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "legal_rules_locales" CASCADE;
  DROP TABLE "_legal_rules_v_locales" CASCADE;
  DROP TABLE "legal_terms_locales" CASCADE;
  DROP TABLE "_legal_terms_v_locales" CASCADE;
  DROP TABLE "legal_privacy_locales" CASCADE;
  DROP TABLE "_legal_privacy_v_locales" CASCADE;
  DROP INDEX "_legal_rules_v_snapshot_idx";
  DROP INDEX "_legal_rules_v_published_locale_idx";
  DROP INDEX "_legal_terms_v_snapshot_idx";
  DROP INDEX "_legal_terms_v_published_locale_idx";
  DROP INDEX "_legal_privacy_v_snapshot_idx";
  DROP INDEX "_legal_privacy_v_published_locale_idx";
  ALTER TABLE "_legal_rules_v" DROP COLUMN "snapshot";
  ALTER TABLE "_legal_rules_v" DROP COLUMN "published_locale";
  ALTER TABLE "_legal_terms_v" DROP COLUMN "snapshot";
  ALTER TABLE "_legal_terms_v" DROP COLUMN "published_locale";
  ALTER TABLE "_legal_privacy_v" DROP COLUMN "snapshot";
  ALTER TABLE "_legal_privacy_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__legal_rules_v_published_locale";
  DROP TYPE "public"."enum__legal_terms_v_published_locale";
  DROP TYPE "public"."enum__legal_privacy_v_published_locale";`)
}
