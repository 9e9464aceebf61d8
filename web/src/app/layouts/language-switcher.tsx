import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@hemis/contracts';
import { useToast } from '../../components/toast.tsx';
import { chooseLanguage } from '../../features/profile/api/update-language.ts';
import { isLanguage, LANGUAGE_NAMES } from '../../lib/i18n/language.ts';

/**
 * English or नेपाली (issue #32). Each language is offered in its own name, and the control's
 * name keeps "Language" in every language, so a reader of either finds the way back.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layouts');
  const toast = useToast();
  const choose = (language: Language) => {
    chooseLanguage(language).catch(() => toast.error(t('languageNotSaved')));
  };
  return (
    <NativeSelect
      value={i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) choose(event.target.value);
      }}
      inputProps={{ 'aria-label': t('language') }}
      input={<InputBase />}
      sx={{ color: 'inherit', '& .MuiNativeSelect-select': { py: 0.5 } }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
