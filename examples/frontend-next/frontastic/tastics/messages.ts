import type { ProjectTasticMessages } from '@hirmer/storefront-sdk/server';

/**
 * The package's messages the project's own tastics show (a page sends the browser only the messages
 * of its tastics: `messagesForPage`): an id, or every id under a prefix ending in `.`. The store notice
 * writes only its editor's text.
 */
export const projectTasticMessages: ProjectTasticMessages = {
  'acme/content/store-notice': [],
};
