import { Button, Group } from '@mantine/core';
import { pageLinks } from '@/features/policies';
import { usePaymentsText } from '../i18n';

const PREVIOUS = '‹';
const NEXT = '›';

/** Previous, up to 5 page links, next (doc 2 §9); nothing when there is one page. */
export function PageLinks({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  const { t } = usePaymentsText();
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap={4} mt="sm">
      <Button size="xs" variant="default" disabled={page === 1} onClick={() => onPage(page - 1)} aria-label={t('pages.previous')}>
        {PREVIOUS}
      </Button>
      {pageLinks(page, pages).map((n) => (
        <Button
          key={n}
          size="xs"
          variant={n === page ? 'filled' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pages.page', { n })}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="xs" variant="default" disabled={page === pages} onClick={() => onPage(page + 1)} aria-label={t('pages.next')}>
        {NEXT}
      </Button>
    </Group>
  );
}
