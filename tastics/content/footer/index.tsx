import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { useShopContext } from '../../../src/shop/ShopContext';
import { referenceHref } from '../../../src/navigation/reference';
import { LocaleSwitch } from '../../../src/organisms/locale/LocaleSwitch';
import { NewsletterEmailForm } from '../../../src/organisms/content/NewsletterEmailForm';
import { ContentLink } from '../../../src/ui/content/ContentLink';

const PAYMENT_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  paypal: 'PayPal',
  amazonpay: 'Amazon Pay',
  klarna: 'Klarna',
  invoice: 'Rechnung',
  applepay: 'Apple Pay',
} as const;
const SHIPPING_NAMES = { dhl: 'DHL', dpd: 'DPD', ups: 'UPS', gls: 'GLS' } as const;
const SOCIAL_NAMES = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
} as const;

export interface FooterData {
  columns?: { title?: string; links?: { text?: string; link?: ReferenceValue | null; openAsModal?: boolean }[] }[];
  payments?: { method?: keyof typeof PAYMENT_NAMES }[];
  shipping?: { carrier?: keyof typeof SHIPPING_NAMES }[];
  social?: { network?: keyof typeof SOCIAL_NAMES; url?: string }[];
  newsletterHeadline?: string;
  newsletterTarget?: ReferenceValue | null;
  copyright?: string;
}

/** The shop's footer: service link columns, payment and shipping methods, the newsletter, social links, the language and country switch. */
export default function Footer({ data }: TasticProps<FooterData>) {
  const intl = useIntl();
  const { project } = useShopContext();
  const columns = (data.columns ?? []).filter((c) => c.title && c.links?.some((l) => l.text));
  const payments = (data.payments ?? []).flatMap((p) => (p.method && p.method in PAYMENT_NAMES ? [PAYMENT_NAMES[p.method]] : []));
  const carriers = (data.shipping ?? []).flatMap((s) => (s.carrier && s.carrier in SHIPPING_NAMES ? [SHIPPING_NAMES[s.carrier]] : []));
  const social = (data.social ?? []).filter((s) => s.network && s.network in SOCIAL_NAMES && /^https:\/\//.test(s.url ?? ''));
  return (
    <div className="site-footer">
      <div className="site-footer__top">
        {columns.map((column, i) => (
          <nav key={i} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column
                .links!.filter((l) => l.text)
                .map((l, j) => (
                  <li key={j}>
                    <ContentLink link={l.link} openAsModal={l.openAsModal}>
                      {l.text}
                    </ContentLink>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
          <h2 className="site-footer__title" id="footer-newsletter">
            {data.newsletterHeadline || intl.formatMessage({ id: 'footer.newsletter' })}
          </h2>
          <NewsletterEmailForm target={referenceHref(data.newsletterTarget) ?? '/newsletter'} label={intl.formatMessage({ id: 'content.newsletter.email' })} />
        </section>
      </div>
      <div className="site-footer__middle">
        {payments.length ? (
          <section className="site-footer__badges" aria-labelledby="footer-payment">
            <h2 className="site-footer__small-title" id="footer-payment">
              <FormattedMessage id="footer.payment" />
            </h2>
            <ul>
              {payments.map((name) => (
                <li key={name} className="site-footer__badge">
                  {name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {carriers.length ? (
          <section className="site-footer__badges" aria-labelledby="footer-shipping">
            <h2 className="site-footer__small-title" id="footer-shipping">
              <FormattedMessage id="footer.shipping" />
            </h2>
            <ul>
              {carriers.map((name) => (
                <li key={name} className="site-footer__badge">
                  {name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {social.length ? (
          <nav className="site-footer__social" aria-label={intl.formatMessage({ id: 'footer.social' })}>
            <ul>
              {social.map((s) => (
                <li key={s.network}>
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {SOCIAL_NAMES[s.network!]}
                    <span className="visually-hidden"> {intl.formatMessage({ id: 'content.newWindow' })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <LocaleSwitch />
        <p className="site-footer__copyright">{data.copyright || `© ${project.name}`}</p>
      </div>
    </div>
  );
}
