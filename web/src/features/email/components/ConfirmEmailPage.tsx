import { useQuery } from '@tanstack/react-query';
import { toFormFailure } from '@/forms/serverErrors';
import { type EmailLinkSearch, INCOMPLETE_LINK, hasLinkValues } from '../linkSearch';
import { confirmEmailQueryOptions } from '../queries';
import { EmailLinkLayout, LinkDone, LinkFailed, LinkPending } from './EmailLinkLayout';
import { CONFIRM_TITLE } from '../titles';

export const CONFIRMED = 'Thank you for confirming your email address.';
export const CONFIRM_FAILED_TITLE = 'Email Confirmation Failed';

/** /confirmemail?code=&userId= (doc 1 §2): confirms the address as soon as the link is opened. */
export function ConfirmEmailPage({ link }: { link: EmailLinkSearch }) {
  const complete = hasLinkValues(link, ['code', 'userId']);
  const confirm = useQuery({ ...confirmEmailQueryOptions(link.code ?? '', link.userId ?? ''), enabled: complete });

  if (!complete || confirm.isError) {
    const errors = complete ? toFormFailure(confirm.error).errors : [INCOMPLETE_LINK];
    return (
      <EmailLinkLayout title={CONFIRM_TITLE}>
        <LinkFailed title={CONFIRM_FAILED_TITLE} errors={errors}>
          To get a new confirmation email, log in with your email address and password. When your email address is not confirmed yet, the log-in page offers to
          send the email again.
        </LinkFailed>
      </EmailLinkLayout>
    );
  }

  return (
    <EmailLinkLayout title={CONFIRM_TITLE}>
      {confirm.isPending ? (
        <LinkPending>Confirming your email address…</LinkPending>
      ) : (
        <LinkDone title={CONFIRMED} to="/">
          Your account is ready. Log in to see your policies.
        </LinkDone>
      )}
    </EmailLinkLayout>
  );
}
