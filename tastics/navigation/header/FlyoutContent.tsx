import { FormattedMessage } from 'react-intl';
import type { Flyout as FlyoutModel } from '../../../src/navigation/menu';
import { referenceHref } from '../../../src/navigation/reference';

/** A flyout's content: its groups in one or two columns, the "all" links, the image and the teasers. */
export function FlyoutContent({ flyout, brandsHref }: { flyout: FlyoutModel; brandsHref?: string }) {
  return (
    <>
      <div className="flyout__groups">
        {flyout.groups.map((group) => (
          <section key={group.title} className={`flyout__group flyout__group--cols-${group.columns}`}>
            <h3 className="flyout__group-title">{group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    className={
                      [link.isPremiumSale && 'is-premium-sale', link.highlight && 'is-highlight', link.highlight?.className].filter(Boolean).join(' ') ||
                      undefined
                    }
                  >
                    {link.highlight?.media ? (
                      <img
                        className="flyout__highlight-image"
                        src={link.highlight.media.media.file}
                        alt=""
                        loading="lazy"
                        width={link.highlight.media.media.width}
                        height={link.highlight.media.media.height}
                      />
                    ) : null}
                    {link.label}
                    {link.highlight?.tag ? <span className="flyout__tag">{link.highlight.tag}</span> : null}
                    {link.highlight?.description ? <span className="flyout__highlight-description">{link.highlight.description}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="flyout__all">
          {flyout.allLink ? <a href={flyout.allLink.href}>{flyout.allLink.label}</a> : null}
          {flyout.allBrands && brandsHref ? (
            <a href={brandsHref} className={`is-${flyout.allBrands.style}`}>
              {flyout.allBrands.text ?? <FormattedMessage id="navigation.allBrands" />}
            </a>
          ) : null}
        </div>
      </div>
      {flyout.image ? (
        <div className="flyout__image">
          {flyout.image.href ? <a href={flyout.image.href}>{navigationImage(flyout.image)}</a> : navigationImage(flyout.image)}
        </div>
      ) : null}
      {flyout.teasers.length ? (
        <div className="flyout__teasers">
          {flyout.teasers.map((teaser, i) => (
            <a key={i} className={`flyout__teaser flyout__teaser--${teaser.width}`} href={referenceHref(teaser.link)}>
              {teaser.images.map((image) => (
                <img key={image.media.mediaId} src={image.media.file} alt={image.title ?? ''} loading="lazy" />
              ))}
            </a>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** The node's navigation image of a flyout. */
function navigationImage(image: NonNullable<FlyoutModel['image']>) {
  return <img src={image.media.media.file} alt={image.media.title ?? ''} loading="lazy" width={image.media.media.width} height={image.media.media.height} />;
}
