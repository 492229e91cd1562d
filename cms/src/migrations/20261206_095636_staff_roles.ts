import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The back office's roles (issue 23): users may also be support, finance or risk staff, the roles of
// @9ja/contract's STAFF_ROLES. Down takes those roles away from whoever holds them, then narrows the enum.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'support';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'finance';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'risk';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "users_roles" WHERE "value" IN ('support', 'finance', 'risk');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'compliance');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";`)
}
