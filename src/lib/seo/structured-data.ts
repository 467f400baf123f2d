/** JSON-LD for search engines: the school as an organisation, each activity page as a page about it. */
import { dialled, type SchoolDetails } from '../content/site-details';

const schoolId = (siteUrl: string) => new URL('/#school', siteUrl).href;

export function schoolJsonLd(
  site: SchoolDetails,
  urls: { site: string; logo: string },
  /** What the contact point is for, in the page's language. */
  contactType: string,
  /** The page's language (BCP 47): the names and address above are in it. */
  language: string,
): Record<string, unknown> {
  const { address } = site;
  return {
    '@context': 'https://schema.org',
    '@type': ['School', 'EducationalOrganization'],
    '@id': schoolId(urls.site),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    inLanguage: language,
    url: new URL('/', urls.site).href,
    logo: urls.logo,
    email: site.email,
    telephone: dialled(site.phone),
    foundingDate: String(site.facts.founded),
    parentOrganization: { '@type': 'NGO', name: site.trust },
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.locality}`,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.map.latitude, longitude: site.map.longitude },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType,
      email: site.email,
      telephone: dialled(site.phone),
      availableLanguage: ['English', 'Gujarati', 'Hindi', 'Indian Sign Language'],
    },
    sameAs: [site.videoChannel.url],
  };
}

/** `language`: the page's (BCP 47), as in its <html lang>. */
export function activityJsonLd(
  page: { title: string; description: string; url: string; imageUrl: string; language: string },
  siteUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: page.url,
    inLanguage: page.language,
    primaryImageOfPage: { '@type': 'ImageObject', contentUrl: page.imageUrl },
    about: { '@type': 'Thing', name: page.title },
    isPartOf: { '@type': 'WebSite', url: new URL('/', siteUrl).href },
    publisher: { '@id': schoolId(siteUrl) },
  };
}

/** JSON for a <script type="application/ld+json"> block: "<" escaped so text can never close the tag. */
export function serialiseJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
