/** The demo accounts created by the seed and offered as one-click sign-ins outside production. */
export const DEMO_ACCOUNTS = [
  { email: "sophie.student@roost.test", label: "Sophie — student, group leader", userType: "student" },
  { email: "james.landlord@roost.test", label: "James — landlord", userType: "landlord" },
  { email: "priya.finder@roost.test", label: "Priya — property finder", userType: "property_finder" },
] as const;
