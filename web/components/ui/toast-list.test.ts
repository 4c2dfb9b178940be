import { describe, expect, it } from 'vitest';
import { withToast, type Replaceable } from './toast-list';

const t = (id: string, type: Replaceable['type'], source: string): Replaceable => ({ id, type, source });

describe('toasts that no longer apply are dismissed', () => {
  it('a success replaces the earlier errors of the same form, not other forms’ errors', () => {
    const list = [t('1', 'error', 'password-form'), t('2', 'error', 'name-form'), t('3', 'warning', 'password-form')];
    expect(withToast(list, t('4', 'success', 'password-form')).map((x) => x.id)).toEqual(['2', '4']);
  });

  it('a new error of a form replaces its previous one instead of stacking', () => {
    expect(withToast([t('1', 'error', 'a')], t('2', 'error', 'a')).map((x) => x.id)).toEqual(['2']);
  });

  it('successes and notices stay until they fade; at most five show', () => {
    const list = ['1', '2', '3', '4', '5'].map((id) => t(id, 'success', 'a'));
    expect(withToast(list, t('6', 'info', 'a')).map((x) => x.id)).toEqual(['2', '3', '4', '5', '6']);
  });
});
