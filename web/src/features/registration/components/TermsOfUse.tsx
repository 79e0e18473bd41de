import { List, Stack, Text, Title } from '@mantine/core';
import { BRAND_NAME } from '@/features/shell';

/** The terms, section by section: a heading and its points (one point is shown as a sentence). */
const SECTIONS: { title: string; points: string[] }[] = [
  {
    title: 'Your account',
    points: [
      "You may register only for policies on which you are a policyholder, or with the policyholder's permission.",
      'Give true and current information, and keep your email address up to date so our messages reach you.',
      'Keep your password secret. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
    ],
  },
  {
    title: 'Using the portal',
    points: [
      "Use the portal only to view and manage your own insurance, and do not try to reach other customers' information or disrupt the service.",
      'Policy changes, payments and claims made online take effect only when we confirm them. Your policy documents describe your coverage; the portal does not change them.',
      'The portal may be unavailable at times, for example during maintenance. When it is, you can reach Customer Service by phone.',
    ],
  },
  {
    title: 'Messages and privacy',
    points: [
      'We send you emails about your account, such as confirmations and password resets. Paperless documents and alerts are sent only if you sign up for them.',
      'We handle your information as described in our privacy policy.',
    ],
  },
  {
    title: 'Changes',
    points: ['We may update these terms or close accounts that break them. If we make important changes, we will tell you in the portal or by email.'],
  },
];

/**
 * The portal's terms of use, in plain words: what the portal is for, what the user promises,
 * and what the portal does not replace. Shown by 'Show Terms' during registration.
 */
export function TermsOfUse() {
  return (
    <Stack gap="sm">
      <Text size="sm">These terms apply when you use the {BRAND_NAME} customer portal. By creating an account you agree to them.</Text>
      {SECTIONS.map(({ title, points }) => [
        <Title key={`${title}-title`} order={3} size="h5">
          {title}
        </Title>,
        points.length === 1 ? (
          <Text key={`${title}-text`} size="sm">
            {points[0]}
          </Text>
        ) : (
          <List key={`${title}-list`} size="sm" spacing={4}>
            {points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        ),
      ])}
    </Stack>
  );
}
