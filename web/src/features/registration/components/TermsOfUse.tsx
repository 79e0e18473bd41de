import { List, Stack, Text, Title } from '@mantine/core';
import { BRAND_NAME } from '@/features/shell';

/**
 * The portal's terms of use, in plain words: what the portal is for, what the user promises,
 * and what the portal does not replace. Shown by 'Show Terms' during registration.
 */
export function TermsOfUse() {
  return (
    <Stack gap="sm">
      <Text size="sm">These terms apply when you use the {BRAND_NAME} customer portal. By creating an account you agree to them.</Text>
      <Title order={3} size="h5">
        Your account
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>You may register only for policies on which you are a policyholder, or with the policyholder's permission.</List.Item>
        <List.Item>Give true and current information, and keep your email address up to date so our messages reach you.</List.Item>
        <List.Item>
          Keep your password secret. You are responsible for what is done with your account; tell us at once if you think someone else has used it.
        </List.Item>
      </List>
      <Title order={3} size="h5">
        Using the portal
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          Use the portal only to view and manage your own insurance, and do not try to reach other customers' information or disrupt the service.
        </List.Item>
        <List.Item>
          Policy changes, payments and claims made online take effect only when we confirm them. Your policy documents describe your coverage; the portal does
          not change them.
        </List.Item>
        <List.Item>The portal may be unavailable at times, for example during maintenance. When it is, you can reach Customer Service by phone.</List.Item>
      </List>
      <Title order={3} size="h5">
        Messages and privacy
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          We send you emails about your account, such as confirmations and password resets. Paperless documents and alerts are sent only if you sign up for
          them.
        </List.Item>
        <List.Item>We handle your information as described in our privacy policy.</List.Item>
      </List>
      <Title order={3} size="h5">
        Changes
      </Title>
      <Text size="sm">
        We may update these terms or close accounts that break them. If we make important changes, we will tell you in the portal or by email.
      </Text>
    </Stack>
  );
}
