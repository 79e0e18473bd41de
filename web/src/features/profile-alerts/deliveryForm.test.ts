import { checkEmailRecipient, checkMobileRecipient, deliveryReducer, type DeliverySettings, hasUnsavedChanges, phoneEditBlock, saveStep } from './deliveryForm';

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
    it('mobile recipients keep digits only; duplicates and the profile phone are refused', () => {
      expect(checkMobileRecipient('(317) 555-0100', [], '3175550142')).toEqual({ mobile: '3175550100' });
      expect(checkMobileRecipient('317-555-0100', ['3175550100'], null)).toEqual({ error: 'Mobile number already exists' });
      expect(checkMobileRecipient('317-555-0142', [], '3175550142')).toEqual({ error: 'Mobile number already exists' });
    });
  });
});
