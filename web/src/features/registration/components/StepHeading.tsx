import { Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a registration step. When the step replaces another (`focusOnMount`), the
 * focus moves to it so keyboard and screen-reader users start reading the new step.
 */
export function StepHeading({ title, children, focusOnMount }: { title: string; children?: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div>
      <Title order={2} ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" mt={4}>
          {children}
        </Text>
      )}
    </div>
  );
}
