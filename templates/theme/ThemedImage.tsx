import type { ComponentPropsWithoutRef } from 'react';
import { useContent } from '../context.js';

/**
 * `import ThemedImage from '@theme/ThemedImage'`: both images are written, the
 * stylesheet shows the one of the page's colour mode (no flash, no script).
 */
export default function ThemedImage({ sources, className, ...rest }: ComponentPropsWithoutRef<'img'> & { sources: { light: string; dark: string } }) {
  const { resolveSrc } = useContent();
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={resolveSrc(sources[mode], undefined)} className={`themedImage themedImage--${mode}${className ? ` ${className}` : ''}`} {...rest} />
      ))}
    </>
  );
}
