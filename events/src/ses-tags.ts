// The EmailTags entry every HerWay send carries (functions/src/mail/email.ts): what the mail is,
// so SES's bounce or complaint about it can say (events/src/ses.ts). A module of its own, without
// zod, so the sending bundles carry only this name.
export const MAIL_KIND_TAG = 'kind';
