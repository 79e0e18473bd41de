import en from '@/i18n/locales/en/id-cards.json';
import { defineNamespace, textOf } from '@/i18n';

/** The Auto ID Cards screen's texts: `const { t } = useIdCardsText();`. */
export const useIdCardsText = defineNamespace('id-cards', en);
/** For the route's title, outside components (read at call time). */
export const idCardsText = () => textOf('id-cards');
