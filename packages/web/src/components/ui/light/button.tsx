import type { ButtonHTMLAttributes } from 'react';
import './light.css';

/** The screen's main action, drawn as MUI's large contained button. */
export function LightButton({ className, ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button className={className ? `light-button ${className}` : 'light-button'} {...button} />;
}
