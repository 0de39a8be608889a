import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue, NavigationNode } from '../../../src/domain/navigation';
import { useShopContext } from '../../../src/shop/ShopContext';
import { FLYOUT_HOVER_DELAY_MS } from '../../../src/config/constants';
import { isBrandsNode } from '../../../src/navigation/brands';
import { DesktopNavigation } from './DesktopNavigation';
import { MobileMenu, MobileMenuButton } from './MobileMenu';
import { Logo, logoHeightVars } from './Logo';
import { ScrollUpButton } from './ScrollUpButton';
import { SearchBox } from '../../../src/organisms/listing/SearchBox';
import { AccountMenu } from '../../../src/organisms/account/AccountMenu';
import { HeaderShopActions } from '../../../src/organisms/cart/HeaderCartArea';

export interface HeaderData {
  tree?: NavigationNode | null;
  hoverDelay?: number;
  logo?: MediaValue;
  logoAlt?: string;
}

/** The header: logo, desktop flyout navigation, the mobile slide-in menu and the scroll-up button. */
export default function Header({ data }: TasticProps<HeaderData>) {
  const { project } = useShopContext();
  const root = data.tree ?? null;
  const brandsNode = root?.children.find(isBrandsNode);
  return (
    <div className="header" style={logoHeightVars(project.logoHeights)} data-headline-style={project.headlineStyle}>
      <div className="header__bar">
        <MobileMenuButton />
        <Logo logo={data.logo} alt={data.logoAlt} shopName={project.name} homeHref={root?._url ?? '/'} />
        <div className="header__search">
          <SearchBox />
        </div>
        <AccountMenu />
        <HeaderShopActions />
      </div>
      <DesktopNavigation root={root} hoverDelay={data.hoverDelay ?? FLYOUT_HOVER_DELAY_MS} brandsHref={brandsNode?._url} />
      <MobileMenu root={root} />
      <ScrollUpButton />
    </div>
  );
}
