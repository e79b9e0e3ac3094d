import { lazy, type ComponentType } from 'react';

/**
 * A screen drawn with MUI that is shown outside the themed layout (the two-factor step of signing
 * in, the account's loading error, the wait for activation): loaded on first render, together with
 * the theme, and wrapped in it. Render it inside a `Suspense`.
 */
export function lazyThemed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Screen, { ThemeRoot }] = await Promise.all([load(), import('./theme-root.tsx')]);
    function ThemedScreen(props: Props) {
      return (
        <ThemeRoot>
          <Screen {...props} />
        </ThemeRoot>
      );
    }
    return { default: ThemedScreen };
  });
}
