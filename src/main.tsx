import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { App } from './ui/App';
import './ui/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first paint waits for the language's words (one small file), so no text appears untranslated;
// if they cannot be loaded the page still opens (showing the keys) rather than staying blank.
initI18n().then(render, render);
