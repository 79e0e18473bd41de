import { escapeHtml, linkify } from './html';
import {
  confirmationMail,
  describeLifetime,
  emailChangeMail,
  emailChangeToTakenAddressMail,
  passwordResetMail,
  portalLink,
  registrationOnTakenAddressMail,
  staffVerificationReceivedMail,
} from './mail-templates';

const base = {
  publicUrl: 'https://portal.example.com',
  to: 'new.member@example.com',
  name: 'Marcus Bell',
  userId: '3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60',
  code: 'abc_DEF-123',
  lifetimeMinutes: 1440,
  locale: 'en-US' as const,
};

describe('mail templates', () => {
  it('links the confirmation mail to /confirmemail with the code and user id', () => {
    const mail = confirmationMail(base);
    const link = 'https://portal.example.com/confirmemail?code=abc_DEF-123&userId=3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60';
    expect(mail.to).toBe('new.member@example.com');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain('expires in 24 hours');
  });

  it('links the reset mail to /resetpassword', () => {
    expect(passwordResetMail(base).text).toContain('https://portal.example.com/resetpassword?code=abc_DEF-123&userId=3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60');
  });

  it('sends the email change link to the new address with the new email in it', () => {
    const mail = emailChangeMail({ ...base, to: 'marcus+new@example.com', newEmail: 'marcus+new@example.com' });
    expect(mail.to).toBe('marcus+new@example.com');
    expect(mail.text).toContain('/changeemail?code=abc_DEF-123&userId=3f0c9a2e-7b1d-4c5e-9f8a-1b2c3d4e5f60&email=marcus%2Bnew%40example.com');
  });

  it('tells a staff verification requester what happens next', () => {
    const mail = staffVerificationReceivedMail({ to: 'm@example.com', policyNumber: 'PPA1001101', policyHolder: 'Marcus Bell', locale: 'en-US' });
    expect(mail.text).toContain('PPA1001101');
    expect(mail.text).toContain('end of the next business day');
  });

  it('tells the owner of a taken address about a registration with it, with a sign-in link and no code', () => {
    const mail = registrationOnTakenAddressMail({ publicUrl: 'https://portal.example.com', to: 'grace@example.com', name: 'Grace Holloway', locale: 'en-US' });
    expect(mail.to).toBe('grace@example.com');
    expect(mail.text).toContain('Hello Grace Holloway,');
    expect(mail.text).toContain('no new account was created');
    expect(mail.text).toContain('Sign in: https://portal.example.com/login');
    expect(mail.text).not.toMatch(/code=|userId=/);
  });

  it('tells the owner of a taken address that another account asked for it and nothing changed', () => {
    const mail = emailChangeToTakenAddressMail({ publicUrl: 'https://portal.example.com', to: 'grace@example.com', name: 'Grace Holloway', locale: 'en-US' });
    expect(mail.text).toContain('nothing was changed and no confirmation link was sent');
    expect(mail.text).not.toMatch(/code=|userId=/);
  });

  it('escapes user input in the HTML body', () => {
    const mail = emailChangeMail({ ...base, name: '<script>alert(1)</script>', newEmail: '"><img src=x>@example.com' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><img');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('builds links under a public URL with a path prefix', () => {
    expect(portalLink('https://example.com/portal/', 'confirmemail', { code: 'a b' })).toBe('https://example.com/portal/confirmemail?code=a+b');
  });

  it('describes link lifetimes in words', () => {
    expect(describeLifetime(1440)).toBe('24 hours');
    expect(describeLifetime(2880)).toBe('2 days');
    expect(describeLifetime(120)).toBe('2 hours');
    expect(describeLifetime(45)).toBe('45 minutes');
  });

  it('escapes HTML and links URLs in plain text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(linkify('Go to https://p.example.com/x?a=1&b=<2> now')).toBe(
      'Go to <a href="https://p.example.com/x?a=1&amp;b=">https://p.example.com/x?a=1&amp;b=</a>&lt;2&gt; now',
    );
  });
});
