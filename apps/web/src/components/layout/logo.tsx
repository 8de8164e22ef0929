import { Link } from "react-router";

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold tracking-tight" aria-label="Roost home">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill={light ? "#fff" : "#0f766e"} />
        <path
          d="M7 16 16 8l9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z"
          fill={light ? "#0f766e" : "#fff"}
        />
      </svg>
      <span className={light ? "text-xl text-white" : "text-xl text-stone-900"}>Roost</span>
    </Link>
  );
}
