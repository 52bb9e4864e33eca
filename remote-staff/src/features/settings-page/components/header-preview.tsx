import type { UploadedImage } from '@booking/shared/contract/page-settings';
import { DEFAULT_THEME_COLOR, HEX_COLOR } from '@booking/shared/contract/safe-values';
import { readableTextOn } from '@booking/shared/theme/contrast';
import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';

interface HeaderPreviewProps {
  name: string;
  color: string;
  logo: UploadedImage | null;
  banner: UploadedImage | null;
  instagram: boolean;
  facebook: boolean;
}

const densities = (image: UploadedImage) =>
  image.variants
    .filter((variant) => /^[123]x$/.test(variant.name))
    .map((variant) => `${variant.url} ${variant.name}`)
    .join(', ');
const first = (image: UploadedImage) => image.variants.find((variant) => variant.name === '1x')?.url;

/**
 * The page's header as customers will see it, drawn from what is in the form (not yet saved):
 * the banner, the logo or else the name, the social links, and a button in the brand colour
 * with black or white text, whichever contrasts more (decision 0005), as the page does.
 */
export function HeaderPreview({ name, color, logo, banner, instagram, facebook }: HeaderPreviewProps) {
  const brand = HEX_COLOR.test(color) ? color : DEFAULT_THEME_COLOR;
  const theme = { '--brand': brand, '--on-brand': readableTextOn(brand) } as CSSProperties;
  return (
    <figure className="header-preview" style={theme} aria-labelledby="header-preview-caption">
      <figcaption id="header-preview-caption">
        <FormattedMessage id="staff.settings.page.preview" />
      </figcaption>
      <div className="header-preview-frame">
        {banner ? (
          <img className="header-preview-banner" src={first(banner)} srcSet={densities(banner)} alt="" />
        ) : (
          <div className="header-preview-banner header-preview-banner-default" />
        )}
        <div className="header-preview-bar">
          {logo ? (
            <img className="header-preview-logo" src={first(logo)} srcSet={densities(logo)} alt={name} />
          ) : (
            <span className="header-preview-name">{name}</span>
          )}
          <span className="header-preview-social">
            {instagram && <span>Instagram</span>}
            {facebook && <span>Facebook</span>}
          </span>
        </div>
        <p className="header-preview-body">
          <span className="button header-preview-button">
            <FormattedMessage id="staff.settings.page.previewButton" />
          </span>
        </p>
      </div>
    </figure>
  );
}
