// English: the site's own words, and the model every other dictionary in this
// folder follows (its type is this file's shape). Texts the specification
// fixes, such as 'NOT FOUND', must stay exactly as they are. A {name} is a gap
// the page fills in; a translation keeps the same gaps.
import type { Language } from '../../lib/i18n/translate.ts';

const language: Language = {
  code: 'en',
  openGraphLocale: 'en_IN',
  // Day, month name, year: "14 February 2019", as the pages have always shown.
  intlLocale: 'en-GB',
};

export default {
  language,
  words: {
    layout: {
      skipLink: 'Skip to main content',
      homeTitle: '{school} | {tagline}',
      pageTitle: '{page} | {school}',
      feedTitle: '{school}: news and newsletters',
    },
    header: {
      brandSubtitle: 'for hearing-impaired children',
    },
    nav: {
      label: 'Main',
      menu: 'Menu',
      about: 'About',
      activities: 'Activities',
    },
    /** Page titles: each page's name in the menus, its heading and its browser tab. */
    pages: {
      home: 'Home',
      interactClub: 'Interact Club',
      newsCorner: 'News Corner',
      infrastructure: 'Infrastructure',
      about: 'About Us',
      gallery: 'Gallery',
      volunteers: 'Volunteers',
      contact: 'Contact Us',
      notFound: 'Page not found',
    },
    footer: {
      pages: 'Pages',
      newsletters: 'Newsletters',
      newsletterFile: '({file}, opens in a new tab)',
      allNewsletters: 'All newsletters',
      stayInTouch: 'Stay in touch',
      email: 'E-mail:',
      copyright: "© {year} {trust}. {school}. Sample content: replace with the school's own.",
    },
    home: {
      volunteer: 'Volunteer with us',
      contact: 'Contact the school',
      factsLabel: 'The school in numbers',
      founded: 'year the school was founded',
      hostelBuilt: 'year the hostel was built',
      students: 'students',
      studentsWithFreeStay: 'students with free stay and food',
      wageGrant: 'of wages met by grant',
      contingencyGrant: 'of contingency costs met by grant',
      lifeAtSchool: 'Life at school',
      wellWishers: 'Our well-wishers',
      wellWishersIntro:
        'Friends of the school whose gifts of time and money keep our hostel and classrooms running.',
      wellWisherCaption: '{name}: {note}',
      knowMore: 'Know More',
      knowMoreAbout: 'about {topic}',
      whyUs: 'Why choose us',
      achievements: 'Our achievements',
      cardsLabel: 'Support, education and achievements',
      videos: 'Watch our children',
      playVideo: 'Play video',
      playVideoNamed: 'Play video: {title}',
    },
    about: {
      description:
        'Our vision, mission, story and values: how {school} has taught deaf and hard-of-hearing children since {founded}.',
      lead: 'Since {founded}, {trust} has run {school}: a school and hostel where deaf and hard-of-hearing children learn, play and grow.',
      values: 'Our Values',
      features: 'Educational Features',
    },
    gallery: {
      description:
        '{count} photos of everyday life at {school}: lessons, hostel, festivals, sports and trips.',
      lead: 'Lessons, hostel evenings, festivals, sports and trips: a look at everyday life in our school. Select a photo to see it larger.',
      photosLabel: 'Photos of school life',
    },
    infrastructure: {
      description:
        'The classrooms, hostel, therapy rooms and grounds of {school}: {count} facilities built for deaf and hard-of-hearing children.',
      lead: 'Our campus has grown since {founded} and the hostel since {hostelBuilt}. These are the {count} facilities our children use every day.',
      facilities: 'Our facilities',
    },
    newsCorner: {
      description: 'What the newspapers have written about {school}: {count} clippings, newest first.',
      lead: 'Our children and teachers in the news. Select a clipping to read it larger.',
      clippingsLabel: 'Newspaper clippings',
    },
    newsletters: {
      title: 'Newsletters',
      description: 'Every newsletter of {school}, newest first: {count} issues to download as PDF.',
      lead: 'News from our classrooms and hostel. Every issue stays here, newest first.',
      listLabel: 'Newsletter issues',
      download: 'Download this issue',
    },
    pdfCover: {
      alt: 'First page of {title}',
    },
    notFound: {
      description: 'This page does not exist. Find your way from the links on this page.',
      heading: 'NOT FOUND',
      explanation:
        'We could not find a page at this address. It may have moved, or there may be a typing mistake in the address.',
      home: 'Go to the home page',
      activities: 'See our activities',
      contact: 'Contact the school',
    },
    activity: {
      description:
        '{title}: {tagline}. How deaf and hard-of-hearing children at our school take part, with photos.',
      photos: 'Photos of {title}',
      more: 'More activities',
      previous: 'Previous activity',
      next: 'Next activity',
    },
    map: {
      frameTitle: 'Map showing where {place} is',
      open: 'Open in maps',
      openService: '(OpenStreetMap)',
      note: 'The map comes from OpenStreetMap and loads only when you ask for it, so nothing is sent to them before that.',
      show: 'Show the map',
    },
    document: {
      download: 'Download the document',
      downloadLink: '{label} ({file})',
    },
    fileSize: {
      bytes: '{size} bytes',
      kilobytes: '{size} KB',
      megabytes: '{size} MB',
      pdf: 'PDF, {size}',
    },
    carousel: {
      /** What screen readers call the carousel and each of its slides (aria-roledescription). */
      carouselRole: 'carousel',
      slideRole: 'slide',
      previous: 'Previous photo',
      next: 'Next photo',
      play: 'Play',
      pause: 'Pause',
      slideshow: 'slideshow',
      photo: 'Photo',
      position: '{current} of {total}',
      rowLabel: '{label}: scroll sideways for more photos',
      hint: 'Scroll sideways to see all {count} photos.',
    },
    lightbox: {
      dialogLabel: 'Photo viewer: {label}',
      close: 'Close photo viewer',
      toggleMaximize: 'Toggle full size',
      previous: 'Previous photo',
      next: 'Next photo',
      download: 'Download photo',
      playVideo: 'Play video',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      actualSize: 'View actual size',
      brokenImage: 'Sorry, this photo could not be loaded. Please try again later.',
    },
    pdfViewer: {
      start: 'Read it here, page by page',
      note: 'The page reader is a large download: on slow mobile data, downloading the document is quicker.',
      loading: 'Loading the document…',
      unsupported: 'This browser cannot show the document on the page; please use the download link above.',
      failed: 'The document could not be shown on the page; please use the download link above.',
      stageLabel: '{title}, page {page}',
      previous: 'Previous',
      next: 'Next',
      pageHint: 'page',
      pageStatus: 'Page {page} of {count}',
      zoomOut: 'Zoom out',
      zoomIn: 'Zoom in',
      zoomHint: 'Zoom',
      fit: 'Fit to width',
    },
    toasts: {
      dismiss: 'Dismiss notification',
    },
  },
};
