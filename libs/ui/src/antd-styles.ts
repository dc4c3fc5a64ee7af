// The shell compiles this file through a path alias, without the rest of libs/ui and its declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import antdStylesUrl from 'antd/dist/antd.css?url';

let loading: Promise<void> | null = null;

/**
 * antd's stylesheet as antd builds it, for the theme's zero-runtime mode (theme.ts): the components
 * then generate no CSS on the phone while they render (on a phone slowed 4x that generation was
 * about a tenth of the dashboard's first render). It goes first in <head>, where antd's runtime
 * put its styles, so that the app's own styles still win where the two are equally specific.
 * Settles once the sheet has loaded or failed: a page without it still works, unstyled.
 */
export function loadAntdStyles(): Promise<void> {
  return (loading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdStylesUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.prepend(link);
  }));
}
