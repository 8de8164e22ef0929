// The sitemaps at bench size (decision 031): the index and the fullest listings file (50,000
// URLs), fetched as a crawler does (Brotli), a few times each one after the other; the median counts.

const RUNS = 3;

export interface SitemapTiming {
  name: string;
  medianMs: number;
  budgetMs: number;
}

async function medianMs(url: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { "accept-encoding": "br" } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)];
}

export async function measureSitemaps(base: string): Promise<SitemapTiming[]> {
  return [
    { name: "GET /sitemap.xml", medianMs: await medianMs(`${base}/sitemap.xml`), budgetMs: 1000 },
    {
      name: "GET /sitemaps/listings-1.xml (50,000 URLs)",
      medianMs: await medianMs(`${base}/sitemaps/listings-1.xml`),
      budgetMs: 3000,
    },
  ];
}
