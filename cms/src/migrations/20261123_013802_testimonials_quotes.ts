import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Testimonials become quotes with a first name and a city, and an optional video.
// The seed's old entries embedded the "user uploads" list of a channel that does not exist (blank
// frames): they are removed, and the seed adds quotes in their place. An editor's own entries keep
// their words: the title becomes the quote, first name and city stay empty until an editor fills them.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "testimonials" WHERE "video_url" LIKE 'https://www.youtube-nocookie.com/embed?listType=user_uploads&%';
  ALTER TABLE "testimonials" ALTER COLUMN "video_url" DROP NOT NULL;
  ALTER TABLE "testimonials" ADD COLUMN "quote" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "first_name" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "city" varchar;
  UPDATE "testimonials" SET "quote" = "title", "first_name" = '', "city" = '';
  ALTER TABLE "testimonials" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "first_name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "testimonials" DROP COLUMN "title";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "testimonials" ADD COLUMN "title" varchar;
  UPDATE "testimonials" SET "title" = "quote", "video_url" = coalesce("video_url", '');
  ALTER TABLE "testimonials" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "video_url" SET NOT NULL;
  ALTER TABLE "testimonials" DROP COLUMN "quote";
  ALTER TABLE "testimonials" DROP COLUMN "first_name";
  ALTER TABLE "testimonials" DROP COLUMN "city";`)
}
