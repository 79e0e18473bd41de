import { ClaimEventKind } from '../core';
import { claimEventEmailRecipients, claimEventText, claimEventTextRecipients } from './claim-alerts';

describe('claim event emails honour the e-delivery settings', () => {
  const base = {
    email: 'emily@x.test',
    isDelivery: true,
    isDeliveryTester: false,
    electronicAlertsEnabled: true,
    isClaimDeliveryViaEmail: true,
    additionalEDeliveryEmailRecipients: ['spouse@x.test', 'EMILY@x.test'],
  };

  it('the account address always; the additional recipients only with e-delivery on and claim alerts by email; each once', () => {
    expect(claimEventEmailRecipients(base)).toEqual(['emily@x.test', 'spouse@x.test']);
    expect(claimEventEmailRecipients({ ...base, isClaimDeliveryViaEmail: false })).toEqual(['emily@x.test']);
    expect(claimEventEmailRecipients({ ...base, isDelivery: false })).toEqual(['emily@x.test']);
  });

  it('with the electronic alerts toggle off the settings are not in force (the alerts screen is hidden), except for a delivery tester', () => {
    expect(claimEventEmailRecipients({ ...base, electronicAlertsEnabled: false })).toEqual(['emily@x.test']);
    expect(claimEventEmailRecipients({ ...base, electronicAlertsEnabled: false, isDeliveryTester: true })).toEqual(['emily@x.test', 'spouse@x.test']);
  });
});

describe('claim event texts honour the e-delivery settings and carry nothing personal', () => {
  const base = {
    phoneNumber: '5551234567',
    isDelivery: true,
    isDeliveryTester: false,
    electronicAlertsEnabled: true,
    isClaimDeliveryViaText: true,
    additionalEDeliverySMSRecipients: ['5559876543', '555-123-4567', '123'],
  };

  it('the mobile and the additional SMS numbers only with e-delivery on and claim texts on; 10 digits each, once', () => {
    expect(claimEventTextRecipients(base)).toEqual(['5551234567', '5559876543']);
    expect(claimEventTextRecipients({ ...base, isClaimDeliveryViaText: false })).toEqual([]);
    expect(claimEventTextRecipients({ ...base, isDelivery: false })).toEqual([]);
    expect(claimEventTextRecipients({ ...base, phoneNumber: null })).toEqual(['5559876543', '5551234567']);
  });

  it('no text with the electronic alerts toggle off, unless the account is a delivery tester', () => {
    expect(claimEventTextRecipients({ ...base, electronicAlertsEnabled: false })).toEqual([]);
    expect(claimEventTextRecipients({ ...base, electronicAlertsEnabled: false, isDeliveryTester: true })).toEqual(['5551234567', '5559876543']);
  });

  it('a text holds the claim number, the event summary and the link: no adjuster name or amount', () => {
    expect(claimEventText('1004977', ClaimEventKind.DocumentsRequested, 'https://portal.test/claims/1004977')).toBe(
      'Claim 1004977: your adjuster asked for documents. Details: https://portal.test/claims/1004977',
    );
    for (const kind of Object.values(ClaimEventKind)) expect(claimEventText('X1', kind, 'h').length).toBeLessThanOrEqual(160);
  });
});
