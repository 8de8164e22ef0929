import { type ButtonHTMLAttributes, cloneElement, type HTMLAttributes, isValidElement } from "react";
import { cn } from "./cn.ts";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 shadow-sm",
  secondary: "bg-white text-stone-800 border border-stone-300 hover:bg-stone-50 shadow-sm",
  ghost: "text-stone-700 hover:bg-stone-100",
  danger: "bg-red-600 text-white hover:bg-red-700 shadow-sm",
  accent: "bg-accent-400 text-stone-900 hover:bg-accent-500 shadow-sm",
} as const;

const sizes = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
  loading?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  asChild,
  loading,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 whitespace-nowrap",
        variants[variant],
        sizes[size],
        className,
      )}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && (
            <span
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
              aria-hidden
            />
          )}
          {children}
        </>
      )}
    </Comp>
  );
}

/**
 * `asChild`: the one child element (a Link, an <a>) takes the button's props, its own props winning
 * and its classes coming last, as Radix's Slot does. Radix's also composes event handlers, which no
 * caller needs, and would bring radix into every page's first load (decision 040).
 */
function Slot({ children, className, ...props }: HTMLAttributes<HTMLElement>) {
  if (!isValidElement<HTMLAttributes<HTMLElement>>(children)) return null;
  return cloneElement(children, {
    ...props,
    ...children.props,
    className: cn(className, children.props.className),
  });
}
