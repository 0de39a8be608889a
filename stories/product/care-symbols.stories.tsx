import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { CARE_CODES, type CareCode } from '../../src/domain/product';
import { CareSymbol } from '../../src/ui/care/CareSymbol';
import { CareInstructions } from '../../src/organisms/product/Information';

/** Every care symbol with its text, for checking the drawings side by side. */
function CareSymbolGrid({ codes, size }: { codes: readonly CareCode[]; size: number }) {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${Math.max(150, size + 40)}px, 1fr))`,
        gap: 16,
      }}
    >
      {codes.map((code) => (
        <li key={code} style={{ display: 'grid', justifyItems: 'center', gap: 6, textAlign: 'center', fontSize: 13 }}>
          <CareSymbol code={code} size={size} />
          <FormattedMessage id={`care.${code}`} />
          <code style={{ fontSize: 11, color: 'var(--color-muted)' }}>{code}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Product/Care symbols',
  component: CareSymbolGrid,
  args: { codes: CARE_CODES, size: 32 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CareSymbolGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All 33 symbols at the size of the product page, with the German text. */
export const AllSymbols: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(CARE_CODES.length);
    await expect(canvas.getByText('Spezialschonwaschgang 30 °C')).toBeInTheDocument();
  },
};

/** The same drawings enlarged to 96 px, to check the parts. */
export const Enlarged: Story = { args: { size: 96 } };

/** As the care tab of the product page shows them. */
export const InTheCareTab: Story = {
  render: () => <CareInstructions codes={['wash_30_gentle', 'do_not_bleach', 'do_not_tumble_dry', 'iron_medium', 'dry_clean_p']} />,
};
