import type { Cents } from './money';
import { parseAmount, sumCents } from './money';
import type { BankAccountValues } from './bankAccount';
import { checkBankAccount } from './bankAccount';
import type { Payable, PaymentLine, PaymentOption } from './paymentOptions';
import { applyPaymentOption, initialLines, selectedTotal, toggleLine } from './paymentOptions';

/** The wizard's four steps (doc 2 §2), as keys of their titles (wizard.steps.*); the step indicator is hidden on the last. */
export const STEP_KEYS = ['select', 'info', 'confirm', 'result'] as const;
export type Step = 0 | 1 | 2 | 3;

/** `wallet`: one of the customer's saved wallet items (single-method form only, never one-time). */
export type MethodKind = 'card' | 'bank' | 'wallet';

/** A saved wallet item the wizard may pay with: its provider token and what it stands for. */
export interface WalletChoice {
  fundingAccountToken: string;
  fundingCategory: 'Credit' | 'Debit' | 'Check';
  fundingMethod: string | null;
  lastFour: string;
  nickname: string;
}

/** What the provider's card-entry frame returned (the spec's iframeResponse, statusCode 'Created'). */
export interface CardToken {
  fundingAccountToken: string;
  fundingCategory: string;
  fundingMethod?: string;
  lastFour: string;
  /** The frame session the token was entered in (the API binds the token to it). */
  sessionToken: string;
}

export interface BankFields extends BankAccountValues {
  bankName: string;
}

export interface PaymentMethod {
  id: number;
  kind: MethodKind;
  /** The amount typed for this method in a split; the single form pays the total. */
  amountText: string;
  card: CardToken | null;
  bank: BankFields;
  /** The wallet item chosen (kind `wallet`). */
  walletItem: WalletChoice | null;
  /** "Add to wallet" (card or bank, single form, signed in): save it after an approved payment under this nickname. */
  addToWallet: boolean;
  walletNickname: string;
}

export interface WizardState {
  step: Step;
  lines: PaymentLine[];
  split: boolean;
  methods: PaymentMethod[];
  emailAddress: string;
  nextId: number;
  /** Earliest provider issuedOn of this wizard's card sessions (ISO), for Time Left. */
  issuedOn: string[];
  /** The key of the confirmed submission; kept across retries of the same confirmation. */
  idempotencyKey: string | null;
}

export const emptyBank = (): BankFields => ({ routingNumber: '', accountNumber: '', accountNumberConfirmation: '', accountType: '', bankName: '' });

function newMethod(id: number, kind: MethodKind = 'card'): PaymentMethod {
  return { id, kind, amountText: '', card: null, bank: emptyBank(), walletItem: null, addToWallet: false, walletNickname: '' };
}

export function initialWizard(payables: readonly Payable[], options: { preselect?: string; emailAddress?: string } = {}): WizardState {
  return {
    step: 0,
    lines: initialLines(payables, options.preselect),
    split: false,
    methods: [newMethod(1)],
    emailAddress: options.emailAddress ?? '',
    nextId: 2,
    issuedOn: [],
    idempotencyKey: null,
  };
}

export type WizardAction =
  | { type: 'toggle'; policyNumber: string; selected: boolean }
  | { type: 'option'; policyNumber: string; option: PaymentOption; payable: Payable }
  | { type: 'customAmount'; policyNumber: string; text: string }
  | { type: 'goto'; step: Step }
  | { type: 'back' }
  | { type: 'email'; value: string }
  | { type: 'split'; split: boolean }
  | { type: 'addMethod' }
  | { type: 'removeMethod'; id: number }
  | { type: 'methodKind'; id: number; kind: MethodKind }
  | { type: 'methodAmount'; id: number; text: string }
  | { type: 'bank'; id: number; changes: Partial<BankFields> }
  | { type: 'card'; id: number; token: CardToken | null }
  | { type: 'walletItem'; id: number; item: WalletChoice | null }
  | { type: 'addToWallet'; id: number; addToWallet?: boolean; walletNickname?: string }
  | { type: 'session'; issuedOn: string }
  | { type: 'confirming'; key: string };

