import type { EntityManager } from '@mikro-orm/postgresql';

/** The stored e-delivery settings (doc 1 §3: the Profile's fields of the same names). */
export interface DeliverySettings {
  isDelivery: boolean;
  isDeliveryViaEmail: boolean;
  isDeliveryViaText: boolean;
  isClaimDeliveryViaEmail: boolean;
  isClaimDeliveryViaText: boolean;
  additionalEDeliveryEmailRecipients: string[];
  additionalEDeliverySMSRecipients: string[];
}

/** The signed-in user's own record as GET /api/profile answers it (read model: plain data, no entity). */
export interface ProfileView extends DeliverySettings {
  id: string;
  email: string;
  username: string;
  displayName: string;
  phoneNumber: string | null;
  /** Linked policy numbers, oldest link first (the order `User.policies` is mapped with). */
  policyNumbers: string[];
  isAdmin: boolean;
  emailConfirmed: boolean;
  isDeliveryTester: boolean;
  dontShowAdvertisement: boolean;
  dontShowEDelivery: boolean;
}

interface ProfileRow {
  id: string;
  email: string;
  username: string;
  display_name: string;
  phone_number: string | null;
  policy_numbers: string[];
  is_admin: boolean;
  email_confirmed: boolean;
  is_delivery: boolean;
  is_delivery_via_email: boolean;
  is_delivery_via_text: boolean;
  is_claim_delivery_via_email: boolean;
  is_claim_delivery_via_text: boolean;
  additional_e_delivery_email_recipients: string[];
  additional_e_delivery_sms_recipients: string[];
  is_delivery_tester: boolean;
  dont_show_advertisement: boolean;
  dont_show_e_delivery: boolean;
}

/**
 * Read model of the profile (api/README.md "Read models"): one statement, the account's columns
 * and its linked policy numbers aggregated in link order, instead of loading the `User` entity
 * and its `policies` collection (two statements, hydration and the identity map) on a call
 * every signed-in page makes. Writes still load the entity. Null when there is no such account.
 */
export async function readProfile(em: EntityManager, userId: string): Promise<ProfileView | null> {
  const rows = await em.getConnection().execute<ProfileRow[]>(
    `/* read model: profile */ select u."id", u."email", u."username", u."display_name", u."phone_number",
       coalesce((select json_agg(up."policy_number" order by up."added_on", up."id") from "user_policy" up where up."user_id" = u."id"), '[]') as "policy_numbers",
       u."is_admin", u."email_confirmed", u."is_delivery", u."is_delivery_via_email", u."is_delivery_via_text",
       u."is_claim_delivery_via_email", u."is_claim_delivery_via_text",
       u."additional_e_delivery_email_recipients", u."additional_e_delivery_sms_recipients",
       u."is_delivery_tester", u."dont_show_advertisement", u."dont_show_e_delivery"
     from "user_account" u where u."id" = ?`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    displayName: row.display_name,
    phoneNumber: row.phone_number,
    policyNumbers: row.policy_numbers,
    isAdmin: row.is_admin,
    emailConfirmed: row.email_confirmed,
    isDelivery: row.is_delivery,
    isDeliveryViaEmail: row.is_delivery_via_email,
    isDeliveryViaText: row.is_delivery_via_text,
    isClaimDeliveryViaEmail: row.is_claim_delivery_via_email,
    isClaimDeliveryViaText: row.is_claim_delivery_via_text,
    additionalEDeliveryEmailRecipients: row.additional_e_delivery_email_recipients,
    additionalEDeliverySMSRecipients: row.additional_e_delivery_sms_recipients,
    isDeliveryTester: row.is_delivery_tester,
    dontShowAdvertisement: row.dont_show_advertisement,
    dontShowEDelivery: row.dont_show_e_delivery,
  };
}

/** What the home page's content depends on in the account (doc 1 §2 Home). */
export interface HomeFlags {
  isDelivery: boolean;
  dontShowAdvertisement: boolean;
  dontShowEDelivery: boolean;
}

/** The three flags GET /api/profile/home needs: one indexed row read, no entity. Null when there is no such account. */
export async function readHomeFlags(em: EntityManager, userId: string): Promise<HomeFlags | null> {
  const rows = await em
    .getConnection()
    .execute<{ is_delivery: boolean; dont_show_advertisement: boolean; dont_show_e_delivery: boolean }[]>(
      '/* read model: home flags */ select "is_delivery", "dont_show_advertisement", "dont_show_e_delivery" from "user_account" where "id" = ?',
      [userId],
    );
  const row = rows[0];
  return row ? { isDelivery: row.is_delivery, dontShowAdvertisement: row.dont_show_advertisement, dontShowEDelivery: row.dont_show_e_delivery } : null;
}
