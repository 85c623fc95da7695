import { spawn } from 'node:child_process';

/**
 * Opens a URL in the desktop's browser (open, xdg-open, start). Never fails:
 * on a server without a desktop there is simply nothing to open.
 */
export function openBrowser(url: string): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No opener installed: the URL is printed anyway.
  }
}
