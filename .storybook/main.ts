import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The default react-docgen: react-docgen-typescript needs TypeScript's JS API, which TypeScript 7 lacks.
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
