import type { CreditorType, DocumentKind, PolicyStatus } from '../core';

/**
 * The demo book as plain data: what the writer inserts and what the plan tests inspect.
 * Records refer to each other by business keys (agency code, client id, account number,
 * policy key), never by database ids.
 */
export interface DemoPlan {
  /** The seed date every relative date was computed from. */
  today: string;
  agencies: AgencyPlan[];
  policyholders: PolicyholderPlan[];
  billingAccounts: BillingAccountPlan[];
  policies: PolicyPlan[];
  users: UserPlan[];
  systemInfoMessages: SystemInfoMessagePlan[];
  chatOptions: ChatOptionsPlan;
  systemToggles: SystemTogglesPlan;
  advertisements: AdvertisementPlan[];
  /** Saved payment methods (doc 2 Wallet): tokens the sandbox provider's vault holds too. */
  wallets: WalletPlan[];
}

export interface AgencyPlan {
  agencyCode: string;
  displayName: string;
  producerName: string;
  producerPhones: string[];
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
  phones: string[];
  emails: string[];
}

export interface AddressPlan {
  line1: string | null;
  line2: string | null;
  poBox: string | null;
  city: string;
  state: string;
  zip5: string;
  county: string;
}

export interface PolicyholderPlan {
  clientId: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  isCommercial: boolean;
  dateOfBirth: string | null;
  taxIdLast4: string;
  email: string | null;
  homePhone: string | null;
  workPhone: string | null;
  cellPhone: string | null;
  /** Mailing address first. */
  addresses: AddressPlan[];
}

export interface BillingAccountPlan {
  accountNumber: string;
  primaryPolicyKey: string;
  outstandingBalance: number;
  outstandingBalanceDueDate: string | null;
  payInFullAmount: number;
  lastPaymentAmount: number | null;
  lastPaymentDate: string | null;
}

export interface CoveragePlan {
  coverageType: string;
  description: string;
  coverageLimitDescription: string;
  premium: number;
}

export interface CreditorPlan {
  creditorNum: number;
  creditorType: CreditorType;
  businessName: string | null;
  firstName: string | null;
  lastName: string | null;
  houseNumber: string | null;
  aptNum: string | null;
  streetName: string | null;
  poBox: string | null;
  city: string;
  stateId: number;
  zip: string;
  county: string | null;
}

export interface VehiclePlan {
  vehicleNum: number;
  vin: string;
  year: number;
  make: string;
  model: string;
  style: string;
  bodyTypeId: number;
  classCode: string;
  annualMileage: number;
  loanOrLease: boolean;
  hasThirdPartyLoanLeaseCoverage: boolean;
  comprehensive: number;
  collision: number;
  rentalReimbursement: number;
  towingAndLabor: number;
  comprehensiveDeductible: number;
  collisionDeductible: number;
  deleteFutureEffectiveDate: string | null;
  coverages: CoveragePlan[];
  creditors: CreditorPlan[];
}

export interface DriverPlan {
  driverNum: number;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  suffix: string | null;
  birthDate: string;
  gender: number;
  maritalStatus: string;
  licenseNumber: string;
  licenseState: string;
  relationshipTypeId: number;
  deleteFutureEffectiveDate: string | null;
}

export interface DocumentPlan {
  kind: DocumentKind;
  description: string;
  formNumber: string | null;
  printDate: string;
  printUrl: string;
}

export interface IdCardPlan {
  /** The vehicle the card is for; null for a card not tied to a listed vehicle. */
  vehicleNum: number | null;
  year: number;
  make: string;
  model: string;
  printDate: string;
  printUrl: string;
}

export interface BillingItemPlan {
  itemDate: string;
  description: string;
  itemType: number;
  paymentAmount: number;
  billedAmount: number;
  balance: number;
}

export interface ClaimPlan {
  claimNumber: string;
  type: string;
  lossDate: string;
  status: string;
  description: string;
  representativeName: string | null;
  representativeEmail: string | null;
  representativePhone: string | null;
}

export interface PolicyPlan {
  /** Unique within the plan: policy number plus 'current' or 'renewal'. */
  key: string;
  policyNumber: string;
  /** The 10-digit number printed on the policy's bills (the same on every term). */
  paymentNumber: string;
  policyImageNum: number;
  versionId: number;
  type: string;
  status: PolicyStatus;
  effectiveDate: string;
  endDate: string;
  cancellationDate: string | null;
  companyName: string;
  holderClientId: string;
  secondaryHolderClientId: string | null;
  agencyCode: string;
  billingAccountNumber: string | null;
  renewalOfKey: string | null;
  paymentPlan: string;
  paymentPlanId: number;
  autoPay: boolean;
  termPremium: number;
  nextDueDate: string | null;
  nextDueAmount: number;
  outstandingBalance: number;
  outstandingBalanceDueDate: string | null;
  payInFullAmount: number;
  lastPaymentAmount: number | null;
  lastPaymentDate: string | null;
  minimumEffectiveDate: string | null;
  maximumEffectiveDate: string | null;
  hasAutoEnhancement: boolean;
  hasAutoPlusEnhancement: boolean;
  hasPendingEndorsement: boolean;
  isPendingEndorsementMP: boolean;
  pendingEndorsementPolicyImageNum: number | null;
  pendingEndorsementTransactionDate: string | null;
  isPolicyInNoticeOfCancellation: boolean;
  packageParts: { number: number; name: string }[];
  vehicles: VehiclePlan[];
  drivers: DriverPlan[];
  documents: DocumentPlan[];
  idCards: IdCardPlan[];
  billingItems: BillingItemPlan[];
  claims: ClaimPlan[];
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
