import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { ClaimReportGateway } from '../gateway';

/** The zip lookup waits this long after typing stops (doc 4 §4, §9). */
export const ZIP_LOOKUP_DEBOUNCE_MS = 500;

/**
 * Looks the zip up 500 ms after typing stops, when it has 5 characters and differs from the one
 * looked up before; a failed lookup is ignored (doc 4 §4).
 */
export function useZipLookup(
  zip: string,
  gateway: Pick<ClaimReportGateway, 'lookupZip'>,
  onFound: (found: { city: string; stateId: number | null }) => void,
): void {
  const [settled] = useDebouncedValue(zip, ZIP_LOOKUP_DEBOUNCE_MS);
  const previous = useRef('');
  const latest = useRef({ zip, onFound });
  useEffect(() => {
    latest.current = { zip, onFound };
  });
  useEffect(() => {
    if (settled.length !== 5 || settled === previous.current) return;
    previous.current = settled;
    let live = true;
    gateway
      .lookupZip(settled)
      .then((found) => {
        if (live && found && latest.current.zip === settled) latest.current.onFound(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [settled, gateway]);
}
