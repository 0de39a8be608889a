import type { Preview } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { AppProviders } from '../src/page/AppProviders';
import { ShopOverlays } from '../src/page/ShopOverlays';
import { getProject, PROJECT_IDS } from '../src/config/projects';
import { parseLocale } from '../src/config/locale';
import { messagesFor } from '../src/i18n/catalog';
import { ThemeScope } from '../src/ui/ThemeScope';
import { parseProjectConfiguration } from '../src/domain/project-configuration';
import '../src/ui/styles.css';

const LOCALES = ['de_DE', 'de_AT', 'de_CH', 'en_GB', 'cs_CZ', 'pl_PL', 'nl_NL', 'fr_FR'];

/** Every story renders inside the same providers as a page: intl, jotai, SWR and the shop context. */
const preview: Preview = {
  globalTypes: {
    project: {
      description: 'Shop project',
      toolbar: { title: 'Project', icon: 'box', items: [...PROJECT_IDS], dynamicTitle: true },
    },
    locale: {
      description: 'Locale (language_TERRITORY)',
      toolbar: { title: 'Locale', icon: 'globe', items: LOCALES, dynamicTitle: true },
    },
  },
  initialGlobals: { project: 'hrm', locale: 'de_DE' },
  decorators: [
    (Story, context) => {
      const project = getProject(context.globals.project as string);
      const locale = parseLocale(String(context.globals.locale ?? project.defaultLocale)) ?? parseLocale(project.defaultLocale)!;
      return (
        <AppProviders
          shop={{
            project,
            locale,
            environment: 'development',
            projectConfiguration: parseProjectConfiguration(context.parameters.projectConfiguration ?? {}, locale.language),
            search: { appId: 'embedded', apiKey: 'embedded-search-key', hosts: [] },
          }}
          messages={messagesFor(locale.language)}
          fallback={(context.parameters.swrFallback as Record<string, unknown>) ?? {}}
          store={createStore()}
        >
          <ThemeScope>
            <Story />
            <ShopOverlays />
          </ThemeScope>
        </AppProviders>
      );
    },
  ],
};

export default preview;
