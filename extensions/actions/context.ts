import { randomBytes } from 'node:crypto';
import { defineAction } from '../lib/action';
import { mergeSession } from '../lib/session';
import { localeForChoice, localeSwitchSchema, sessionTakeoverSchema, type LocaleSwitchAnswer } from '../../src/domain/locale';
import { ActionError } from '../lib/errors';
import { SESSION_HANDOVER_TTL_MS } from '../../src/config/constants';
import type { ShopContextAnswer } from '../../src/domain/shop-context';
import { browserProjectConfiguration } from '../../src/domain/project-configuration';

/**
 * The locale switch (accounts-cart-services.md §4): answers the locale the shop serves for the
 * chosen language and delivery country, whether the basket needs the language update, and a
 * temporary session id for the redirect to the delivery country's domain. The runtime's Response
 * has no headers, so the browser sets the locale cookie itself.
 */
export const switchLocale = defineAction({
  body: localeSwitchSchema,
  handler: async ({ body, session, project, locale, services }) => {
    const code = localeForChoice(project, body.language, body.country);
    const sessionId = session.sessionId ?? randomBytes(12).toString('base64url');
    // Long and random: whoever holds it takes the session over on the other domain.
    const temporarySessionId = randomBytes(18).toString('base64url');
    const answer: LocaleSwitchAnswer = {
      success: true,
      locale: code,
      previousLocale: locale.code,
      basketUpdateRequired: code.slice(0, 2) !== locale.language,
      temporarySessionId,
    };
    const next = mergeSession(session, { sessionId });
    await services.sessionHandover.leave(temporarySessionId, next, SESSION_HANDOVER_TTL_MS);
    return { body: answer, session: next };
  },
});

/** The other domain's side of the redirect: takes over the session left under the temporary id, once. */
export const takeOverSession = defineAction({
  body: sessionTakeoverSchema,
  handler: async ({ body, session, services }) => {
    const handed = await services.sessionHandover.take(body.temporarySessionId);
    if (!handed) throw new ActionError(410, 'handover_expired', 'This session can no longer be taken over.', 'temporarySessionId');
    return { body: { success: true }, session: mergeSession(session, handed) };
  },
});

/**
 * What a Frontend project's renderer needs to know about the shop besides the page (its `ShopShell`
 * settings): the brand, the locale served, the project configuration resolved for the language
 * (public fields only), and the search settings with the search-only key. Without a media base the
 * local host's own address serves the pictures.
 */
export const shop = defineAction({
  handler: ({ project, locale, configuration, shop }) => {
    const { appId, apiKey, hosts } = shop.browserSearch();
    const answer: ShopContextAnswer = {
      success: true,
      shop: {
        projectId: project.id,
        locale: locale.code,
        projectConfiguration: browserProjectConfiguration({ ...configuration, mediaBaseUrl: configuration.mediaBaseUrl || (shop.localOrigin() ?? '') }),
        search: { appId, apiKey, hosts },
      },
    };
    return { body: answer };
  },
});
