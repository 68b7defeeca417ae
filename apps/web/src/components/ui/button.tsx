// The design system's button: solid, soft, ghost and outline variants in the SPEC §3 colours.
import { forwardRef, type ButtonHTMLAttributes } from 'react';

import { cn } from './cn';

export type ButtonVariant = 'solid' | 'soft' | 'ghost' | 'outline';
export type ButtonColor = 'primary' | 'neutral' | 'error';

const styles: Record<ButtonVariant, Record<ButtonColor, string>> = {
  solid: {
    primary: 'bg-primary-700 text-white hover:bg-primary-800 dark:bg-primary-500 dark:text-neutral-950 dark:hover:bg-primary-400',
    neutral: 'bg-neutral-900 text-white hover:bg-neutral-800 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200',
    error: 'bg-red-700 text-white hover:bg-red-800',
  },
  soft: {
    primary: 'bg-primary-50 text-primary-800 hover:bg-primary-100 dark:bg-primary-950 dark:text-primary-300 dark:hover:bg-primary-900',
    neutral: 'bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700',
    error: 'bg-red-50 text-red-800 hover:bg-red-100 dark:bg-red-950 dark:text-red-300',
  },
  ghost: {
    primary: 'text-primary-800 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950',
    neutral: 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
    error: 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950',
  },
  outline: {
    primary: 'border border-primary-700 text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-primary-950',
    neutral: 'border border-neutral-300 text-neutral-800 hover:bg-neutral-50 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800',
    error: 'border border-red-700 text-red-700 hover:bg-red-50',
  },
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: 'sm' | 'md' | 'lg' | 'icon';
}

export const buttonClass = (variant: ButtonVariant = 'solid', color: ButtonColor = 'primary', size: ButtonProps['size'] = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    size === 'sm' && 'h-8 px-3 text-sm',
    size === 'md' && 'h-10 px-4 text-sm',
    size === 'lg' && 'h-12 px-6 text-base',
    size === 'icon' && 'h-9 w-9',
    styles[variant][color],
  );

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'solid', color = 'primary', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonClass(variant, color, size), className)} {...rest} />;
});
