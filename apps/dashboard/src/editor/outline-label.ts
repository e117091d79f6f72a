/**
 * An outline row's name: the widget's kind and its own words ("Sección: Nuestros tratamientos"), so a page
 * of a dozen sections does not list a dozen identical rows. A holder takes the words of the first widget
 * inside it that has any.
 */
import type { ComponentData } from '@puckeditor/core';

/** Settings that hold a widget's visible words, most telling first. */
const TEXT_SETTINGS = ['text', 'title', 'heading', 'label', 'buttonText', 'blocks', 'caption', 'name'];
const MAX_LENGTH = 40;

function wordsOf(value: unknown): string {
  const text = typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function summaryOf(item: ComponentData): string {
  const props = item.props as Record<string, unknown>;
  for (const key of TEXT_SETTINGS) {
    const words = wordsOf(props[key]);
    if (words) return words;
  }
  const slot = props.children;
  if (Array.isArray(slot)) {
    for (const child of slot as ComponentData[]) {
      const words = summaryOf(child);
      if (words) return words;
    }
  }
  return '';
}

export function outlineLabel(item: ComponentData, labelOf: (type: string) => string): string {
  const name = labelOf(item.type);
  const words = summaryOf(item);
  if (!words) return name;
  return `${name}: ${words.length > MAX_LENGTH ? `${words.slice(0, MAX_LENGTH - 1).trimEnd()}…` : words}`;
}
