import { DEMO_ACCOUNTS } from "./demo-accounts.ts";

/** The demo users. Keys name them inside the seed; the first entry of each role is the demo account. */

export type SeedUserType = "student" | "landlord" | "property_finder" | "professional" | "general";

export interface SeedPerson {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: SeedUserType;
  bio: string;
  /** Months before now the account was created. */
  joinedMonthsAgo: number;
  phone?: string;
  university?: string | null;
  currentYear?: string;
  interests?: string[];
  hobbies?: string[];
  preferredLocations?: string[];
  budget?: [number, number];
  verified?: boolean;
}

const demoEmail = (userType: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.userType === userType);
  if (!account) throw new Error(`No demo account for ${userType}`);
  return account.email;
};

export const LANDLORDS: SeedPerson[] = [
  {
    key: "james",
    firstName: "James",
    lastName: "Whitaker",
    email: demoEmail("landlord"),
    userType: "landlord",
    phone: "07700 900142",
    verified: true,
    joinedMonthsAgo: 22,
    bio: "Manchester born and bred, I've let student houses around Fallowfield, Withington and Rusholme for over ten years. I live locally, fix things quickly and always reply the same day.",
  },
  {
    key: "margaret",
    firstName: "Margaret",
    lastName: "Holloway",
    email: "margaret.holloway@roost.test",
    userType: "landlord",
    phone: "07700 900318",
    verified: true,
    joinedMonthsAgo: 21,
    bio: "Retired teacher with a handful of well-kept family homes and flats in Didsbury and Chorlton. Long-term tenants welcome, pets considered.",
  },
  {
    key: "tariq",
    firstName: "Tariq",
    lastName: "Hussain",
    email: "tariq.hussain@roost.test",
    userType: "landlord",
    phone: "07700 900527",
    verified: true,
    joinedMonthsAgo: 19,
    bio: "HMO-licensed landlord in Rusholme, Levenshulme and Moss Side. All my houses have fast broadband, modern kitchens and a cleaner for the shared areas.",
  },
  {
    key: "helen",
    firstName: "Helen",
    lastName: "O'Connor",
    email: "helen.oconnor@roost.test",
    userType: "landlord",
    joinedMonthsAgo: 17,
    bio: "I manage apartments in the city centre, Ancoats and the Northern Quarter — and one rather lovely narrowboat. Ideal for postgraduates and young professionals.",
  },
  {
    key: "david",
    firstName: "David",
    lastName: "Kowalski",
    email: "david.kowalski@roost.test",
    userType: "landlord",
    phone: "07700 900734",
    joinedMonthsAgo: 15,
    bio: "Salford and Hulme landlord. Good-value houses and flats close to the University of Salford, MediaCityUK and the Oxford Road campuses.",
  },
  {
    key: "sarah",
    firstName: "Sarah",
    lastName: "Brennan",
    email: "sarah.brennan@roost.test",
    userType: "landlord",
    joinedMonthsAgo: 11,
    bio: "Family-run lettings in south Manchester since 2009. Our houses in Withington, Fallowfield and Didsbury are let by the room or as a whole.",
  },
];

export const PROPERTY_FINDER: SeedPerson = {
  key: "priya",
  firstName: "Priya",
  lastName: "Sharma",
  email: demoEmail("property_finder"),
  userType: "property_finder",
  phone: "07700 900911",
  verified: true,
  joinedMonthsAgo: 14,
  bio: "I source and manage rooms and flats across Manchester for students, interns and relocating professionals. Tell me what you need and I'll find it.",
};

