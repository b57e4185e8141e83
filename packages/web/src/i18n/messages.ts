// Every UI string of the web app, en-GB, in one catalogue (spec §1 "English" by default).
// Error texts of spec §2 and §8 come from the domain (ErrorScreen, ErrorCatalogue) so they are
// written once; everything else the app says is here.
export const messages = {
  app: {
    loading: "Loading",
    skipToContent: "Skip to content",
  },
  header: {
    home: "Home",
    signIn: "Sign in",
    signOut: "Sign out",
    account: "Booking as",
    personal: "Personal",
    switchToDark: "Switch to dark mode",
    switchToLight: "Switch to light mode",
    menu: "Menu",
  },
  analyticsConsent: {
    label: "Cookies and analytics",
    question:
      "May we count how this site is used, and run the services this operator adds to it (such as chat)? They may set cookies. Nothing runs unless you accept; you can change your mind from the footer.",
    accept: "Accept",
    decline: "No thanks",
    choices: "Cookie choices",
  },
  footer: {
    support: "Need help?",
    call: "Call",
    email: "E-mail",
    poweredBy: "Booking by",
    accessibility: "Accessibility statement",
    yourData: "Your data",
  },
  notFound: {
    title: "Page not found",
    body: "We could not find that page. The link may be old or mistyped.",
    home: "Go to booking",
  },
  session: {
    expired: "Your session has expired. Please sign in again.",
    signedOut: "You have signed out.",
    storageFallback:
      "Your browser is not letting us save your sign-in, so you will be signed out when you close this tab.",
  },
  signIn: {
    title: "Sign in",
    intro: "Sign in to book and manage your rides.",
    methods: { label: "How to sign in", email: "With e-mail", phone: "With a text code" },
    loadingPhone: "Loading the text-code sign-in",
    email: "E-mail address",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in",
    forgotPassword: "Forgot your password?",
    noAccount: "New here?",
    signUp: "Create an account",
    bookedAsGuest: "Booked without an account?",
    findBooking: "Find your booking",
    errorSummary: "There is a problem",
    emailRequired: "Enter your e-mail address",
    passwordRequired: "Enter your password",
    offline: "You appear to be offline. Check your connection and try again; nothing you typed has been lost.",
  },
  planned: {
    comingHere: "What this page will hold",
    tokenLabel: "Reference",
  },
} as const;
