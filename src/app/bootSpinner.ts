import { LOADING_LABELS } from '../i18n/loadingLabels';
import type { Language } from '../settings/settings';

const SIZE = 40;

/**
 * A spinner like the app's own (MUI's CircularProgress), drawn by the boot script before any of the app's code has
 * arrived, so a console address opened cold shows it at once instead of a blank page. React replaces it.
 */
export function showBootSpinner(root: HTMLElement, language: Language, dark: boolean) {
  if (root.childElementCount > 0) return;
  const style = document.createElement('style');
  style.textContent = '@keyframes boot-spin{to{transform:rotate(360deg)}}';
  const box = document.createElement('div');
  box.setAttribute(
    'style',
    `min-height:100vh;display:flex;align-items:center;justify-content:center;background:${dark ? '#121212' : '#fff'}`,
  );
  const spinner = document.createElement('div');
  spinner.setAttribute('role', 'progressbar');
  spinner.setAttribute('aria-label', LOADING_LABELS[language] ?? LOADING_LABELS.en);
  spinner.setAttribute(
    'style',
    `width:${SIZE}px;height:${SIZE}px;box-sizing:border-box;border-radius:50%;border:4px solid ` +
      `${dark ? '#66bb6a' : '#2e7d32'};border-right-color:transparent;animation:boot-spin 1.4s linear infinite`,
  );
  box.append(spinner);
  root.append(style, box);
}
