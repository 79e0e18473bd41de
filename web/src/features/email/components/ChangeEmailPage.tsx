import { useEffect, useRef } from 'react';
import { toFormFailure } from '@/forms/serverErrors';
import { type EmailLinkSearch, hasLinkValues, incompleteLink } from '../linkSearch';
import { useChangeEmail } from '../queries';
import { EmailLinkLayout, LinkDone, LinkFailed, LinkPending } from './EmailLinkLayout';
import { useEmailText } from '../i18n';

/** /changeemail?code=&userId=&email= (doc 1 §2): confirms the new address as soon as the link is opened. */
export function ChangeEmailPage({ link }: { link: EmailLinkSearch }) {
  const { t } = useEmailText();
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
    const errors = complete ? toFormFailure(change.error).errors : [incompleteLink()];
    return (
      <EmailLinkLayout title={t('change.title')}>
        <LinkFailed title={t('change.failedTitle')} errors={errors}>
          {t('change.failedHelp')}
        </LinkFailed>
      </EmailLinkLayout>
    );
  }

  return (
    <EmailLinkLayout title={t('change.title')}>
      {change.isSuccess ? (
        <LinkDone title={t('change.done')} next={t('change.next')}>
          {t('change.now', { email: link.email })}
        </LinkDone>
      ) : (
        <LinkPending>{t('change.pending')}</LinkPending>
      )}
    </EmailLinkLayout>
  );
}
