import { useEffect, useRef } from 'react';
import { toFormFailure } from '@/forms/serverErrors';
import { type EmailLinkSearch, INCOMPLETE_LINK, hasLinkValues } from '../linkSearch';
import { useChangeEmail } from '../queries';
import { EmailLinkLayout, LinkDone, LinkFailed, LinkPending } from './EmailLinkLayout';
import { CHANGE_TITLE } from '../titles';

export const EMAIL_CHANGED = 'Email Changed';
export const CHANGE_FAILED_TITLE = 'Email Change Failed';

/** /changeemail?code=&userId=&email= (doc 1 §2): confirms the new address as soon as the link is opened. */
export function ChangeEmailPage({ link }: { link: EmailLinkSearch }) {
  const complete = hasLinkValues(link, ['code', 'userId', 'email']);
  const change = useChangeEmail();
  // The code works once: send it once, even when React runs effects twice in development.
  const sent = useRef(false);
  useEffect(() => {
    if (!complete || sent.current) return;
    sent.current = true;
    change.mutate({ code: link.code!, userId: link.userId!, email: link.email! });
  }, [complete, change, link]);

  if (!complete || change.isError) {
    const errors = complete ? toFormFailure(change.error).errors : [INCOMPLETE_LINK];
    return (
      <EmailLinkLayout title={CHANGE_TITLE}>
        <LinkFailed title={CHANGE_FAILED_TITLE} errors={errors}>
          Your email address has not been changed. To try again, log in and change it from Username and Password in your profile; we will send a new link to the
          new address.
        </LinkFailed>
      </EmailLinkLayout>
    );
  }

  return (
    <EmailLinkLayout title={CHANGE_TITLE}>
      {change.isSuccess ? (
        <LinkDone title={EMAIL_CHANGED} next="Please log in again with your new email address.">
          Thank you. Your email address is now {link.email}.
        </LinkDone>
      ) : (
        <LinkPending>Confirming your new email address…</LinkPending>
      )}
    </EmailLinkLayout>
  );
}
