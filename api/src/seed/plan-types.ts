import type { CoreBookPlan } from '../core';

/** The core records' part of the plan is core's (core/records/book-plan.ts): one definition. */
export type {
  AddressPlan,
  AgencyPlan,
  BillingAccountPlan,
  BillingItemPlan,
  ClaimPlan,
  CoreBookPlan,
  CoveragePlan,
  CreditorPlan,
  DocumentPlan,
  DriverPlan,
  IdCardPlan,
  PolicyPlan,
  PolicyholderPlan,
  VehiclePlan,
} from '../core';

/**
 * The demo book as plain data: what the writer inserts and what the plan tests inspect.
 * Records refer to each other by business keys (agency code, client id, account number,
 * policy key), never by database ids.
 */
export interface DemoPlan extends CoreBookPlan {
  /** The seed date every relative date was computed from. */
  today: string;
  users: UserPlan[];
  systemInfoMessages: SystemInfoMessagePlan[];
  chatOptions: ChatOptionsPlan;
  systemToggles: SystemTogglesPlan;
  advertisements: AdvertisementPlan[];
  /** Pending staff-verification requests (the back office's Staff Verification list). */
  staffVerifications: StaffVerificationPlan[];
  /** Saved payment methods (doc 2 Wallet): tokens the sandbox provider's vault holds too. */
  wallets: WalletPlan[];
}

export interface UserPlan {
  id: string;
  email: string;
  username: string;
  /** Plain text: the writer hashes it. Demo passwords are published in the README. */
  password: string;
  displayName: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  isAdmin: boolean;
  isDeliveryTester: boolean;
  isDelivery: boolean;
  isDeliveryViaEmail: boolean;
  isDeliveryViaText: boolean;
  isClaimDeliveryViaEmail: boolean;
  isClaimDeliveryViaText: boolean;
  additionalEDeliveryEmailRecipients: string[];
  additionalEDeliverySMSRecipients: string[];
  dontShowAdvertisement: boolean;
  dontShowEDelivery: boolean;
  createdAt: Date;
  lastLogin: Date | null;
  policies: { policyNumber: string; nickname: string | null; addedOn: Date }[];
}

export interface SystemInfoMessagePlan {
  message: string;
  start: Date;
  end: Date | null;
  createdAt: Date;
}

/**
 * A staff-verification request waiting in the back office (doc 4 §3): what registration stores
 * after three failed verifications. `password` is the one the requester chose (hashed on write).
 */
export interface StaffVerificationPlan {
  createdAt: Date;
  policyNumber: string;
  policyHolder: string;
  driversLicenseLast4: string | null;
  zip: string | null;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string | null;
  employeeIdentificationNumberLast4: string;
  staffVerificationEmail: string;
  staffVerificationPhoneNumber: string;
  password: string;
  ip: string;
}

export interface ChatOptionsPlan {
  mode: 1 | 2 | 3;
  startTime: string;
  endTime: string;
  closedWeekends: boolean;
  /** Null: no chat provider configured, so the contact dialog shows no chat. */
  chatUrl: string | null;
}

export interface SystemTogglesPlan {
  canMakePayments: boolean;
  electronicAlertsEnabled: boolean;
  cccClaimsEnabled: boolean;
}

export interface AdvertisementPlan {
  header: string;
  size: 0 | 1 | 2 | 3;
  /** 'YYYY-MM-DD'. */
  activeOn: string;
  /** As staff wrote it; the API sanitises it when serving. */
  bodyHtml: string;
}

/** A demo wallet: its owner (by email) and its items, each a sandbox vault token (never a number). */
export interface WalletPlan {
  id: string;
  userEmail: string;
  consumerName: string;
  consumerEmail: string;
  consumerPhone: string | null;
  items: WalletItemPlan[];
  /** Monthly recurring payments charging an item (doc 2 Recurring payments): deduction day from the term, first charge 15 days after the seed. */
  recurring: Array<{ id: string; policyNumber: string; itemIndex: number; emailAddress: string }>;
  /** Scheduled payments from an item, `inDays` after the seed's day (doc 2 Scheduled payments). */
  scheduled: Array<{ id: string; scheduledPaymentId: string; policyNumber: string; itemIndex: number; inDays: number; amountCents: number; feeCents: number }>;
}

export interface WalletItemPlan {
  id: string;
  fundingAccountToken: string;
  fundingCategory: 'Credit' | 'Debit' | 'Check';
  fundingMethod: string | null;
  lastFour: string;
  nickname: string;
  cardExpireMonth: number | null;
  cardExpireYear: number | null;
  bankAccountType: 1 | 2 | null;
  firstName: string | null;
  lastName: string | null;
}
