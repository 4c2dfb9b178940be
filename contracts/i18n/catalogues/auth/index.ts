import ar from './ar.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import enGB from './en-GB.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

// The 'auth' area's catalogues in every language, for the server (server/i18n/sources.ts). The
// browser never imports this file: it loads one language's file at a time (web/lib/i18n.ts).
export default { 'en-GB': enGB, es, fr, de, ar };