function updateMethod(state: WizardState, id: number, f: (m: PaymentMethod) => PaymentMethod): WizardState {
  return { ...state, methods: state.methods.map((m) => (m.id === id ? f(m) : m)), idempotencyKey: null };
}

/**
 * The wizard's state machine. Any change to what is paid or how drops the idempotency key:
 * a different submission gets a new one; a retry of the same confirmation keeps it.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggle':
      return { ...state, idempotencyKey: null, lines: state.lines.map((l) => (l.policyNumber === action.policyNumber ? toggleLine(l, action.selected) : l)) };
    case 'option':
      return {
        ...state,
        idempotencyKey: null,
        lines: state.lines.map((l) => (l.policyNumber === action.policyNumber ? applyPaymentOption(l, action.payable, action.option) : l)),
      };
    case 'customAmount':
      return {
        ...state,
        idempotencyKey: null,
        lines: state.lines.map((l) => (l.policyNumber === action.policyNumber ? { ...l, amountCents: parseAmount(action.text) ?? -1 } : l)),
      };
    case 'goto':
      return { ...state, step: action.step };
    case 'back':
      // Back exists except on the first step and the result (doc 2 §4).
      return state.step === 0 || state.step === 3 ? state : { ...state, step: (state.step - 1) as Step, idempotencyKey: null };
    case 'email':
      return { ...state, emailAddress: action.value, idempotencyKey: null };
    case 'split':
      // A split pays with cards and bank accounts only: a wallet item chosen goes back to a card.
      return {
        ...state,
        split: action.split,
        methods: action.split
          ? state.methods.map((m) => (m.kind === 'wallet' ? { ...newMethod(m.id), amountText: m.amountText } : m))
          : state.methods.slice(0, 1),
        idempotencyKey: null,
      };
    case 'addMethod':
      return { ...state, methods: [...state.methods, newMethod(state.nextId, 'bank')], nextId: state.nextId + 1, idempotencyKey: null };
    case 'removeMethod':
      return state.methods.length <= 1 ? state : { ...state, methods: state.methods.filter((m) => m.id !== action.id), idempotencyKey: null };
    case 'methodKind':
      // Changing the payment method resets the source (doc 2 §4).
      return updateMethod(state, action.id, (m) => (m.kind === action.kind ? m : { ...newMethod(m.id, action.kind), amountText: m.amountText }));
    case 'addToWallet':
      return updateMethod(state, action.id, (m) => ({
        ...m,
        addToWallet: action.addToWallet ?? m.addToWallet,
        walletNickname: action.walletNickname ?? m.walletNickname,
      }));
    case 'methodAmount':
      return updateMethod(state, action.id, (m) => ({ ...m, amountText: action.text }));
    case 'bank':
      return updateMethod(state, action.id, (m) => ({ ...m, bank: { ...m.bank, ...action.changes } }));
    case 'card':
      return updateMethod(state, action.id, (m) => ({ ...m, card: action.token }));
    case 'walletItem':
      return updateMethod(state, action.id, (m) => ({ ...m, walletItem: action.item }));
    case 'session':
      return { ...state, issuedOn: [...state.issuedOn, action.issuedOn] };
    case 'confirming':
      return state.idempotencyKey ? state : { ...state, idempotencyKey: action.key };
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/** The amount each method pays: the total for the single form, the typed amount in a split. */
export function methodAmounts(state: Pick<WizardState, 'lines' | 'split' | 'methods'>): Cents[] {
  const total = selectedTotal(state.lines);
  if (!state.split) return state.methods.slice(0, 1).map(() => total);
  return state.methods.map((m) => parseAmount(m.amountText) ?? 0);
}

/** Whether a method's source is complete: a card token from the frame, or a valid bank account. */
export function methodComplete(m: PaymentMethod): boolean {
  if (m.kind === 'card') return m.card !== null;
  if (m.kind === 'wallet') return m.walletItem !== null;
  return Object.keys(checkBankAccount(m.bank)).length === 0;
}

export function totalOfMethods(state: Pick<WizardState, 'lines' | 'split' | 'methods'>): Cents {
  return sumCents(methodAmounts(state));
}