export const STUDENTS: SeedPerson[] = [
  {
    key: "sophie",
    firstName: "Sophie",
    lastName: "Clarke",
    email: demoEmail("student"),
    userType: "student",
    phone: "07700 900205",
    university: "University of Manchester",
    currentYear: "2nd year",
    joinedMonthsAgo: 13,
    bio: "Second-year Psychology student. Looking for a friendly, tidy house in Fallowfield or Withington for next September with my group — we're organised, quiet in exam season and love a Sunday roast.",
    interests: ["Music", "Film", "Travel", "Wellbeing"],
    hobbies: ["Running", "Baking", "Board games"],
    preferredLocations: ["Fallowfield", "Withington", "Didsbury", "Rusholme"],
    budget: [450, 600],
  },
  {
    key: "oliver",
    firstName: "Oliver",
    lastName: "Bennett",
    email: "oliver.bennett@roost.test",
    userType: "student",
    university: "University of Manchester",
    currentYear: "2nd year",
    joinedMonthsAgo: 12,
    bio: "Mechanical Engineering, second year. Gym in the morning, lab in the afternoon, five-a-side on Wednesdays.",
    interests: ["Football", "Tech", "Fitness"],
    hobbies: ["Five-a-side", "Cycling", "Gaming"],
    preferredLocations: ["Fallowfield", "Withington"],
    budget: [420, 580],
  },
  {
    key: "amelia",
    firstName: "Amelia",
    lastName: "Hughes",
    email: "amelia.hughes@roost.test",
    userType: "student",
    university: "Manchester Met",
    currentYear: "2nd year",
    joinedMonthsAgo: 12,
    bio: "Fashion Design at Manchester Met. I'm usually at All Saints campus or hunting vintage in the Northern Quarter.",
    interests: ["Fashion", "Art", "Photography"],
    hobbies: ["Sewing", "Thrifting", "Yoga"],
    preferredLocations: ["Fallowfield", "Rusholme", "Hulme"],
    budget: [400, 600],
  },
  {
    key: "jack",
    firstName: "Jack",
    lastName: "Robinson",
    email: "jack.robinson@roost.test",
    userType: "student",
    university: "University of Manchester",
    currentYear: "3rd year",
    phone: "07700 900466",
    joinedMonthsAgo: 20,
    bio: "Final-year Economics student heading into a master's. After something quieter in Didsbury for my last year in Manchester.",
    interests: ["Economics", "Podcasts", "Cooking"],
    hobbies: ["Climbing", "Cooking", "Pub quizzes"],
    preferredLocations: ["Didsbury", "Withington", "Chorlton"],
    budget: [500, 750],
  },
  {
    key: "chloe",
    firstName: "Chloe",
    lastName: "Davies",
    email: "chloe.davies@roost.test",
    userType: "student",
    university: "Manchester Met",
    currentYear: "3rd year",
    joinedMonthsAgo: 18,
    bio: "English and Creative Writing at Manchester Met. Coffee, second-hand books and the odd open-mic night.",
    interests: ["Reading", "Theatre", "Music"],
    hobbies: ["Writing", "Open mic", "Crochet"],
    preferredLocations: ["Didsbury", "Chorlton"],
    budget: [450, 700],
  },
  {
    key: "aisha",
    firstName: "Aisha",
    lastName: "Begum",
    email: "aisha.begum@roost.test",
    userType: "student",
    university: "University of Manchester",
    currentYear: "1st year",
    joinedMonthsAgo: 2,
    bio: "First-year Pharmacy student in halls at the moment and looking for a group to move out with next year.",
    interests: ["Science", "Volunteering", "Food"],
    hobbies: ["Badminton", "Baking", "Henna art"],
    preferredLocations: ["Fallowfield", "Rusholme", "Victoria Park"],
    budget: [400, 550],
  },
  {
    key: "thomas",
    firstName: "Thomas",
    lastName: "Wright",
    email: "thomas.wright@roost.test",
    userType: "student",
    university: "Salford University",
    currentYear: "2nd year",
    joinedMonthsAgo: 9,
    bio: "Sports Science at Salford. Training most mornings, so an early riser — looking for housemates who don't mind that.",
    interests: ["Sport", "Nutrition", "Fitness"],
    hobbies: ["Rugby", "Swimming", "Running"],
    preferredLocations: ["Salford", "City Centre"],
    budget: [380, 520],
  },
  {
    key: "hannah",
    firstName: "Hannah",
    lastName: "Walsh",
    email: "hannah.walsh@roost.test",
    userType: "student",
    university: "Manchester Met",
    currentYear: "2nd year",
    joinedMonthsAgo: 8,
    bio: "Adult Nursing at Manchester Met, on placement at the MRI this term. Shift patterns mean I'm easy-going about quiet hours.",
    interests: ["Health", "Music", "Travel"],
    hobbies: ["Netball", "Baking", "Hiking"],
    preferredLocations: ["Fallowfield", "Victoria Park", "Withington"],
    budget: [420, 560],
  },
  {
    key: "ethan",
    firstName: "Ethan",
    lastName: "Price",
    email: "ethan.price@roost.test",
    userType: "student",
    university: "Salford University",
    currentYear: "1st year",
    joinedMonthsAgo: 3,
    bio: "Music Production at MediaCity. I bring headphones, I promise.",
    interests: ["Music", "Tech", "Film"],
    hobbies: ["DJing", "Guitar", "Gaming"],
    preferredLocations: ["Salford", "Ancoats", "Northern Quarter"],
    budget: [400, 600],
  },
  {
    key: "grace",
    firstName: "Grace",
    lastName: "Okafor",
    email: "grace.okafor@roost.test",
    userType: "student",
    university: "Other",
    currentYear: "Postgraduate",
    joinedMonthsAgo: 5,
    bio: "Master's student at the Royal Northern College of Music (cello). Looking for a room where practice won't bother anyone.",
    interests: ["Classical music", "Art", "Languages"],
    hobbies: ["Cello", "Painting", "Swimming"],
    preferredLocations: ["Victoria Park", "Hulme", "City Centre", "Rusholme"],
    budget: [500, 800],
  },
  {
    key: "mohammed",
    firstName: "Mohammed",
    lastName: "Rahman",
    email: "mohammed.rahman@roost.test",
    userType: "student",
    university: "University of Manchester",
    currentYear: "Postgraduate",
    phone: "07700 900688",
    joinedMonthsAgo: 6,
    bio: "MSc Data Science. Tidy, quiet and always happy to cook for the house.",
    interests: ["Tech", "Football", "Cooking"],
    hobbies: ["Cooking", "Five-a-side", "Chess"],
    preferredLocations: ["Rusholme", "Victoria Park", "Levenshulme"],
    budget: [450, 650],
  },
  {
    key: "liam",
    firstName: "Liam",
    lastName: "Fitzgerald",
    email: "liam.fitzgerald@roost.test",
    userType: "student",
    university: null,
    currentYear: "1st year",
    joinedMonthsAgo: 1,
    bio: "Just moved over from Dublin. Still finding my way around — recommendations welcome!",
    interests: ["Film", "Travel", "Sport"],
    hobbies: ["Hurling", "Photography"],
    preferredLocations: ["Fallowfield", "City Centre"],
    budget: [380, 520],
  },
];

