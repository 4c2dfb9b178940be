import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../../server/config';
import { browserName } from '../../server/push/browser-name';
import { endpointAllowed } from '../../server/push/endpoint';

// The server posts to a device's endpoint: only to the push services configured (decision 0056).
const defaults = DEFAULT_PUSH_SERVICE_ORIGINS.split(',');

describe('push endpoints the server may post to', () => {
  it('the browsers’ push services by default', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMY',
      'https://db5p.notify.windows.com/w/?token=BQYAAA',
    ]) expect(endpointAllowed(url, defaults), url).toBe(true);
  });

  it('nothing else: other hosts, look-alikes, http, other ports, credentials, internal addresses', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.services.mozilla.com/x', // the wildcard needs a subdomain
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:5432/',
      'http://169.254.169.254/latest/meta-data',
      'not a url',
    ]) expect(endpointAllowed(url, defaults), url).toBe(false);
  });

  it('a configured origin with its port', () => {
    expect(endpointAllowed('http://127.0.0.1:8080/push/x', ['http://127.0.0.1:8080'])).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:8081/push/x', ['http://127.0.0.1:8080'])).toBe(false);
  });
});

describe('device names', () => {
  it('browser and system from the user agent', () => {
    expect(browserName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
    expect(browserName(null)).toBe('A browser');
  });
});
