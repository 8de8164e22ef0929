/**
 * The home hero's picture: a Manchester red-brick terrace on moving day, drawn inline so the hero
 * never waits for a download. Purely decorative (aria-hidden); shown from lg up.
 */

const HOUSES = [
  { brick: "#a3402a", door: "#0f766e" },
  { brick: "#b24a31", door: "#1e3a5f" },
  { brick: "#9a3b27", door: "#d97706" },
  { brick: "#ab452d", door: "#166534" },
];
const HOUSE_W = 125;
const LEFT = 30;
const WALL_TOP = 150;
const GROUND = 340;

function Window({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <rect x={x - 4} y={y - 7} width={w + 8} height={7} fill="#e7e5e4" />
      <rect x={x} y={y} width={w} height={h} fill="#f5f5f4" />
      <rect x={x + 3} y={y + 3} width={w - 6} height={h - 6} fill="#134e4a" />
      <path
        d={`M${x + 3} ${y + h / 2}H${x + w - 3}M${x + w / 2} ${y + 3}V${y + h - 3}`}
        stroke="#f5f5f4"
        strokeWidth={3}
      />
      <path d={`M${x + 6} ${y + h / 2 - 4}l10 -14`} stroke="#5eead4" strokeOpacity={0.45} strokeWidth={3} />
      <rect x={x - 4} y={y + h} width={w + 8} height={5} fill="#d6d3d1" />
    </g>
  );
}

function Person({
  x,
  skin,
  hair,
  top,
  legs = "#292524",
  arms,
}: {
  x: number;
  skin: string;
  hair: string;
  top: string;
  legs?: string;
  arms?: "box" | "wave";
}) {
  const feet = 366;
  return (
    <g>
      <rect x={x - 8} y={feet - 30} width={7} height={30} rx={3} fill={legs} />
      <rect x={x + 1} y={feet - 30} width={7} height={30} rx={3} fill={legs} />
      <rect x={x - 12} y={feet - 66} width={24} height={40} rx={9} fill={top} />
      <circle cx={x} cy={feet - 78} r={11} fill={skin} />
      <path d={`M${x - 11} ${feet - 79}a11 11 0 0 1 22 0c-4 -5 -14 -5 -22 0z`} fill={hair} />
      {arms === "box" && (
        <g>
          <rect x={x - 18} y={feet - 60} width={36} height={28} rx={2} fill="#d4a373" />
          <path d={`M${x - 18} ${feet - 52}H${x + 18}`} stroke="#b07d4f" strokeWidth={2} />
          <rect x={x - 22} y={feet - 50} width={8} height={8} rx={4} fill={skin} />
          <rect x={x + 14} y={feet - 50} width={8} height={8} rx={4} fill={skin} />
        </g>
      )}
      {arms === "wave" && (
        <path
          d={`M${x + 10} ${feet - 58}l14 -22`}
          stroke={top}
          strokeWidth={7}
          strokeLinecap="round"
          fill="none"
        />
      )}
      {arms === "wave" && <circle cx={x + 25} cy={feet - 82} r={4.5} fill={skin} />}
    </g>
  );
}

function Box({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={2} fill="#d4a373" />
      <rect x={x + w / 2 - 3} y={y} width={6} height={h} fill="#e9c89b" />
      <rect x={x} y={y} width={w} height={h} rx={2} fill="none" stroke="#b07d4f" strokeWidth={1.5} />
    </g>
  );
}

