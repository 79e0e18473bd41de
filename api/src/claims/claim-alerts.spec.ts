import { claimEventEmailRecipients } from './claim-alerts';

describe('claim event emails honour the e-delivery settings', () => {
  const base = {
    email: 'emily@x.test',
    isDelivery: true,
    isClaimDeliveryViaEmail: true,
    additionalEDeliveryEmailRecipients: ['spouse@x.test', 'EMILY@x.test'],
  };

  it('the account address always; the additional recipients only with e-delivery on and claim alerts by email; each once', () => {
    expect(claimEventEmailRecipients(base)).toEqual(['emily@x.test', 'spouse@x.test']);
    expect(claimEventEmailRecipients({ ...base, isClaimDeliveryViaEmail: false })).toEqual(['emily@x.test']);
    expect(claimEventEmailRecipients({ ...base, isDelivery: false })).toEqual(['emily@x.test']);
  });
});
