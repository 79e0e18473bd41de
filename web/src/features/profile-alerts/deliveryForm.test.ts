import type { Profile } from '@portal/generated-client';
import {
  alertTypes,
  checkEmailRecipient,
  checkMobileRecipient,
  deliveryReducer,
  type DeliverySettings,
  hasUnsavedChanges,
  phoneEditBlock,
  saveStep,
  settingsOf,
} from './deliveryForm';

const off: DeliverySettings = {
  isDelivery: false,
  isDeliveryViaEmail: false,
  isDeliveryViaText: false,
  isClaimDeliveryViaEmail: false,
  isClaimDeliveryViaText: false,
  additionalEDeliveryEmailRecipients: [],
  additionalEDeliverySMSRecipients: [],
};
const allOn: DeliverySettings = {
  ...off,
  isDelivery: true,
  isDeliveryViaEmail: true,
  isDeliveryViaText: true,
  isClaimDeliveryViaEmail: true,
  isClaimDeliveryViaText: true,
};

describe('e-delivery settings', () => {
  describe('toggle cascades', () => {
    it('turning delivery on sets document and claim email on and text off', () => {
      expect(deliveryReducer({ ...off, isDeliveryViaText: true }, { type: 'delivery', on: true })).toMatchObject({
        isDelivery: true,
        isDeliveryViaEmail: true,
        isClaimDeliveryViaEmail: true,
        isDeliveryViaText: false,
        isClaimDeliveryViaText: false,
      });
    });
    it('turning delivery off clears all four channel flags', () => {
      expect(deliveryReducer(allOn, { type: 'delivery', on: false })).toMatchObject(off);
    });
    it('turning email off clears document and claim email', () => {
      expect(deliveryReducer(allOn, { type: 'email', on: false })).toMatchObject({
        isDeliveryViaEmail: false,
        isClaimDeliveryViaEmail: false,
        isDeliveryViaText: true,
      });
    });
    it('turning text on sets document and claim text', () => {
      const on = deliveryReducer({ ...off, isDelivery: true }, { type: 'text', on: true, hasPhone: true });
      expect(on).toMatchObject({ isDeliveryViaText: true, isClaimDeliveryViaText: true });
    });
    it('the email and text toggles do nothing while delivery is off', () => {
      expect(deliveryReducer(off, { type: 'email', on: true })).toBe(off);
      expect(deliveryReducer(off, { type: 'text', on: true, hasPhone: true })).toBe(off);
    });
    it('turning email on sets document and claim email', () => {
      expect(deliveryReducer({ ...off, isDelivery: true }, { type: 'email', on: true })).toMatchObject({
        isDeliveryViaEmail: true,
        isClaimDeliveryViaEmail: true,
      });
    });
    it('text cannot be turned on without a phone', () => {
      const state = { ...off, isDelivery: true };
      expect(deliveryReducer(state, { type: 'text', on: true, hasPhone: false })).toBe(state);
    });
  });

  describe('clearing the phone', () => {
    it('turns text off and clears SMS recipients; delivery stays on with email', () => {
      const next = deliveryReducer({ ...allOn, additionalEDeliverySMSRecipients: ['3175550100'] }, { type: 'phoneCleared' });
      expect(next).toMatchObject({ isDelivery: true, isDeliveryViaText: false, isClaimDeliveryViaText: false, additionalEDeliverySMSRecipients: [] });
    });
    it('turns delivery off when text was the only channel', () => {
      const textOnly = { ...off, isDelivery: true, isDeliveryViaText: true, isClaimDeliveryViaText: true };
      expect(deliveryReducer(textOnly, { type: 'phoneCleared' }).isDelivery).toBe(false);
    });
  });

  describe('saving', () => {
    it('with delivery on needs email or text', () => {
      expect(saveStep({ ...off, isDelivery: true })).toEqual({
        kind: 'error',
        header: 'Changes could not be saved.',
        message: 'To receive your documents and notifications electronically, either Email or Text must be selected.',
      });
    });
    it('with delivery on and a channel asks for consent first', () => {
      expect(saveStep(allOn)).toEqual({ kind: 'consent' });
    });
    it('with delivery on, email alone or text alone is channel enough', () => {
      expect(saveStep({ ...off, isDelivery: true, isDeliveryViaEmail: true })).toEqual({ kind: 'consent' });
      expect(saveStep({ ...off, isDelivery: true, isDeliveryViaText: true })).toEqual({ kind: 'consent' });
    });
    it('with delivery off saves directly', () => {
      expect(saveStep(off)).toEqual({ kind: 'save' });
    });
  });

  it('blocks editing the phone while other changes are unsaved', () => {
    expect(phoneEditBlock(off, off)).toBeNull();
    expect(hasUnsavedChanges(off, allOn)).toBe(true);
    expect(phoneEditBlock(off, allOn)).toEqual({ header: 'Warning', message: 'Please save your current changes before updating the phone number.' });
  });

  describe('additional recipients', () => {
    it('email recipients are lower-cased and trimmed; duplicates and the profile email are refused', () => {
      expect(checkEmailRecipient('  Ann@Example.COM ', [], 'me@example.com')).toEqual({ email: 'ann@example.com' });
      expect(checkEmailRecipient('ANN@example.com', ['ann@example.com'], 'me@example.com')).toEqual({ error: 'Email Address already exists' });
      expect(checkEmailRecipient(' Me@Example.com', [], 'me@example.com')).toEqual({ error: 'Email Address already exists' });
    });
    it('an email recipient is compared without case or spaces on both sides: the profile email and every listed recipient', () => {
      expect(checkEmailRecipient('me@example.com', [], ' Me@Example.COM ')).toEqual({ error: 'Email Address already exists' });
      expect(checkEmailRecipient('ann@example.com', ['bob@example.com', ' Ann@Example.com '], 'me@example.com')).toEqual({
        error: 'Email Address already exists',
      });
      expect(checkEmailRecipient('cy@example.com', ['bob@example.com', 'ann@example.com'], 'me@example.com')).toEqual({ email: 'cy@example.com' });
    });
    it('mobile recipients keep digits only; duplicates and the profile phone are refused', () => {
      expect(checkMobileRecipient('(317) 555-0100', [], '3175550142')).toEqual({ mobile: '3175550100' });
      expect(checkMobileRecipient('317-555-0100', ['3175550100'], null)).toEqual({ error: 'Mobile number already exists' });
      expect(checkMobileRecipient('317-555-0142', [], '3175550142')).toEqual({ error: 'Mobile number already exists' });
      expect(checkMobileRecipient('3175550142', [], '317-555-0142')).toEqual({ error: 'Mobile number already exists' });
    });
  });

  describe('recipient list', () => {
    const withRecipients: DeliverySettings = {
      ...allOn,
      additionalEDeliveryEmailRecipients: ['ann@example.com', 'bob@example.com'],
      additionalEDeliverySMSRecipients: ['3175550100', '3175550101'],
    };
    it('adds an email recipient at the end and leaves the mobile list alone', () => {
      const next = deliveryReducer(withRecipients, { type: 'addEmailRecipient', email: 'cy@example.com' });
      expect(next.additionalEDeliveryEmailRecipients).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);
      expect(next.additionalEDeliverySMSRecipients).toEqual(['3175550100', '3175550101']);
      expect(next.isDelivery).toBe(true);
    });
    it('removes only the email recipient named', () => {
      const next = deliveryReducer(withRecipients, { type: 'removeEmailRecipient', email: 'ann@example.com' });
      expect(next.additionalEDeliveryEmailRecipients).toEqual(['bob@example.com']);
      expect(next.additionalEDeliverySMSRecipients).toEqual(['3175550100', '3175550101']);
    });
    it('adds a mobile recipient at the end and leaves the email list alone', () => {
      const next = deliveryReducer(withRecipients, { type: 'addMobileRecipient', mobile: '3175550102' });
      expect(next.additionalEDeliverySMSRecipients).toEqual(['3175550100', '3175550101', '3175550102']);
      expect(next.additionalEDeliveryEmailRecipients).toEqual(['ann@example.com', 'bob@example.com']);
      expect(next.isDeliveryViaText).toBe(true);
    });
    it('removes only the mobile recipient named', () => {
      const next = deliveryReducer(withRecipients, { type: 'removeMobileRecipient', mobile: '3175550101' });
      expect(next.additionalEDeliverySMSRecipients).toEqual(['3175550100']);
      expect(next.additionalEDeliveryEmailRecipients).toEqual(['ann@example.com', 'bob@example.com']);
    });
    it('reset puts back the saved settings as they are', () => {
      expect(deliveryReducer(withRecipients, { type: 'reset', settings: off })).toBe(off);
    });
  });

  it("starts from the profile's saved settings, with recipient lists of its own", () => {
    const profile = {
      ...allOn,
      isDeliveryViaText: false,
      isClaimDeliveryViaEmail: false,
      additionalEDeliveryEmailRecipients: ['ann@example.com'],
      additionalEDeliverySMSRecipients: ['3175550100'],
      displayName: 'Emily Carter',
    } as unknown as Profile;
    const settings = settingsOf(profile);
    expect(settings).toEqual({
      isDelivery: true,
      isDeliveryViaEmail: true,
      isDeliveryViaText: false,
      isClaimDeliveryViaEmail: false,
      isClaimDeliveryViaText: true,
      additionalEDeliveryEmailRecipients: ['ann@example.com'],
      additionalEDeliverySMSRecipients: ['3175550100'],
    });
    expect(settings.additionalEDeliveryEmailRecipients).not.toBe(profile.additionalEDeliveryEmailRecipients);
    expect(settings.additionalEDeliverySMSRecipients).not.toBe(profile.additionalEDeliverySMSRecipients);
  });

  it('lists the alert types of doc 1 §8: new document, payments and claims, four each', () => {
    expect(alertTypes()).toEqual([
      { group: 'New document', items: ['Declarations page', 'Invoice', 'Renewal documents', 'Notices'] },
      { group: 'Payments', items: ['Payment due', 'Payment due in 7 days', 'Payment late', 'Payment posted'] },
      {
        group: 'Claims',
        items: ['Claim received, with your claim number', 'Adjuster contact information', 'Claim payment issued', 'Your adjuster is trying to reach you'],
      },
    ]);
  });
});
