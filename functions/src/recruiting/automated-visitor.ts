// Whether a request for a coach page comes from a program rather than a person
// (docs/recruiting-workspace.md#coach-links): search and social crawlers, the link-preview fetchers of
// chat apps (they fetch a link as soon as it is pasted), HTTP tools and headless browsers. Their
// opens are not counted, so "Opened 2 times" means page views by people. Matched anywhere in the
// User-Agent, ignoring case.
const AUTOMATED_MARKERS = [
  'bot', // Googlebot, bingbot, Slackbot, Discordbot, Twitterbot, LinkedInBot, TelegramBot, Applebot…
  'crawl',
  'spider',
  'slurp',
  'preview', // SkypeUriPreview, Slack-ImgProxy's previews, Microsoft Teams' link preview
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'whatsapp',
  'embedly',
  'vkshare',
  'redditbot',
  'pinterest',
  'iframely',
  'curl',
  'wget',
  'python-requests',
  'python-urllib',
  'aiohttp',
  'httpx',
  'go-http-client',
  'okhttp',
  'apache-httpclient',
  'java/',
  'libwww-perl',
  'axios',
  'node-fetch',
  'undici',
  'postman',
  'insomnia',
  'headless', // HeadlessChrome
  'phantomjs',
  'puppeteer',
  'playwright',
  'lighthouse',
  'pagespeed',
];

/** True for bots, crawlers, link-preview fetchers, HTTP tools and headless browsers, and for a request without a User-Agent. */
export function isAutomatedVisitor(userAgent: string | undefined): boolean {
  const agent = (userAgent ?? '').trim().toLowerCase();
  if (agent === '' || agent === 'node') return true;
  return AUTOMATED_MARKERS.some((marker) => agent.includes(marker));
}
