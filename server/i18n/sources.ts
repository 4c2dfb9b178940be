import admin from '../../contracts/i18n/catalogues/admin/index';
import api from '../../contracts/i18n/catalogues/api/index';
import app from '../../contracts/i18n/catalogues/app/index';
import auth from '../../contracts/i18n/catalogues/auth/index';
import core from '../../contracts/i18n/catalogues/core/index';
import email from '../../contracts/i18n/catalogues/email/index';
import forms from '../../contracts/i18n/catalogues/forms/index';
import meetup from '../../contracts/i18n/catalogues/meetup/index';
import meetups from '../../contracts/i18n/catalogues/meetups/index';
import network from '../../contracts/i18n/catalogues/network/index';
import pages from '../../contracts/i18n/catalogues/pages/index';
import settings from '../../contracts/i18n/catalogues/settings/index';
import venues from '../../contracts/i18n/catalogues/venues/index';
import type { Locale, PSEUDO_LOCALE } from '../../contracts/i18n/locales';

type Language = Exclude<Locale, typeof PSEUDO_LOCALE>;
const AREAS: Record<Language, Record<string, string>>[] = [core, auth, meetup, app, meetups, venues, admin, settings, network, pages, forms, email, api];

/** Every area's messages of `locale` in one map (the server can say anything: emails, API errors, pages). */
export const sourceOf = (locale: Language): Record<string, string> => Object.assign({}, ...AREAS.map((area) => area[locale])) as Record<string, string>;
