import { useEffect } from 'react';
import type { AccountLanguage } from '@mapwright/core/api/language';
import { apiRequest } from '../auth/api';
import { useSession } from '../session/session';
import { chooseLanguage, currentLanguage, onLanguageChange } from './i18n';
import { isLanguageCode, type LanguageCode } from './languages';
import { visitLanguage } from './visitLanguage';

function keep(language: LanguageCode): Promise<unknown> {
  return apiRequest('/api/me/language', { method: 'PUT', json: { language } }).catch(() => undefined);
}

/**
 * The language kept with the account (decision "The language is chosen once and kept with the
 * account"): at sign-in the account's language is shown (and kept in this browser too), or, for an
 * account without one yet, this browser's is kept with it; while signed in, every change of the
 * picker is kept with the account. A visit whose address names a language (`?lang=`) keeps it.
 * Renders nothing.
 */
export function AccountLanguageSync() {
  const { userLoggedIn, currentUser } = useSession();
  const uid = userLoggedIn ? currentUser?.uid : undefined;
  useEffect(() => {
    if (!uid) return;
    let live = true;
    // Changes before the account's language is known are not sent: it may be about to replace them.
    let known = false;
    apiRequest<AccountLanguage>('/api/me/language').then(
      ({ language }) => {
        if (!live) return;
        known = true;
        // A visit opened in a language (?lang=) shows that one, and does not give it to the account.
        if (visitLanguage()) return;
        if (language === null) void keep(currentLanguage());
        else if (language !== currentLanguage()) void chooseLanguage(language);
      },
      () => undefined, // offline or signed out meanwhile: the browser's choice stands
    );
    const stop = onLanguageChange((code) => {
      if (live && known && isLanguageCode(code)) void keep(code);
    });
    return () => {
      live = false;
      stop();
    };
  }, [uid]);
  return null;
}
