import { defineMessages } from '../define';

export const content = defineMessages({
  'content.spacer.label': { de: 'Abstand', en: 'Spacing', cs: 'Mezera', pl: 'Odstęp', nl: 'Afstand', fr: 'Espacement' },
});
