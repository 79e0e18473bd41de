import { applyDeliveryRules, applyPhoneChange, DELIVERY_MESSAGES, parsePhone, type DeliverySettings } from './delivery-rules';

const off: DeliverySettings = {
  isDelivery: false,
  isDeliveryViaEmail: false,
  isDeliveryViaText: false,
  isClaimDeliveryViaEmail: false,
  isClaimDeliveryViaText: false,
  additionalEDeliveryEmailRecipients: [],
  additionalEDeliverySMSRecipients: [],
};
const byEmail: DeliverySettings = { ...off, isDelivery: true, isDeliveryViaEmail: true, isClaimDeliveryViaEmail: true };
const owner: { email: string; phoneNumber: string | null } = { email: 'emily@example.com', phoneNumber: '3175550142' };

function saved(stored: DeliverySettings, requested: Partial<DeliverySettings>, who = owner): DeliverySettings {
  const outcome = applyDeliveryRules(stored, { ...stored, ...requested }, who);
  if (!outcome.ok) throw new Error(`refused: ${outcome.errors.join('; ')}`);
  return outcome.settings;
}
function refused(stored: DeliverySettings, requested: Partial<DeliverySettings>, who = owner): string[] {
  const outcome = applyDeliveryRules(stored, { ...stored, ...requested }, who);
  if (outcome.ok) throw new Error('saved');
  return outcome.errors;
}

