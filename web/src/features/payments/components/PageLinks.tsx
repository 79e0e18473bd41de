import { Button, Group } from '@mantine/core';
import { pageLinks } from '@/features/policies';

/** Previous, up to 5 page links, next (doc 2 §9); nothing when there is one page. */
export function PageLinks({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap={4} mt="sm">
      <Button size="xs" variant="default" disabled={page === 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
        ‹
      </Button>
      {pageLinks(page, pages).map((n) => (
        <Button
          key={n}
          size="xs"
          variant={n === page ? 'filled' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="xs" variant="default" disabled={page === pages} onClick={() => onPage(page + 1)} aria-label="Next page">
        ›
      </Button>
    </Group>
  );
}
