import { hasAlerts, isPaperless, signedUpLabel } from './accountStatus';

const off = { isDelivery: false, isDeliveryViaEmail: false, isDeliveryViaText: false, isClaimDeliveryViaEmail: false, isClaimDeliveryViaText: false };

describe('account information status', () => {
  it('shows Paperless as Signed Up when delivery is on', () => {
    expect(signedUpLabel(isPaperless({ ...off, isDelivery: true }))).toBe('Signed Up');
    expect(signedUpLabel(isPaperless(off))).toBe('No');
  });
  it('shows Alerts as Signed Up when delivery is on and any email or text alert is on', () => {
    expect(hasAlerts({ ...off, isDelivery: true, isDeliveryViaText: true })).toBe(true);
    expect(hasAlerts({ ...off, isDelivery: true, isClaimDeliveryViaEmail: true })).toBe(true);
    expect(hasAlerts({ ...off, isDelivery: true })).toBe(false);
  });
  it('shows Alerts as No when delivery is off, even with leftover channel flags', () => {
    expect(hasAlerts({ ...off, isDeliveryViaEmail: true })).toBe(false);
  });
});
