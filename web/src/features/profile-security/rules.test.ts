import { ruleFor } from '@/forms/constraints';
import { PASSWORD_REQUIREMENT, canChangeEmail, canManageAlerts, canChangePassword, changePasswordRequest, isMenuEntryActive, profileMenu } from './rules';

describe('change password', () => {
  it('is enabled only when the new password and its confirmation are non-empty and equal', () => {
    expect(canChangePassword('', '')).toBe(false);
    expect(canChangePassword('Lantern-Tide-43', 'Lantern-Tide-4')).toBe(false);
    expect(canChangePassword('Lantern-Tide-43', 'Lantern-Tide-43')).toBe(true);
  });

  it('sends the spec body {oldPassword, password}: the confirmation stays in the form', () => {
    expect(changePasswordRequest({ oldPassword: 'Harbor-Guest-42', password: 'Lantern-Tide-43', confirmPassword: 'Lantern-Tide-43' })).toEqual({
      oldPassword: 'Harbor-Guest-42',
      password: 'Lantern-Tide-43',
    });
  });

  it('takes the password rule from the spec: 8 characters, a digit, an upper and a lower case letter', () => {
    const rule = ruleFor('ChangePasswordRequest', 'password', 'New password', { pattern: PASSWORD_REQUIREMENT });
    expect(rule('Ab1')).toBe('New password must be at least 8 characters.');
    expect(rule('lantern-tide-43')).toBe(PASSWORD_REQUIREMENT);
    expect(rule('Lantern-Tide-43')).toBeNull();
    // Letters of any script count (the spec's pattern is read with the u flag).
    expect(rule('ÉCOLE-été-43')).toBeNull();
    expect(rule('école-été-43')).toBe(PASSWORD_REQUIREMENT);
  });
});

describe('change email', () => {
  it('is enabled only when the new email and its confirmation are equal and not empty', () => {
    expect(canChangeEmail('', '')).toBe(false);
    expect(canChangeEmail('new@example.com', 'new@example.org')).toBe(false);
    expect(canChangeEmail('new@example.com', ' New@Example.com ')).toBe(true);
  });

  it('compares the new email without spaces or case on both sides, and spaces alone are empty', () => {
    expect(canChangeEmail(' New@Example.com ', 'new@example.com')).toBe(true);
    expect(canChangeEmail('   ', '   ')).toBe(false);
  });

  it('takes the email rule from the spec', () => {
    const rule = ruleFor('SendEmailChangeRequest', 'newEmail', 'New email');
    expect(rule('not-an-email')).toBe('Enter a valid email address, such as name@example.com.');
    expect(rule('new@example.com')).toBeNull();
  });
});

describe('profile menu', () => {
  it('shows E-Mail and Text Alerts only to delivery testers (until the alerts toggle arrives)', () => {
    expect(profileMenu({ isDeliveryTester: false }).map((e) => e.label)).toEqual(['Account Information', 'Username and Password']);
    expect(profileMenu({ isDeliveryTester: true }).map((e) => e.label)).toEqual(['Account Information', 'Username and Password', 'E-Mail and Text Alerts']);
  });

  it('links each entry to its page', () => {
    expect(profileMenu({ isDeliveryTester: true }).map((e) => e.to)).toEqual(['/profile', '/profile/security', '/profile/alerts']);
  });

  it('offers E-Mail and Text Alerts to everyone when the electronic alerts toggle is on', () => {
    expect(profileMenu({ isDeliveryTester: false, electronicAlertsEnabled: true }).map((e) => e.label)).toContain('E-Mail and Text Alerts');
    expect(profileMenu({ isDeliveryTester: false, electronicAlertsEnabled: false }).map((e) => e.label)).not.toContain('E-Mail and Text Alerts');
  });

  it('marks Account Information only on /profile itself and Username and Password on its sub-pages', () => {
    const [info, security] = profileMenu({ isDeliveryTester: false });
    expect(isMenuEntryActive(info!, '/profile')).toBe(true);
    expect(isMenuEntryActive(info!, '/profile/security')).toBe(false);
    expect(isMenuEntryActive(security!, '/profile/security/password')).toBe(true);
    expect(isMenuEntryActive(security!, '/profile/securityx')).toBe(false);
  });

  it('ignores trailing slashes in the address, however many', () => {
    const [info, security] = profileMenu({ isDeliveryTester: false });
    expect(isMenuEntryActive(info!, '/profile/')).toBe(true);
    expect(isMenuEntryActive(info!, '/profile//')).toBe(true);
    expect(isMenuEntryActive(security!, '/profile/security//')).toBe(true);
  });
});

describe('access to the alerts screen', () => {
  it('is open to everyone while electronic alerts are on, and only to delivery testers while they are off', () => {
    expect(canManageAlerts({ isDeliveryTester: false, electronicAlertsEnabled: true })).toBe(true);
    expect(canManageAlerts({ isDeliveryTester: true, electronicAlertsEnabled: false })).toBe(true);
    expect(canManageAlerts({ isDeliveryTester: false, electronicAlertsEnabled: false })).toBe(false);
  });
});
