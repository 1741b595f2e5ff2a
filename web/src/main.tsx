import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { startAfterClassMerging } from './lib/cn';
import { takeOverPreloadedAnswers } from './lib/early-answers';
import { warmIntlOffMainThread } from './lib/intl-warmup';
import './index.css';

takeOverPreloadedAnswers();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

// A prerendered page (scripts/prerender.mjs) already holds its HTML: React takes it over, once
// the browser has painted it (hydrating first would hold the first paint back by the whole
// render), as a transition, so the work is split into short tasks that let taps through. A hidden
// tab paints nothing, so it hydrates at once. Every other path gets the shell (`data-shell`: the
// navigation, the page loader and the footer, painted before any script ran), and React renders
// from scratch over it, in one commit, also as a transition: the render is split into short tasks
// (a phone's CPU is not blocked for the whole first render) while the shell stays on screen. Those
// pages show her dates, so ICU's data is loaded off the main thread first (lib/intl-warmup.ts); the
// prerendered pages show none, and a worker would only cost them its start (~5 ms). Before React
// starts, tailwind-merge builds its class map in a task of its own (lib/cn.ts).
if (root.hasChildNodes() && root.dataset.shell === undefined) {
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  if (document.visibilityState === 'hidden') hydrate();
  else requestAnimationFrame(() => startAfterClassMerging(hydrate));
} else {
  warmIntlOffMainThread();
  const appRoot = createRoot(root);
  startAfterClassMerging(() => startTransition(() => appRoot.render(app)));
}
