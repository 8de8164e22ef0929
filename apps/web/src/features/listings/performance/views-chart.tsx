import { useEffect, useId, useRef, useState } from "react";
import { chartLayout, chartSummary, type DayViews, longDay } from "./performance.ts";

const HEIGHT = 240;

/** The element's content width, kept up to date as the layout changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Views per day as an inline SVG bar chart. It is drawn at the width it gets (never scaled), so
 * the labels stay readable on a phone and nothing scrolls sideways; fewer dates are labelled when
 * space is short. Screen readers get a title, a summary and a table of the numbers.
 */
export function ViewsChart({ daily }: { daily: DayViews[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();
  const layout = width > 0 ? chartLayout(daily, width, HEIGHT) : null;

  return (
    <div>
      <div ref={ref} className="w-full" style={{ height: HEIGHT }}>
        {layout && (
          <svg
            width={layout.width}
            height={layout.height}
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            className="block overflow-visible"
          >
            <title id={titleId}>Views per day over the last 30 days</title>
            <desc id={descId}>{chartSummary(daily)}</desc>
            <text x={0} y={10} className="fill-stone-500 text-[11px] font-medium" dominantBaseline="middle">
              Views
            </text>
            {layout.yTicks.map((t) => (
              <g key={t.value}>
                <line
                  x1={layout.plot.left}
                  x2={layout.plot.right}
                  y1={t.y}
                  y2={t.y}
                  className={t.value === 0 ? "stroke-stone-300" : "stroke-stone-200"}
                  strokeDasharray={t.value === 0 ? undefined : "3 4"}
                />
                {t.value > 0 && (
                  <text
                    x={layout.plot.left - 8}
                    y={t.y}
                    textAnchor="end"
                    dominantBaseline="middle"
                    className="fill-stone-500 text-[11px] tabular-nums"
                  >
                    {t.value}
                  </text>
                )}
              </g>
            ))}
            {layout.bars.map((b, i) => (
              <rect
                key={b.day}
                x={b.x}
                y={b.y}
                width={b.width}
                height={b.height}
                rx={Math.min(3, b.width / 2)}
                className={i === layout.bars.length - 1 ? "fill-brand-800" : "fill-brand-500"}
              >
                <title>{`${longDay(b.day)}: ${b.views} ${b.views === 1 ? "view" : "views"}`}</title>
              </rect>
            ))}
            {layout.xLabels.map((l) => (
              <text
                key={l.day}
                x={l.x}
                y={layout.plot.bottom + 18}
                textAnchor={l.anchor}
                className="fill-stone-500 text-[11px]"
              >
                {l.text}
              </text>
            ))}
            {layout.max === 0 && (
              <text
                x={(layout.plot.left + layout.plot.right) / 2}
                y={(layout.plot.top + layout.plot.bottom) / 2}
                textAnchor="middle"
                className="fill-stone-500 text-[13px]"
              >
                No views yet
              </text>
            )}
          </svg>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800 hover:underline">
          Show the numbers
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-stone-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Views per day</caption>
            <thead className="sticky top-0 bg-stone-50 text-stone-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {[...daily].reverse().map((d) => (
                <tr key={d.day}>
                  <td className="px-3 py-1.5 text-stone-700">{longDay(d.day)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums text-stone-900">{d.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
