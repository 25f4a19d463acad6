import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795335360461 implements MigrationInterface {
  name = 'Initial1795335360461';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "password" character varying(255), "email_verified" boolean NOT NULL DEFAULT false, "first_name" character varying(100), "last_name" character varying(100), "phone" character varying(50), "country" character varying(100), "profile_image_url" text, "role" character varying(50) NOT NULL DEFAULT 'customer', "is_suspended" boolean NOT NULL DEFAULT false, "stripe_customer_id" character varying(255), "timezone" character varying(64), "wants_reminders" boolean NOT NULL DEFAULT true, "referred_by_code" character varying(20), "sms_opt_in" boolean NOT NULL DEFAULT false, "phone_verified_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "consultations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "name" character varying(255) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(50), "country" character varying(100) NOT NULL, "business_type" character varying(100) NOT NULL, "services_interested" text array NOT NULL DEFAULT '{}', "budget" character varying(100) NOT NULL, "message" text NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'pending', "scheduled_at" TIMESTAMP WITH TIME ZONE, "calendar_event_id" character varying(255), "meeting_link" text, "rescheduled_from_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c5b78e9424d9bc68464f6a12103" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6b75097e3923dafb9362242037" ON "consultations"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_67495d7ece07b0c4c03d60c8a1" ON "consultations"  ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_1a0343b40a7e623d3ea94de293" ON "consultations"  ("scheduled_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_1813c4934d4ef842dbabcbad45" ON "consultations"  ("rescheduled_from_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "onboarding_tasks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "project_id" uuid NOT NULL, "order_index" integer NOT NULL DEFAULT '0', "title" character varying(255) NOT NULL, "details" text, "is_done" boolean NOT NULL DEFAULT false, "completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_04ddbad3ed27e955e9edd674447" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b16aafb8dea8e49377e631f7bf" ON "onboarding_tasks"  ("project_id") `);
    await queryRunner.query(
      `CREATE TABLE "project_steps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "project_id" uuid NOT NULL, "order_index" integer NOT NULL DEFAULT '0', "title" character varying(255) NOT NULL, "details" text, "is_done" boolean NOT NULL DEFAULT false, "completed_at" TIMESTAMP WITH TIME ZONE, "internal_note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_92550aab4e5fc00a561aacfee50" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9cbef444b568e63ee89b76111c" ON "project_steps"  ("project_id") `);
    await queryRunner.query(
      `CREATE TABLE "projects" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "service_inquiry_id" uuid, "consultation_id" uuid, "title" character varying(500) NOT NULL, "description" text, "total_amount_cents" integer NOT NULL DEFAULT '0', "deposit_amount_cents" integer NOT NULL DEFAULT '0', "balance_amount_cents" integer NOT NULL DEFAULT '0', "currency" character varying(3) NOT NULL DEFAULT 'USD', "status" character varying(50) NOT NULL DEFAULT 'active', "deposit_invoice_id" uuid, "balance_invoice_id" uuid, "onboarding_started_at" TIMESTAMP WITH TIME ZONE, "onboarding_completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6271df0a7aed1d6c0691ce6ac50" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bd55b203eb9f92b0c839038001" ON "projects"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_a64c851353a2f42fe6ba588a4e" ON "projects"  ("service_inquiry_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f76f1407da937351b92d4e79e1" ON "projects"  ("consultation_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_389e8e91d4bb09ffa6f07fa5ce" ON "projects"  ("deposit_invoice_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bf25a0461b0cc54d3a47d34aeb" ON "projects"  ("balance_invoice_id") `);
    await queryRunner.query(
      `CREATE TABLE "service_inquiries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "name" character varying(255) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(50), "country" character varying(100) NOT NULL, "business_type" character varying(100) NOT NULL, "services_interested" text array NOT NULL DEFAULT '{}', "budget" character varying(100) NOT NULL, "message" text NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'pending', "scheduled_at" TIMESTAMP WITH TIME ZONE, "calendar_event_id" character varying(255), "meeting_link" text, "project_id" uuid, "deposit_invoice_id" uuid, "balance_invoice_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_48c5adfbc915b2cdaec8eedd32d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f8f771bd950355d49174913252" ON "service_inquiries"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c56e00bd6f26b6eccbf477f606" ON "service_inquiries"  ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_618e422ca46b64772a6c6d5558" ON "service_inquiries"  ("scheduled_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_5a4f041ff1a9efb0a6ac9a0771" ON "service_inquiries"  ("project_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_6ddf0013acad38b2fc78023fc9" ON "service_inquiries"  ("deposit_invoice_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0211dc3efc80119698a7663256" ON "service_inquiries"  ("balance_invoice_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "invoices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "invoice_number" character varying(100) NOT NULL, "user_id" uuid, "consultation_id" uuid, "service_inquiry_id" uuid, "project_id" uuid, "client_name" character varying(255) NOT NULL, "client_email" character varying(320) NOT NULL, "client_phone" character varying(50), "client_country" character varying(100), "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'USD', "description" text, "items" jsonb NOT NULL DEFAULT '[]', "status" character varying(50) NOT NULL DEFAULT 'draft', "payment_intent_id" character varying(255), "payment_status" character varying(50), "stripe_customer_id" character varying(255), "receipt_url" text, "payment_date" TIMESTAMP WITH TIME ZONE, "due_date" TIMESTAMP WITH TIME ZONE, "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_afae39e954cb12a6b18fb57ebc" CHECK ("amount_cents" >= 0), CONSTRAINT "PK_668cef7c22a427fd822cc1be3ce" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d8f8d3788694e1b3f96c42c36f" ON "invoices"  ("invoice_number") `);
    await queryRunner.query(`CREATE INDEX "IDX_26daf5e433d6fb88ee32ce9363" ON "invoices"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3a2def6d727bb02fbbb7c4f61c" ON "invoices"  ("consultation_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_8c68b3c28b8be59412abe39aca" ON "invoices"  ("service_inquiry_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9ba18dbe4ea525518c4b32df4b" ON "invoices"  ("project_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bd4f4c9c9c84a64970977b772f" ON "invoices"  ("payment_intent_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_298cb55cdf1a44fbcb097fdf69" ON "invoices"  ("status", "due_date") `);
    await queryRunner.query(
      `CREATE TABLE "account_credits" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "amount_cents" integer NOT NULL, "currency" character varying(3) NOT NULL DEFAULT 'USD', "source" character varying(50) NOT NULL DEFAULT 'referral', "related_invoice_id" uuid, "applied_invoice_id" uuid, "status" character varying(50) NOT NULL DEFAULT 'available', "expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6dce679b88fb287a34f15602acb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6450828891db48483132de3d60" ON "account_credits"  ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_e5e0b17ff5b8378b78022232eb" ON "account_credits"  ("related_invoice_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1ff6c7071143d716d0bb4edd28" ON "account_credits"  ("applied_invoice_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice_dunning_logs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "invoice_id" uuid NOT NULL, "stage" character varying(50) NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2c4f00baa932deed197f1ad857d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4ef16b48a06aa26a4e74102cc1" ON "invoice_dunning_logs"  ("invoice_id") `);
    await queryRunner.query(
      `CREATE TABLE "reminder_jobs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "invoice_id" uuid NOT NULL, "template_key" character varying(100) NOT NULL, "scheduled_for" TIMESTAMP WITH TIME ZONE NOT NULL, "is_cancelled" boolean NOT NULL DEFAULT false, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_31693695f053eb55efa0b7fa8d6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d2bdb28b053239337a5fd14729" ON "reminder_jobs"  ("invoice_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_5b07377c70f4202a00111091c8" ON "reminder_jobs"  ("is_cancelled", "scheduled_for") `,
    );
    await queryRunner.query(
      `CREATE TABLE "general_questions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(50), "country" character varying(100) NOT NULL, "service_question" character varying(255) NOT NULL, "message" text, "status" character varying(50) NOT NULL DEFAULT 'pending', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_377a70ab372ebedac74066f93d6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cfff4b7dc9fa64420a37c50389" ON "general_questions"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9c5720972dd52bc52c0c133fe5" ON "general_questions"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "questionnaire_responses" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "kind" character varying(50) NOT NULL, "consultation_id" uuid, "service_inquiry_id" uuid, "answers" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ddd9787d677edf518525e591bf3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b90db9a070b86546b0178eeaa9" ON "questionnaire_responses"  ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_dceee512f548321eacba74f7f3" ON "questionnaire_responses"  ("consultation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bedeeb5b7aff1d64ae6c932bb3" ON "questionnaire_responses"  ("service_inquiry_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_e2d6172ca19b8ebef797c362b05" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e5d612f5400fecdea71f98ad6c" ON "sessions"  ("expire") `);
    await queryRunner.query(
      `CREATE TABLE "verification_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "code_hash" character varying(255) NOT NULL, "type" character varying(50) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used" boolean NOT NULL DEFAULT false, "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18741b6b8bf1680dbf5057421d7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3b71b1fccadf73dc8d32517396" ON "verification_codes"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "blog" ("id" integer GENERATED BY DEFAULT AS IDENTITY NOT NULL, "title" character varying(255) NOT NULL, "slug" character varying(255) NOT NULL, "excerpt" text, "content" text, "image" text, "meta_description" character varying(500), "tags" text array NOT NULL DEFAULT '{}', "author_id" uuid, "is_published" boolean NOT NULL DEFAULT false, "published_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_85c6532ad065a448e9de7638571" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0dc7e58d73a1390874a663bd59" ON "blog"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_f8ff9a5fe63d10137f01451e0a" ON "blog"  ("author_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_cc7bfda0109a68bb8a4c632525" ON "blog"  ("is_published", "published_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "email_unsubscribes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "reason" text, "unsubscribed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bff2e14bb42ff23af716672fc01" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_34fe78276da2e5aea0cf792350" ON "email_unsubscribes"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscribers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "subscribed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_38f9333e9961b2fdb589128d19b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0dc48416511f011f7de7b2a8f8" ON "newsletter_subscribers"  ("email") `,
    );
    await queryRunner.query(
      `CREATE TABLE "pages" ("id" integer GENERATED BY DEFAULT AS IDENTITY NOT NULL, "slug" character varying(255) NOT NULL, "title" character varying(255) NOT NULL, "meta_description" character varying(500), "content" jsonb NOT NULL DEFAULT '{}', "is_published" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8f21ed625aa34c8391d636b7d3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fe66ca6a86dc94233e5d778953" ON "pages"  ("slug") `);
    await queryRunner.query(
      `CREATE TABLE "page_sections" ("id" integer GENERATED BY DEFAULT AS IDENTITY NOT NULL, "page_id" integer NOT NULL, "section_key" character varying(100) NOT NULL, "section_type" character varying(50) NOT NULL, "content" jsonb NOT NULL DEFAULT '{}', "order_index" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_febb265da4ebfa7cf6bb0e732b4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_c7e25e29b1078b70ad77fb650c" ON "page_sections"  ("page_id", "section_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "portfolio" ("id" integer GENERATED BY DEFAULT AS IDENTITY NOT NULL, "title" character varying(255) NOT NULL, "description" text NOT NULL, "image" text, "client_name" character varying(255), "industry" character varying(255), "service_category" character varying(50) NOT NULL DEFAULT 'other', "results" text array NOT NULL DEFAULT '{}', "tags" text array NOT NULL DEFAULT '{}', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6936bb92ca4b7cda0ff28794e48" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d9b883b57fa7f1e9f7e5acd80a" ON "portfolio"  ("is_active", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "services" ("id" integer GENERATED BY DEFAULT AS IDENTITY NOT NULL, "title" character varying(255) NOT NULL, "description" text NOT NULL, "short_description" character varying(500) NOT NULL, "image" text, "category" character varying(50) NOT NULL, "features" text array NOT NULL DEFAULT '{}', "order_index" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ba2d347a3168a296416c6c5ccb2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_00778c307dcb82247c8a6839b2" ON "services"  ("is_active", "order_index") `,
    );
    await queryRunner.query(
      `CREATE TABLE "testimonials" ("id" integer GENERATED BY DEFAULT AS IDENTITY NOT NULL, "name" character varying(255) NOT NULL, "company" character varying(255), "content" text NOT NULL, "rating" smallint NOT NULL, "image" text, "service_category" character varying(100), "is_active" boolean NOT NULL DEFAULT true, "source" character varying(50) NOT NULL DEFAULT 'post-payment', "related_invoice_id" uuid, "related_project_id" uuid, "consent_public" boolean NOT NULL DEFAULT false, "status" character varying(50) NOT NULL DEFAULT 'pending', "user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_98673215b369706f99adaba8f8" CHECK ("rating" BETWEEN 0 AND 5), CONSTRAINT "PK_63b03c608bd258f115a0a4a1060" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_03b84723a9d96ca8b8508c1bd7" ON "testimonials"  ("related_invoice_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_2fdc443c95ac89981c1a0b0764" ON "testimonials"  ("related_project_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0ee5dcee3d185b6a8d5708d64c" ON "testimonials"  ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_cbaf84be4b50bfc218c711bb31" ON "testimonials"  ("status", "is_active") `,
    );
    await queryRunner.query(
      `CREATE TABLE "drip_logs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "kind" character varying(100) NOT NULL, "entity_type" character varying(50) NOT NULL, "entity_id" character varying(100) NOT NULL, "related_invoice_id" uuid, "related_project_id" uuid, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_23379ba369f9132334a32accf8d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1049b98b951e50a61669d76176" ON "drip_logs"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_544e18c2f9e20b664ddc3a4aeb" ON "drip_logs"  ("related_invoice_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7c15fbda2d24d1230d28dafd06" ON "drip_logs"  ("related_project_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_47706a4c0978ce50fe184c8a12" ON "drip_logs"  ("kind", "entity_type", "entity_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sms_logs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "to_number" character varying(20) NOT NULL, "template_key" character varying(100), "body" text NOT NULL, "status" character varying(50) NOT NULL DEFAULT 'queued', "provider_id" character varying(255), "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_811e3a63f5e14a50475c6e8be3d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_dc4a0c95d6001cab25e91d18e1" ON "sms_logs"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_81dc329ac1a732f4e1dd791699" ON "sms_logs"  ("provider_id") `);
    await queryRunner.query(
      `CREATE TABLE "sms_optout_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "to_number" character varying(20) NOT NULL, "keyword" character varying(50) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bfc9149fdb293067382cd8da970" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e017a4234b7f42c5ebf3449ed3" ON "sms_optout_events"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_83483a243a9d38ac09ad83a9df" ON "sms_optout_events"  ("to_number") `);
    await queryRunner.query(
      `CREATE TABLE "onboarding_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "project_id" uuid NOT NULL, "kind" character varying(50) NOT NULL, "payload" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c16d29283f6d2f6cd3a3f001eff" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_569bc0ec61dad564c9d14ca1a3" ON "onboarding_events"  ("project_id") `);
    await queryRunner.query(
      `CREATE TABLE "project_documents" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "project_id" uuid NOT NULL, "uploaded_by" uuid, "role" character varying(50) NOT NULL DEFAULT 'admin', "original_name" character varying(255) NOT NULL, "stored_name" character varying(255) NOT NULL, "mime_type" character varying(255) NOT NULL, "size_bytes" integer NOT NULL, "can_download" boolean NOT NULL DEFAULT true, "is_visible" boolean NOT NULL DEFAULT true, "notes" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c0d7fa982569e84a809aa2ff5d2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ce91a721e078a2d9852b61ad8f" ON "project_documents"  ("project_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b110388cd486948d3265b5bd1d" ON "project_documents"  ("uploaded_by") `);
    await queryRunner.query(
      `CREATE TABLE "project_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "project_id" uuid NOT NULL, "sender_user_id" uuid, "sender_role" character varying(50) NOT NULL, "body" character varying(2000) NOT NULL, "attachment_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_8643c7f4a978874e421338b47c" CHECK (char_length("body") >= 1), CONSTRAINT "PK_b1f2a06218031572ae003b431cc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6fb7fe0c99c46ee6326fe363b2" ON "project_messages"  ("project_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_38b7789fc7d734c6ee20a356ee" ON "project_messages"  ("sender_user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6d0175fb8e2767b4e9cebfa28a" ON "project_messages"  ("attachment_id") `);
    await queryRunner.query(
      `CREATE TABLE "proposal_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "proposal_id" uuid NOT NULL, "title" character varying(500) NOT NULL, "description" text, "qty" integer NOT NULL DEFAULT '100', "unit_price_cents" integer NOT NULL DEFAULT '0', "line_total_cents" integer NOT NULL DEFAULT '0', "order_index" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_40a82c5747912d3e03aedaca601" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_461897fd2a9acc7e9a9d65c8bf" ON "proposal_items"  ("proposal_id") `);
    await queryRunner.query(
      `CREATE TABLE "proposal_signers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "proposal_id" uuid NOT NULL, "name" character varying(255) NOT NULL, "email" character varying(320) NOT NULL, "role" character varying(50) NOT NULL DEFAULT 'client', "signed_at" TIMESTAMP WITH TIME ZONE, "signature_url" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_678adc42049faa2fe79cec7db42" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ec457579ff4c457e03a580b75d" ON "proposal_signers"  ("proposal_id") `);
    await queryRunner.query(
      `CREATE TABLE "proposals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid, "service_inquiry_id" uuid, "project_id" uuid, "title" character varying(500) NOT NULL, "summary" text, "currency" character varying(3) NOT NULL DEFAULT 'USD', "subtotal_cents" integer NOT NULL DEFAULT '0', "discount_cents" integer NOT NULL DEFAULT '0', "tax_cents" integer NOT NULL DEFAULT '0', "total_cents" integer NOT NULL DEFAULT '0', "status" character varying(50) NOT NULL DEFAULT 'draft', "valid_until" TIMESTAMP WITH TIME ZONE, "pdf_url" text, "esign_provider" character varying(50), "esign_request_id" character varying(255), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_db524c8db8e126a38a2f16d8cac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_14c5aece4591591d2c3cb8a257" ON "proposals"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3e22289562d98d9c6f8e60abaf" ON "proposals"  ("service_inquiry_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_abf14bbfaf1a03909314317b4a" ON "proposals"  ("project_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_232eb3e13872b9e53bbe78f9cc" ON "proposals"  ("esign_request_id") `);
    await queryRunner.query(
      `CREATE TABLE "proposal_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "proposal_id" uuid NOT NULL, "kind" character varying(50) NOT NULL, "data" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9b628caa7e25607d4e7196b32b7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_dc07b732261225ae97d95b8227" ON "proposal_events"  ("proposal_id") `);
    await queryRunner.query(
      `CREATE TABLE "referrals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "referrer_user_id" uuid NOT NULL, "code" character varying(20) NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ea9980e34f738b6252817326c08" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f23553d02832ad08a505cf382b" ON "referrals"  ("referrer_user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a53a83849f95cbcf3fbcf32fd0" ON "referrals"  ("code") `);
    await queryRunner.query(
      `CREATE TABLE "referral_conversions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "referral_id" uuid NOT NULL, "referred_user_id" uuid NOT NULL, "first_invoice_id" uuid, "first_paid_amount_cents" integer, "status" character varying(50) NOT NULL DEFAULT 'awarded', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_36eb5570cb07b6683dec0dcbcb3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_5944fa9aaf4e4427c5049cbfcd" ON "referral_conversions"  ("referral_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e481ef4bb6d18f7f9528568404" ON "referral_conversions"  ("referred_user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f8f6b82e552b046f74f0fa83c2" ON "referral_conversions"  ("first_invoice_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "referral_visits" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "referral_code" character varying(20) NOT NULL, "ip_hash" character varying(64), "user_agent" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2a6d281ceeb96397581ed2641f6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_49c1893d69c95a2db4d2152487" ON "referral_visits"  ("referral_code") `);
    await queryRunner.query(
      `ALTER TABLE "consultations" ADD CONSTRAINT "FK_6b75097e3923dafb9362242037a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "consultations" ADD CONSTRAINT "FK_1813c4934d4ef842dbabcbad45f" FOREIGN KEY ("rescheduled_from_id") REFERENCES "consultations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "FK_b16aafb8dea8e49377e631f7bf8" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_steps" ADD CONSTRAINT "FK_9cbef444b568e63ee89b76111c2" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_bd55b203eb9f92b0c8390380010" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_a64c851353a2f42fe6ba588a4e9" FOREIGN KEY ("service_inquiry_id") REFERENCES "service_inquiries"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_f76f1407da937351b92d4e79e13" FOREIGN KEY ("consultation_id") REFERENCES "consultations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_389e8e91d4bb09ffa6f07fa5cef" FOREIGN KEY ("deposit_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "FK_bf25a0461b0cc54d3a47d34aeb6" FOREIGN KEY ("balance_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "service_inquiries" ADD CONSTRAINT "FK_f8f771bd950355d491749132529" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "service_inquiries" ADD CONSTRAINT "FK_5a4f041ff1a9efb0a6ac9a07713" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "service_inquiries" ADD CONSTRAINT "FK_6ddf0013acad38b2fc78023fc93" FOREIGN KEY ("deposit_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "service_inquiries" ADD CONSTRAINT "FK_0211dc3efc80119698a76632561" FOREIGN KEY ("balance_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "FK_26daf5e433d6fb88ee32ce93637" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "FK_3a2def6d727bb02fbbb7c4f61c1" FOREIGN KEY ("consultation_id") REFERENCES "consultations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "FK_8c68b3c28b8be59412abe39aca1" FOREIGN KEY ("service_inquiry_id") REFERENCES "service_inquiries"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "FK_9ba18dbe4ea525518c4b32df4b6" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_credits" ADD CONSTRAINT "FK_6450828891db48483132de3d604" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_credits" ADD CONSTRAINT "FK_e5e0b17ff5b8378b78022232eb1" FOREIGN KEY ("related_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_credits" ADD CONSTRAINT "FK_1ff6c7071143d716d0bb4edd288" FOREIGN KEY ("applied_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_dunning_logs" ADD CONSTRAINT "FK_4ef16b48a06aa26a4e74102cc19" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reminder_jobs" ADD CONSTRAINT "FK_d2bdb28b053239337a5fd14729e" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "general_questions" ADD CONSTRAINT "FK_cfff4b7dc9fa64420a37c503897" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "FK_b90db9a070b86546b0178eeaa99" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "FK_dceee512f548321eacba74f7f3b" FOREIGN KEY ("consultation_id") REFERENCES "consultations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "FK_bedeeb5b7aff1d64ae6c932bb3f" FOREIGN KEY ("service_inquiry_id") REFERENCES "service_inquiries"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog" ADD CONSTRAINT "FK_f8ff9a5fe63d10137f01451e0a2" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "page_sections" ADD CONSTRAINT "FK_fd4e1044ed2cd7886b8b57954c1" FOREIGN KEY ("page_id") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "testimonials" ADD CONSTRAINT "FK_03b84723a9d96ca8b8508c1bd75" FOREIGN KEY ("related_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "testimonials" ADD CONSTRAINT "FK_2fdc443c95ac89981c1a0b07643" FOREIGN KEY ("related_project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "testimonials" ADD CONSTRAINT "FK_0ee5dcee3d185b6a8d5708d64cb" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "drip_logs" ADD CONSTRAINT "FK_1049b98b951e50a61669d761765" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "drip_logs" ADD CONSTRAINT "FK_544e18c2f9e20b664ddc3a4aebf" FOREIGN KEY ("related_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "drip_logs" ADD CONSTRAINT "FK_7c15fbda2d24d1230d28dafd06c" FOREIGN KEY ("related_project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sms_logs" ADD CONSTRAINT "FK_dc4a0c95d6001cab25e91d18e10" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "sms_optout_events" ADD CONSTRAINT "FK_e017a4234b7f42c5ebf3449ed3a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "onboarding_events" ADD CONSTRAINT "FK_569bc0ec61dad564c9d14ca1a3f" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_documents" ADD CONSTRAINT "FK_ce91a721e078a2d9852b61ad8f2" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_documents" ADD CONSTRAINT "FK_b110388cd486948d3265b5bd1d4" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_messages" ADD CONSTRAINT "FK_6fb7fe0c99c46ee6326fe363b2c" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_messages" ADD CONSTRAINT "FK_38b7789fc7d734c6ee20a356ee4" FOREIGN KEY ("sender_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_messages" ADD CONSTRAINT "FK_6d0175fb8e2767b4e9cebfa28af" FOREIGN KEY ("attachment_id") REFERENCES "project_documents"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposal_items" ADD CONSTRAINT "FK_461897fd2a9acc7e9a9d65c8bf2" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposal_signers" ADD CONSTRAINT "FK_ec457579ff4c457e03a580b75d0" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_14c5aece4591591d2c3cb8a257d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_3e22289562d98d9c6f8e60abaf2" FOREIGN KEY ("service_inquiry_id") REFERENCES "service_inquiries"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposals" ADD CONSTRAINT "FK_abf14bbfaf1a03909314317b4a4" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "proposal_events" ADD CONSTRAINT "FK_dc07b732261225ae97d95b8227f" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "referrals" ADD CONSTRAINT "FK_f23553d02832ad08a505cf382b8" FOREIGN KEY ("referrer_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "referral_conversions" ADD CONSTRAINT "FK_5944fa9aaf4e4427c5049cbfcd9" FOREIGN KEY ("referral_id") REFERENCES "referrals"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "referral_conversions" ADD CONSTRAINT "FK_e481ef4bb6d18f7f95285684040" FOREIGN KEY ("referred_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "referral_conversions" ADD CONSTRAINT "FK_f8f6b82e552b046f74f0fa83c25" FOREIGN KEY ("first_invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "referral_conversions" DROP CONSTRAINT "FK_f8f6b82e552b046f74f0fa83c25"`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" DROP CONSTRAINT "FK_e481ef4bb6d18f7f95285684040"`);
    await queryRunner.query(`ALTER TABLE "referral_conversions" DROP CONSTRAINT "FK_5944fa9aaf4e4427c5049cbfcd9"`);
    await queryRunner.query(`ALTER TABLE "referrals" DROP CONSTRAINT "FK_f23553d02832ad08a505cf382b8"`);
    await queryRunner.query(`ALTER TABLE "proposal_events" DROP CONSTRAINT "FK_dc07b732261225ae97d95b8227f"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_abf14bbfaf1a03909314317b4a4"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_3e22289562d98d9c6f8e60abaf2"`);
    await queryRunner.query(`ALTER TABLE "proposals" DROP CONSTRAINT "FK_14c5aece4591591d2c3cb8a257d"`);
    await queryRunner.query(`ALTER TABLE "proposal_signers" DROP CONSTRAINT "FK_ec457579ff4c457e03a580b75d0"`);
    await queryRunner.query(`ALTER TABLE "proposal_items" DROP CONSTRAINT "FK_461897fd2a9acc7e9a9d65c8bf2"`);
    await queryRunner.query(`ALTER TABLE "project_messages" DROP CONSTRAINT "FK_6d0175fb8e2767b4e9cebfa28af"`);
    await queryRunner.query(`ALTER TABLE "project_messages" DROP CONSTRAINT "FK_38b7789fc7d734c6ee20a356ee4"`);
    await queryRunner.query(`ALTER TABLE "project_messages" DROP CONSTRAINT "FK_6fb7fe0c99c46ee6326fe363b2c"`);
    await queryRunner.query(`ALTER TABLE "project_documents" DROP CONSTRAINT "FK_b110388cd486948d3265b5bd1d4"`);
    await queryRunner.query(`ALTER TABLE "project_documents" DROP CONSTRAINT "FK_ce91a721e078a2d9852b61ad8f2"`);
    await queryRunner.query(`ALTER TABLE "onboarding_events" DROP CONSTRAINT "FK_569bc0ec61dad564c9d14ca1a3f"`);
    await queryRunner.query(`ALTER TABLE "sms_optout_events" DROP CONSTRAINT "FK_e017a4234b7f42c5ebf3449ed3a"`);
    await queryRunner.query(`ALTER TABLE "sms_logs" DROP CONSTRAINT "FK_dc4a0c95d6001cab25e91d18e10"`);
    await queryRunner.query(`ALTER TABLE "drip_logs" DROP CONSTRAINT "FK_7c15fbda2d24d1230d28dafd06c"`);
    await queryRunner.query(`ALTER TABLE "drip_logs" DROP CONSTRAINT "FK_544e18c2f9e20b664ddc3a4aebf"`);
    await queryRunner.query(`ALTER TABLE "drip_logs" DROP CONSTRAINT "FK_1049b98b951e50a61669d761765"`);
    await queryRunner.query(`ALTER TABLE "testimonials" DROP CONSTRAINT "FK_0ee5dcee3d185b6a8d5708d64cb"`);
    await queryRunner.query(`ALTER TABLE "testimonials" DROP CONSTRAINT "FK_2fdc443c95ac89981c1a0b07643"`);
    await queryRunner.query(`ALTER TABLE "testimonials" DROP CONSTRAINT "FK_03b84723a9d96ca8b8508c1bd75"`);
    await queryRunner.query(`ALTER TABLE "page_sections" DROP CONSTRAINT "FK_fd4e1044ed2cd7886b8b57954c1"`);
    await queryRunner.query(`ALTER TABLE "blog" DROP CONSTRAINT "FK_f8ff9a5fe63d10137f01451e0a2"`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP CONSTRAINT "FK_bedeeb5b7aff1d64ae6c932bb3f"`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP CONSTRAINT "FK_dceee512f548321eacba74f7f3b"`);
    await queryRunner.query(`ALTER TABLE "questionnaire_responses" DROP CONSTRAINT "FK_b90db9a070b86546b0178eeaa99"`);
    await queryRunner.query(`ALTER TABLE "general_questions" DROP CONSTRAINT "FK_cfff4b7dc9fa64420a37c503897"`);
    await queryRunner.query(`ALTER TABLE "reminder_jobs" DROP CONSTRAINT "FK_d2bdb28b053239337a5fd14729e"`);
    await queryRunner.query(`ALTER TABLE "invoice_dunning_logs" DROP CONSTRAINT "FK_4ef16b48a06aa26a4e74102cc19"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP CONSTRAINT "FK_1ff6c7071143d716d0bb4edd288"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP CONSTRAINT "FK_e5e0b17ff5b8378b78022232eb1"`);
    await queryRunner.query(`ALTER TABLE "account_credits" DROP CONSTRAINT "FK_6450828891db48483132de3d604"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_9ba18dbe4ea525518c4b32df4b6"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_8c68b3c28b8be59412abe39aca1"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_3a2def6d727bb02fbbb7c4f61c1"`);
    await queryRunner.query(`ALTER TABLE "invoices" DROP CONSTRAINT "FK_26daf5e433d6fb88ee32ce93637"`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" DROP CONSTRAINT "FK_0211dc3efc80119698a76632561"`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" DROP CONSTRAINT "FK_6ddf0013acad38b2fc78023fc93"`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" DROP CONSTRAINT "FK_5a4f041ff1a9efb0a6ac9a07713"`);
    await queryRunner.query(`ALTER TABLE "service_inquiries" DROP CONSTRAINT "FK_f8f771bd950355d491749132529"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_bf25a0461b0cc54d3a47d34aeb6"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_389e8e91d4bb09ffa6f07fa5cef"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_f76f1407da937351b92d4e79e13"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_a64c851353a2f42fe6ba588a4e9"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_bd55b203eb9f92b0c8390380010"`);
    await queryRunner.query(`ALTER TABLE "project_steps" DROP CONSTRAINT "FK_9cbef444b568e63ee89b76111c2"`);
    await queryRunner.query(`ALTER TABLE "onboarding_tasks" DROP CONSTRAINT "FK_b16aafb8dea8e49377e631f7bf8"`);
    await queryRunner.query(`ALTER TABLE "consultations" DROP CONSTRAINT "FK_1813c4934d4ef842dbabcbad45f"`);
    await queryRunner.query(`ALTER TABLE "consultations" DROP CONSTRAINT "FK_6b75097e3923dafb9362242037a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_49c1893d69c95a2db4d2152487"`);
    await queryRunner.query(`DROP TABLE "referral_visits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f8f6b82e552b046f74f0fa83c2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e481ef4bb6d18f7f9528568404"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5944fa9aaf4e4427c5049cbfcd"`);
    await queryRunner.query(`DROP TABLE "referral_conversions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a53a83849f95cbcf3fbcf32fd0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f23553d02832ad08a505cf382b"`);
    await queryRunner.query(`DROP TABLE "referrals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dc07b732261225ae97d95b8227"`);
    await queryRunner.query(`DROP TABLE "proposal_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_232eb3e13872b9e53bbe78f9cc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_abf14bbfaf1a03909314317b4a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3e22289562d98d9c6f8e60abaf"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_14c5aece4591591d2c3cb8a257"`);
    await queryRunner.query(`DROP TABLE "proposals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ec457579ff4c457e03a580b75d"`);
    await queryRunner.query(`DROP TABLE "proposal_signers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_461897fd2a9acc7e9a9d65c8bf"`);
    await queryRunner.query(`DROP TABLE "proposal_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6d0175fb8e2767b4e9cebfa28a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_38b7789fc7d734c6ee20a356ee"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6fb7fe0c99c46ee6326fe363b2"`);
    await queryRunner.query(`DROP TABLE "project_messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b110388cd486948d3265b5bd1d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ce91a721e078a2d9852b61ad8f"`);
    await queryRunner.query(`DROP TABLE "project_documents"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_569bc0ec61dad564c9d14ca1a3"`);
    await queryRunner.query(`DROP TABLE "onboarding_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_83483a243a9d38ac09ad83a9df"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e017a4234b7f42c5ebf3449ed3"`);
    await queryRunner.query(`DROP TABLE "sms_optout_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_81dc329ac1a732f4e1dd791699"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dc4a0c95d6001cab25e91d18e1"`);
    await queryRunner.query(`DROP TABLE "sms_logs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_47706a4c0978ce50fe184c8a12"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7c15fbda2d24d1230d28dafd06"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_544e18c2f9e20b664ddc3a4aeb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1049b98b951e50a61669d76176"`);
    await queryRunner.query(`DROP TABLE "drip_logs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cbaf84be4b50bfc218c711bb31"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0ee5dcee3d185b6a8d5708d64c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2fdc443c95ac89981c1a0b0764"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_03b84723a9d96ca8b8508c1bd7"`);
    await queryRunner.query(`DROP TABLE "testimonials"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_00778c307dcb82247c8a6839b2"`);
    await queryRunner.query(`DROP TABLE "services"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d9b883b57fa7f1e9f7e5acd80a"`);
    await queryRunner.query(`DROP TABLE "portfolio"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c7e25e29b1078b70ad77fb650c"`);
    await queryRunner.query(`DROP TABLE "page_sections"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fe66ca6a86dc94233e5d778953"`);
    await queryRunner.query(`DROP TABLE "pages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0dc48416511f011f7de7b2a8f8"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_34fe78276da2e5aea0cf792350"`);
    await queryRunner.query(`DROP TABLE "email_unsubscribes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cc7bfda0109a68bb8a4c632525"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f8ff9a5fe63d10137f01451e0a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0dc7e58d73a1390874a663bd59"`);
    await queryRunner.query(`DROP TABLE "blog"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3b71b1fccadf73dc8d32517396"`);
    await queryRunner.query(`DROP TABLE "verification_codes"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e5d612f5400fecdea71f98ad6c"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bedeeb5b7aff1d64ae6c932bb3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dceee512f548321eacba74f7f3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b90db9a070b86546b0178eeaa9"`);
    await queryRunner.query(`DROP TABLE "questionnaire_responses"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9c5720972dd52bc52c0c133fe5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cfff4b7dc9fa64420a37c50389"`);
    await queryRunner.query(`DROP TABLE "general_questions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5b07377c70f4202a00111091c8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d2bdb28b053239337a5fd14729"`);
    await queryRunner.query(`DROP TABLE "reminder_jobs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4ef16b48a06aa26a4e74102cc1"`);
    await queryRunner.query(`DROP TABLE "invoice_dunning_logs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1ff6c7071143d716d0bb4edd28"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e5e0b17ff5b8378b78022232eb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6450828891db48483132de3d60"`);
    await queryRunner.query(`DROP TABLE "account_credits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_298cb55cdf1a44fbcb097fdf69"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bd4f4c9c9c84a64970977b772f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9ba18dbe4ea525518c4b32df4b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8c68b3c28b8be59412abe39aca"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3a2def6d727bb02fbbb7c4f61c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_26daf5e433d6fb88ee32ce9363"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d8f8d3788694e1b3f96c42c36f"`);
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0211dc3efc80119698a7663256"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6ddf0013acad38b2fc78023fc9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5a4f041ff1a9efb0a6ac9a0771"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_618e422ca46b64772a6c6d5558"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c56e00bd6f26b6eccbf477f606"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f8f771bd950355d49174913252"`);
    await queryRunner.query(`DROP TABLE "service_inquiries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bf25a0461b0cc54d3a47d34aeb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_389e8e91d4bb09ffa6f07fa5ce"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f76f1407da937351b92d4e79e1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a64c851353a2f42fe6ba588a4e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bd55b203eb9f92b0c839038001"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9cbef444b568e63ee89b76111c"`);
    await queryRunner.query(`DROP TABLE "project_steps"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b16aafb8dea8e49377e631f7bf"`);
    await queryRunner.query(`DROP TABLE "onboarding_tasks"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1813c4934d4ef842dbabcbad45"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1a0343b40a7e623d3ea94de293"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_67495d7ece07b0c4c03d60c8a1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6b75097e3923dafb9362242037"`);
    await queryRunner.query(`DROP TABLE "consultations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_97672ac88f789774dd47f7c8be"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
