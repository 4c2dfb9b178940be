import { describe, expect, it } from 'vitest';
import { MEETUP_TYPE_LABELS, venueTypeLabel } from '../../contracts/labels';
import { EMAIL_PREFERENCE_LABELS } from '../../contracts/preferences';
import { ROLE_LABELS } from '../../contracts/roles';
import { activateLocale, loadAppMessages } from './i18n';

// Issue 29 (decision 0076): the contracts' labels are read in the active language wherever the app
// shows them, through the same records (LABELS[key], Object.entries) — English stays the spec's.
describe("the contracts' labels in the member's language", () => {
  it('reads each label in the active language, and in English by default', async () => {
    expect(ROLE_LABELS.professional).toBe('Professional Partner');
    try {
      await activateLocale('es');
      await loadAppMessages();
      expect(ROLE_LABELS.professional).toBe('Socio profesional');
      expect(MEETUP_TYPE_LABELS.workshop).toBe('Taller');
      expect(venueTypeLabel('cafe')).toBe('Cafetería');
      expect(Object.entries(EMAIL_PREFERENCE_LABELS).find(([key]) => key === 'unread_messages')?.[1]).toEqual({
        label: 'Mensajes sin leer',
        hint: 'Cuando tiene mensajes esperando: como máximo un correo cada pocas horas.',
      });
    } finally {
      await activateLocale('en-GB');
    }
    expect(MEETUP_TYPE_LABELS.workshop).toBe('Workshop');
  });
});