describe('delivery rules', () => {
  describe('applyDeliveryRules', () => {
    it('turning delivery on with no channel chosen selects document and claim email, not text', () => {
      expect(saved(off, { isDelivery: true })).toMatchObject({
        isDeliveryViaEmail: true,
        isClaimDeliveryViaEmail: true,
        isDeliveryViaText: false,
        isClaimDeliveryViaText: false,
      });
    });

    it('turning delivery on keeps a channel chosen in the same save', () => {
      expect(saved(off, { isDelivery: true, isDeliveryViaText: true })).toMatchObject({
        isDeliveryViaEmail: false,
        isDeliveryViaText: true,
        isClaimDeliveryViaText: true,
      });
    });

    it('turning delivery off clears all four channel flags', () => {
      const all = { ...byEmail, isDeliveryViaText: true, isClaimDeliveryViaText: true };
      expect(saved(all, { isDelivery: false })).toMatchObject({
        isDeliveryViaEmail: false,
        isDeliveryViaText: false,
        isClaimDeliveryViaEmail: false,
        isClaimDeliveryViaText: false,
      });
    });

    it('turning email off clears document and claim email', () => {
      const both = { ...byEmail, isDeliveryViaText: true, isClaimDeliveryViaText: true };
      expect(saved(both, { isDeliveryViaEmail: false, isClaimDeliveryViaEmail: true })).toMatchObject({
        isDeliveryViaEmail: false,
        isClaimDeliveryViaEmail: false,
      });
    });

    it('turning text on sets document and claim text', () => {
      expect(saved(byEmail, { isDeliveryViaText: true, isClaimDeliveryViaText: false })).toMatchObject({
        isDeliveryViaText: true,
        isClaimDeliveryViaText: true,
      });
    });

    it('claim alerts follow the document channels whatever the request says', () => {
      expect(saved(byEmail, { isClaimDeliveryViaEmail: false, isClaimDeliveryViaText: true })).toMatchObject({
        isClaimDeliveryViaEmail: true,
        isClaimDeliveryViaText: false,
      });
    });

    it('refuses delivery on with neither email nor text', () => {
      expect(refused(byEmail, { isDeliveryViaEmail: false })).toEqual([DELIVERY_MESSAGES.channelRequired]);
      expect(DELIVERY_MESSAGES.channelRequired).toBe('To receive your documents and notifications electronically, either Email or Text must be selected.');
    });

    it('saves delivery off without any channel', () => {
      expect(saved(byEmail, { isDelivery: false, isDeliveryViaEmail: false }).isDelivery).toBe(false);
    });

    it('refuses text without a phone on the profile', () => {
      expect(refused(byEmail, { isDeliveryViaText: true }, { ...owner, phoneNumber: null })).toEqual([DELIVERY_MESSAGES.textNeedsPhone]);
    });

    it('lower-cases and trims additional email recipients', () => {
      expect(saved(byEmail, { additionalEDeliveryEmailRecipients: ['  Mark.Carter@Example.COM '] }).additionalEDeliveryEmailRecipients).toEqual([
        'mark.carter@example.com',
      ]);
    });

    it('refuses a repeated email recipient, also when only case and spaces differ', () => {
      expect(refused(byEmail, { additionalEDeliveryEmailRecipients: ['a@example.com', ' A@example.com'] })).toEqual(['Email Address already exists']);
    });

    it('refuses an email recipient equal to the profile email', () => {
      expect(refused(byEmail, { additionalEDeliveryEmailRecipients: ['Emily@Example.com'] })).toEqual(['Email Address already exists']);
    });

    it('strips non-digits from additional mobile recipients', () => {
      expect(saved(byEmail, { additionalEDeliverySMSRecipients: ['(317) 555-0199'] }).additionalEDeliverySMSRecipients).toEqual(['3175550199']);
    });

    it('refuses a mobile recipient that is not 10 digits', () => {
      expect(refused(byEmail, { additionalEDeliverySMSRecipients: ['317-555-01999'] })).toEqual([DELIVERY_MESSAGES.mobileInvalid]);
    });

    it('refuses a repeated mobile recipient', () => {
      expect(refused(byEmail, { additionalEDeliverySMSRecipients: ['3175550199', '317.555.0199'] })).toEqual(['Mobile number already exists']);
    });

    it('refuses a mobile recipient equal to the profile phone', () => {
      expect(refused(byEmail, { additionalEDeliverySMSRecipients: ['317-555-0142'] })).toEqual(['Mobile number already exists']);
    });

    it('lists every reason at once, each once', () => {
      expect(refused(byEmail, { isDeliveryViaEmail: false, additionalEDeliveryEmailRecipients: ['emily@example.com', 'emily@example.com'] })).toEqual([
        DELIVERY_MESSAGES.channelRequired,
        'Email Address already exists',
      ]);
    });
  });

  describe('applyPhoneChange', () => {
    const withText: DeliverySettings = { ...byEmail, isDeliveryViaText: true, isClaimDeliveryViaText: true, additionalEDeliverySMSRecipients: ['3175550199'] };

    it('clearing the phone turns text off (documents and claims) and clears the mobile recipients', () => {
      expect(applyPhoneChange(withText, null)).toMatchObject({ isDeliveryViaText: false, isClaimDeliveryViaText: false, additionalEDeliverySMSRecipients: [] });
    });

    it('clearing the phone keeps delivery on when email is on', () => {
      expect(applyPhoneChange(withText, null)).toMatchObject({ isDelivery: true, isDeliveryViaEmail: true });
    });

    it('clearing the phone turns delivery off when text was its only channel', () => {
      const textOnly = { ...withText, isDeliveryViaEmail: false, isClaimDeliveryViaEmail: false };
      expect(applyPhoneChange(textOnly, null).isDelivery).toBe(false);
    });

    it('a new phone leaves the delivery settings as they are', () => {
      expect(applyPhoneChange(withText, '3175550100')).toEqual(withText);
    });
  });

  describe('parsePhone', () => {
    it('saves the phone as digits only', () => {
      expect(parsePhone('(317) 555-0142')).toEqual({ ok: true, phoneNumber: '3175550142' });
      expect(parsePhone('+1 317 555 0142')).toEqual({ ok: true, phoneNumber: '3175550142' });
    });

    it('an empty phone removes it', () => {
      expect(parsePhone('')).toEqual({ ok: true, phoneNumber: null });
    });

    it('refuses a phone that is not 10 digits', () => {
      expect(parsePhone('317-555-01429')).toEqual({ ok: false, error: DELIVERY_MESSAGES.mobileInvalid });
    });

    it('drops a leading 1 only from 11 digits: 10 digits are kept as typed', () => {
      expect(parsePhone('1175550142')).toEqual({ ok: true, phoneNumber: '1175550142' });
      expect(parsePhone('1-317-555-0142')).toEqual({ ok: true, phoneNumber: '3175550142' });
      expect(parsePhone('1-317-555-01429')).toEqual({ ok: false, error: DELIVERY_MESSAGES.mobileInvalid });
    });
  });
});
