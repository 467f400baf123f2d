// /gu/feed.xml: the feed in Gujarati. The English endpoint writes it from the
// language of the address (context.currentLocale).
export { GET } from '../feed.xml';