export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 -60 560 480" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ccfbf1" />
          <stop offset="1" stopColor="#f0fdfa" />
        </linearGradient>
        <pattern id="hero-bricks" width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 6H24M0 12H24M6 0V6M18 6V12" stroke="#000" strokeOpacity={0.13} strokeWidth={1} />
        </pattern>
      </defs>

      {/* Sky, sun, clouds and the city skyline behind the terrace. */}
      <rect y="-60" width="560" height="480" fill="url(#hero-sky)" />
      <circle cx="92" cy="6" r="26" fill="#fbbf24" />
      <g fill="#fff">
        <ellipse cx="196" cy="-8" rx="38" ry="11" />
        <ellipse cx="218" cy="-16" rx="22" ry="11" />
        <ellipse cx="290" cy="52" rx="30" ry="9" />
      </g>
      <g fill="#5eead4" fillOpacity={0.35}>
        <rect x="60" y="92" width="34" height="60" />
        <rect x="104" y="76" width="22" height="76" />
        <rect x="226" y="70" width="9" height="82" />
        <rect x="258" y="100" width="48" height="52" />
        <polygon points="378,40 398,30 398,152 378,152" />
        <rect x="412" y="86" width="40" height="66" />
      </g>

      {/* The terrace: slate roof, chimneys, brick fronts. */}
      <polygon points="20,152 540,152 522,120 38,120" fill="#57534e" />
      <path d="M38 120H522" stroke="#44403c" strokeWidth={3} />
      {[0, 1, 2, 3, 4].map((k) => {
        const x = LEFT + HOUSE_W * k - 13;
        return (
          <g key={k}>
            <rect x={x} y={94} width={26} height={28} fill="#8a3522" />
            <rect x={x - 2} y={92} width={30} height={5} fill="#78716c" />
            <rect x={x + 4} y={82} width={7} height={11} fill="#c2410c" />
            <rect x={x + 15} y={84} width={7} height={9} fill="#c2410c" />
          </g>
        );
      })}
      {HOUSES.map((house, i) => {
        const x0 = LEFT + HOUSE_W * i;
        return (
          <g key={house.door}>
            <rect x={x0} y={WALL_TOP} width={HOUSE_W} height={GROUND - WALL_TOP} fill={house.brick} />
            <Window x={x0 + 18} y={174} w={36} h={48} />
            <Window x={x0 + 72} y={174} w={36} h={48} />
            <Window x={x0 + 62} y={262} w={50} h={52} />
            {/* Front door with its fanlight and step. */}
            <rect x={x0 + 14} y={262} width={36} height={18} rx={0} fill="#e7e5e4" />
            <path d={`M${x0 + 18} 280a14 14 0 0 1 28 0z`} fill="#fde68a" />
            <rect x={x0 + 18} y={280} width={28} height={58} fill={house.door} />
            <circle cx={x0 + 40} cy={310} r={2} fill="#fbbf24" />
            <rect x={x0 + 12} y={336} width={40} height={6} fill="#d6d3d1" />
          </g>
        );
      })}
      <rect x={LEFT} y={WALL_TOP} width={HOUSE_W * 4} height={GROUND - WALL_TOP} fill="url(#hero-bricks)" />
      {[1, 2, 3].map((k) => (
        <path
          key={k}
          d={`M${LEFT + HOUSE_W * k} ${WALL_TOP}V${GROUND}`}
          stroke="#000"
          strokeOpacity={0.18}
          strokeWidth={2}
        />
      ))}

      {/* Pavement, kerb and road. */}
      <rect x="0" y="340" width="560" height="30" fill="#d6d3d1" />
      <rect x="0" y="370" width="560" height="5" fill="#a8a29e" />
      <rect x="0" y="375" width="560" height="45" fill="#57534e" />
      <path d="M10 398H550" stroke="#f5f5f4" strokeWidth={3} strokeDasharray="22 16" />

      {/* A 'Let agreed' board, a street lamp, boxes and the new housemates. */}
      <rect x="148" y="252" width="5" height="96" fill="#78716c" />
      <rect x="114" y="232" width="72" height="36" rx={3} fill="#fff" />
      <rect x="114" y="232" width="72" height="11" rx={3} fill="#0f766e" />
      <text x="150" y="261" textAnchor="middle" fontSize="10" fontWeight="700" fill="#134e4a">
        LET AGREED
      </text>
      <rect x="522" y="236" width="5" height="120" fill="#292524" />
      <path d="M514 236h21l-4 -18h-13z" fill="#292524" />
      <rect x="518" y="222" width="13" height="11" fill="#fde68a" />

      <Box x={392} y={324} w={40} h={32} />
      <Box x={398} y={298} w={30} h={26} />
      <Box x={436} y={330} w={30} h={26} />
      <Person x={250} skin="#c68642" hair="#1c1917" top="#f59e0b" arms="box" />
      <Person x={330} skin="#f1c27d" hair="#92400e" top="#0d9488" legs="#1e3a5f" arms="wave" />
      <Person x={486} skin="#8d5524" hair="#1c1917" top="#2563eb" legs="#44403c" />
    </svg>
  );
}
