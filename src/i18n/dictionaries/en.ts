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
      feedDescription: "News about {school} and the school's newsletters.",
      contactPointType: 'admissions and general enquiries',
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
    contact: {
      description:
        'Write to {school} in {city}: questions about admissions, the hostel, visits or support. Our address and map are here too.',
      lead: 'Questions about admissions, the hostel, a visit or how to support our children? Write to us and we will reply by e-mail.',
      writeToUs: 'Write to us',
      findUs: 'Find us',
      email: 'E-mail',
      phone: 'Phone',
    },
    volunteers: {
      description:
        'Volunteer at {school}: raise funds, run field trips, look after the website or the library, or help with research.',
      heading: 'Volunteer with us',
      lead: 'Our {students} children learn more when more people give their time. Tell us how you would like to help and we will get in touch.',
      waysToHelp: 'Ways you can help',
      offerYourTime: 'Offer your time',
    },
    /** What a form's page says when JavaScript is off; {email} is the school's address, as a link. */
    formNoScript: {
      lead: 'Sending this form needs JavaScript, which is off in your browser.',
      contact: 'Please e-mail us at {email} instead.',
      volunteer: 'Please e-mail us at {email} and tell us how you would like to help.',
    },
    /**
     * What both forms show. The validation messages, `sent` and `sendFailed`
     * are the specification's own texts, as is 'Send Message': tests compare
     * against them.
     */
    forms: {
      allRequired: 'All fields are required.',
      draftKeptInTab: 'What you type is kept in this tab, even if you reload the page, until it is sent.',
      draftBlocked:
        'This browser does not let the site store data, so what you type is not kept if you leave the page before sending.',
      draftFull:
        'The storage of this browser is full, so what you type is not kept if you leave the page before sending.',
      fullNameLabel: 'Full name',
      emailLabel: 'Email address',
      messageLabel: 'Message',
      requiredMark: '(required)',
      /** Read by screen readers before a field's error. */
      errorPrefix: 'Error:',
      /** The hidden field only bots fill in; screen readers never reach it. */
      trapLabel: 'Leave this field empty',
      send: 'Send Message',
      /** The name of the dots that replace the button while a message is on its way. */
      sendingLabel: 'Sending',
      sendingText: 'Sending…',
      required: 'Please fill out all required fields.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid 10-digit phone number.',
      // Only a tampered page can send a role outside the list; the specification has no text for it.
      role: 'Please choose one of the listed volunteer roles.',
      sent: 'Your message has been sent successfully.',
      sendFailed: 'An error occurred while sending your message. Please try again later.',
      // The e-mail service or the outbox answered that the message is too large:
      // sending it again would never work, so this is never "try again later".
      tooLong:
        'Your message is too long to be sent. Please shorten it and send it again; everything you typed is kept here.',
      /** Beside a field as its text nears its limit, and read with the field. */
      roomLeft: 'Characters left: {count}',
      /** Told politely to screen readers only as the text passes a few marks, never at every key. */
      roomMark: 'At most {count} characters left.',
      roomNone: 'No characters left: this field takes at most {max}.',
      // No answer in time: the request may still be delivered (the e-mail
      // service's client cannot cancel it), so the visitor must not be told it
      // failed, nor be led to send it twice without knowing.
      timeout:
        'The e-mail service did not answer in time. Your message may still arrive, so everything you typed is kept here. Please wait a few minutes before sending it again.',
      resendQuestion:
        'Your earlier message may still arrive, and sending it again could give the school two copies. Send it again anyway?',
      resendButton: 'Send it again',
    },
    contactForm: {
      emailHint: 'So that we can reply to you.',
    },
    /** The role labels name the values the office receives, which stay in English. */
    volunteerForm: {
      phoneLabel: 'Phone number',
      phoneHint: '10 digits, for example 98765 43210. You may add +91 in front.',
      cityLabel: 'City',
      roleLabel: 'How would you like to help?',
      rolePlaceholder: 'Choose a role',
      messageHint: 'Tell us a little about yourself and when you are free.',
      roleFundRaising: 'Fund raising',
      roleFieldTrips: 'Arranging and conducting field trips / tour',
      roleWebsite: 'Designing and maintaining the website',
      roleLibrary: 'Cataloging the library',
      roleResearch: 'Research & survey work',
    },
  },
};
