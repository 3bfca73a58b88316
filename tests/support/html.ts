/**
 * The one reader of built HTML for the checks that read files: parse5 builds the tree a browser
 * would, so a check reads what a visitor's browser reads, in Node, without opening a page.
 */
import { readFileSync } from 'node:fs';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];
export type Document = DefaultTreeAdapterMap['document'];

export const parseHtml = (html: string): Document => parse(html);

const parsed = new Map<string, Document>();

/** The tree of a built file, parsed once per test file however many checks read it. */
export function parsedFile(file: string): Document {
  let document = parsed.get(file);
  if (!document) {
    document = parse(readFileSync(file, 'utf8'));
    parsed.set(file, document);
  }
  return document;
}

export const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element at or under a node in document order, the contents of `<template>` included. */
export function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

export const attribute = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

/** The text under a node, as `textContent` gives it. */
export const textOf = (node: Node): string => (node.nodeName === '#text' && 'value' in node ? node.value : 'childNodes' in node ? node.childNodes.map(textOf).join('') : '');
