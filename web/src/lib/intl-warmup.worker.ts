// Uses Intl once, on a worker thread, so that ICU's data is loaded for the page's process off its
// main thread (lib/intl-warmup.ts): the formats the pages use (dates in UTC and in her own zone,
// with its name), numbers and the school list's collator.
new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(0);
new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(0);
new Intl.NumberFormat('en-US').format(1);
'a'.localeCompare('b', 'en', { sensitivity: 'base' });
postMessage('warm');
close();
