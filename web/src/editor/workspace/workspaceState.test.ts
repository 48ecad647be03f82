import { describe, expect, it, vi } from 'vitest';
import { setTitle } from '@mapwright/core/document/operations/index';
import { Editor } from '@mapwright/core/editor/editor';
import { WorkspaceState } from './workspaceState';

describe('WorkspaceState: what the web keeps beside one Editor', () => {
  it('keeps its saved-map link and load notice in fields of its own, one workspace per Editor', () => {
    const editor = Editor.forCountry('Thailand');
    const workspace = new WorkspaceState(editor);
    const other = new WorkspaceState(Editor.forCountry('Thailand'));
    expect(workspace.editor).toBe(editor);
    expect(workspace.loadNoticeShown).toBe(false);
    expect(workspace.takeLoadNotice()).toBe(true); // the desktop UI says it
    expect(workspace.takeLoadNotice()).toBe(false); // the phone UI, mounted on the same map, does not
    expect(workspace.loadNoticeShown).toBe(true);
    expect(other.loadNoticeShown).toBe(false);
    workspace.savedMap.saved({ id: 'm1', name: 'Visited', version: 1 }, editor.document);
    expect(workspace.savedMap.state.link?.id).toBe('m1');
    expect(other.savedMap.state.link).toBeNull();
  });

  it('its panels’ notifier follows its own editor, and only while a panel listens', () => {
    const workspace = new WorkspaceState(Editor.forCountry('Thailand'));
    const panel = vi.fn();
    expect(workspace.panels.attached).toBe(false);
    const leave = workspace.panels.subscribe(panel);
    workspace.editor.apply(setTitle, 'Visited');
    expect(panel).toHaveBeenCalledTimes(1);
    leave();
    expect(workspace.panels.attached).toBe(false);
    workspace.editor.apply(setTitle, 'Seen');
    expect(panel).toHaveBeenCalledTimes(1);
  });
});
