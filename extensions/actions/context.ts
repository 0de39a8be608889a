import { randomBytes } from 'node:crypto';
import { defineAction } from '../lib/action';
import { mergeSession } from '../lib/session';
import { localeForChoice, localeSwitchSchema, type LocaleSwitchAnswer } from '../../src/domain/locale';

/**
 * The locale switch (accounts-cart-services.md §4): answers the locale the shop serves for the
 * chosen language and delivery country, whether the basket needs the language update, and a
 * temporary session id for the redirect to the delivery country's domain. The runtime's Response
 * has no headers, so the browser sets the locale cookie itself.
 */
export const switchLocale = defineAction({
  body: localeSwitchSchema,
  handler: async ({ body, session, project, locale }) => {
    const code = localeForChoice(project, body.language, body.country);
    const sessionId = session.sessionId ?? randomBytes(12).toString('base64url');
    const temporarySessionId = randomBytes(6).toString('base64url').slice(0, 8);
    const answer: LocaleSwitchAnswer = {
      success: true,
      locale: code,
      previousLocale: locale.code,
      basketUpdateRequired: code.slice(0, 2) !== locale.language,
      temporarySessionId,
    };
    return { body: answer, session: mergeSession(session, { sessionId, temporarySessionId }) };
  },
});
