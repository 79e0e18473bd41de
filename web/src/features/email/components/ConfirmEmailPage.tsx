import { useQuery } from '@tanstack/react-query';
import { toFormFailure } from '@/forms/serverErrors';
import { type EmailLinkSearch, hasLinkValues, incompleteLink } from '../linkSearch';
import { confirmEmailQueryOptions } from '../queries';
import { EmailLinkLayout, LinkDone, LinkFailed, LinkPending } from './EmailLinkLayout';
import { useEmailText } from '../i18n';

/** /confirmemail?code=&userId= (doc 1 §2): confirms the address as soon as the link is opened. */
export function ConfirmEmailPage({ link }: { link: EmailLinkSearch }) {
  const { t } = useEmailText();
  const complete = hasLinkValues(link, ['code', 'userId']);
  const confirm = useQuery({ ...confirmEmailQueryOptions(link.code ?? '', link.userId ?? ''), enabled: complete });

  if (!complete || confirm.isError) {
    const errors = complete ? toFormFailure(confirm.error).errors : [incompleteLink()];
    return (
      <EmailLinkLayout title={t('confirm.title')}>
        <LinkFailed title={t('confirm.failedTitle')} errors={errors}>
          {t('confirm.failedHelp')}
        </LinkFailed>
      </EmailLinkLayout>
    );
  }

  return (
    <EmailLinkLayout title={t('confirm.title')}>
      {confirm.isPending ? (
        <LinkPending>{t('confirm.pending')}</LinkPending>
      ) : (
        <LinkDone title={t('confirm.done')} to="/">
          {t('confirm.ready')}
        </LinkDone>
      )}
    </EmailLinkLayout>
  );
}
