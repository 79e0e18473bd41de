import { useHeaderVariant } from '../headerVariant';
import { AppHeaderBar } from './AppHeaderBar';

/** The portal header, with the menu the matched route asks for (see `HeaderVariant`). */
export function AppHeader() {
  return <AppHeaderBar variant={useHeaderVariant()} />;
}
