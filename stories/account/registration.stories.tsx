import type { Meta, StoryObj } from '@storybook/react-vite';
import Registration from '../../tastics/account/registration';
import { allDevices, storyPageFolder } from '../support/tastic';
import { loggedOutFallback } from './support';

const meta = {
  title: 'Tastics/Account/Registration',
  component: Registration,
  parameters: {
    tasticType: 'hirmer/account/registration',
    swrFallback: loggedOutFallback,
    projectConfiguration: { mainCountriesDach: 'DE,AT,CH', mainCountries: 'DE,AT,CH,NL,FR,PL,CZ', deliveryCountryList: 'DE,AT,CH,NL,BE,FR,PL,CZ,GB,US,CA' },
  },
  args: { tasticId: 'story-registration', pageFolder: storyPageFolder, data: { ...allDevices, showLoyalty: true } },
} satisfies Meta<typeof Registration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** hgg asks for the assortments big and tall with the newsletter. */
export const Hgg: Story = { globals: { project: 'hgg' } };
export const WithoutLoyalty: Story = { args: { data: { ...allDevices, showLoyalty: false } } };
