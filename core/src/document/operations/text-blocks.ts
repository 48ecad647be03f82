import { normaliseColour } from '../colour';
import { MAX_TEXT_LENGTH, type TextStyle } from '../text-block';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';

export type TextBlockName = 'title' | 'subtitle' | 'credit';

export function setText(draft: DocumentDraft, block: TextBlockName, text: string): void {
  const next = text.slice(0, MAX_TEXT_LENGTH);
  if (draft[block].text !== next) draft[block].text = next;
}

export function moveTextBlock(draft: DocumentDraft, block: TextBlockName, dx: number, dy: number): void {
  const position = draft[block].position;
  position.x = round2(position.x + dx);
  position.y = round2(position.y + dy);
}

export function setTextStyle(draft: DocumentDraft, block: TextBlockName, change: Partial<TextStyle>): void {
  const style = draft[block].style;
  if (change.fontFamily !== undefined && change.fontFamily.trim() !== '')
    style.fontFamily = change.fontFamily.slice(0, 200);
  if (change.fontSize !== undefined && Number.isFinite(change.fontSize)) {
    style.fontSize = Math.min(400, Math.max(4, change.fontSize));
  }
  if (change.fontWeight !== undefined) style.fontWeight = change.fontWeight;
  if (change.color !== undefined) style.color = normaliseColour(change.color);
  if (change.align !== undefined) style.align = change.align;
}

export const setTitle = (draft: DocumentDraft, text: string): void => setText(draft, 'title', text);
export const setSubtitle = (draft: DocumentDraft, text: string): void => setText(draft, 'subtitle', text);
export const setCredit = (draft: DocumentDraft, text: string): void => setText(draft, 'credit', text);
export const moveTitle = (draft: DocumentDraft, dx: number, dy: number): void =>
  moveTextBlock(draft, 'title', dx, dy);
export const moveSubtitle = (draft: DocumentDraft, dx: number, dy: number): void =>
  moveTextBlock(draft, 'subtitle', dx, dy);
export const moveCredit = (draft: DocumentDraft, dx: number, dy: number): void =>
  moveTextBlock(draft, 'credit', dx, dy);