export const OTHERS: SeedPerson[] = [
  {
    key: "daniel",
    firstName: "Daniel",
    lastName: "Murphy",
    email: "daniel.murphy@roost.test",
    userType: "professional",
    phone: "07700 900803",
    joinedMonthsAgo: 7,
    bio: "Software developer at a studio in MediaCityUK. Looking for a one or two-bed flat with good broadband and a short commute.",
    interests: ["Tech", "Cycling", "Food"],
    hobbies: ["Cycling", "Bouldering"],
    preferredLocations: ["Ancoats", "Northern Quarter", "Salford", "City Centre"],
    budget: [900, 1400],
  },
  {
    key: "rebecca",
    firstName: "Rebecca",
    lastName: "Taylor",
    email: "rebecca.taylor@roost.test",
    userType: "professional",
    joinedMonthsAgo: 10,
    bio: "Staff nurse at Manchester Royal Infirmary. After a quiet flat within walking distance of the hospital.",
    interests: ["Health", "Reading", "Gardening"],
    hobbies: ["Yoga", "Allotment"],
    preferredLocations: ["Victoria Park", "Rusholme", "Didsbury"],
    budget: [750, 1100],
  },
  {
    key: "karen",
    firstName: "Karen",
    lastName: "Lewis",
    email: "karen.lewis@roost.test",
    userType: "general",
    joinedMonthsAgo: 4,
    bio: "Helping my son find somewhere safe and sensible for his second year at university.",
    interests: ["Walking", "Gardening"],
    hobbies: ["Gardening"],
    preferredLocations: ["Withington", "Didsbury"],
  },
];

export const ALL_PEOPLE: SeedPerson[] = [...LANDLORDS, PROPERTY_FINDER, ...STUDENTS, ...OTHERS];

export const fullName = (p: SeedPerson) => `${p.firstName} ${p.lastName}`;
