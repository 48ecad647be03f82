import { useTranslation } from 'react-i18next';
import type { EditorAction } from './types';

/**
 * An action's label in the interface's language. The actions declare their English label once (the
 * toolbar, the menu, the keyboard and the help read it); the 'editor' catalogue holds it under
 * action.<name>, word for word in English (a unit test says so), and in every other language.
 */
export function useActionLabel(): (action: EditorAction, touch?: boolean) => string {
  const { t } = useTranslation('editor');
  return (action, touch = false) =>
    touch && action.touchLabel ? t(`action.${action.name}.touch`) : t(`action.${action.name}.label`);
}
