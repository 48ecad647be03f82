import { describe, expect, it } from 'vitest';
import editor from '../../i18n/locales/en/editor.json';
import { ACTIONS } from './registry';

/**
 * The 'editor' catalogue holds every action's label (and phone label) under action.<name>, word for
 * word the English each action declares, and no action that does not exist: the labels the toolbar,
 * the menu and the tooltips show come from there.
 */
describe('the action labels in the catalogue', () => {
  const catalogue: Record<string, { label: string; touch?: string }> = editor.action;

  it('has every action, with its declared English label and phone label', () => {
    for (const action of ACTIONS)
      expect(catalogue[action.name], action.name).toEqual(
        action.touchLabel ? { label: action.label, touch: action.touchLabel } : { label: action.label },
      );
  });

  it('has no action the registry lacks', () => {
    expect(Object.keys(catalogue).filter((name) => !ACTIONS.some((a) => a.name === name))).toEqual([]);
  });
});
