/**
 * Demo data for `npm start`: two tutors, their students, courses, lessons, access grants,
 * progress, activity, notifications, orders and a finished video job, shaped exactly as
 * docs/data-model.md describes. Every id is fixed and every date is relative to `now`, so
 * seeding twice gives the same documents.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { invitationId } from '../../functions/src/features/invitations/invitation-id.ts';
import type { TOrderFailure } from '../../functions/src/shared/order-failures.ts';
import type { Rgb } from './png.ts';

export const DEMO_TUTOR_IDS = { nimal: 'demo-tutor-nimal', kavya: 'demo-tutor-kavya' } as const;
export const DEMO_STUDENT_IDS = {
  amaya: 'demo-student-amaya',
  dinuka: 'demo-student-dinuka',
  tharushi: 'demo-student-tharushi',
  rizwan: 'demo-student-rizwan',
  sanduni: 'demo-student-sanduni',
  priyanka: 'demo-student-priyanka',
} as const;

/** Served by Hosting (web/public); the API uses the same default for tutors without a picture. */
const DEFAULT_AVATAR = '/default-avatar.svg';

type Role = 'tutor' | 'student';
type Category = 'programming' | 'design' | 'business' | 'marketing' | 'data-science';
type Difficulty = 'beginner' | 'intermediate' | 'advanced';
type LessonType = 'video' | 'text' | 'interactive';
type LessonStatus = 'draft' | 'processing' | 'published';
type ProgressStatus = 'not_started' | 'in_progress' | 'completed';
type ActivityType = 'invitation_accepted' | 'lesson_completed' | 'course_started' | 'payment';

export interface DemoAuthUser {
  uid: string;
  email: string;
  displayName: string;
  role: Role;
  /** The Google account's `sub`, when the user signs in with Google (the Auth emulator's popup lists these). */
  googleSub: string | null;
  createdAt: Timestamp;
}

export interface TutorDoc {
  name: string;
  email: string;
  avatarUrl: string;
  subscriptionStatus: 'ACTIVE' | 'INACTIVE' | 'PAST_DUE' | 'CANCELLED';
  subscriptionPlan: 'monthly' | 'annual' | null;
  subscriptionEndDate: Timestamp | null;
  studentCount: number;
  courseCount: number;
  lessonCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface EnrolmentDoc {
  name: string;
  email: string;
  phone: string;
  avatarUrl: string;
  status: 'active' | 'inactive';
  inviteStatus: 'accepted' | 'pending';
  enrolledAt: Timestamp;
  lastActive: Timestamp;
  progress: number;
  enrolledCourses: { id: string; name: string; expiresAt: Timestamp }[];
}

export interface StudentDoc {
  name: string;
  email: string;
  phone: string;
  avatarUrl: string;
  createdAt: Timestamp;
  lastActive: Timestamp;
}

export interface InvitationDoc {
  tutorId: string;
  tutorName: string;
  email: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  invitedAt: Timestamp;
  acceptedAt: Timestamp | null;
  rejectedAt: Timestamp | null;
  expiresAt: Timestamp;
  language: 'en' | 'si' | 'ta';
}

export interface CourseDoc {
  tutorId: string;
  tutorName: string;
  name: string;
  description: string;
  category: Category;
  difficulty: Difficulty;
  duration: string;
  status: 'active' | 'draft' | 'archived';
  imagePath: string;
  studentCount: number;
  lessonCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface LessonDoc {
  tutorId: string;
  courseId: string;
  courseName: string;
  title: string;
  description: string;
  type: LessonType;
  duration: string;
  content: string;
  status: LessonStatus;
  views: number;
  completion: number;
  videoUrl: string | null;
  youtubeVideoId: string | null;
  thumbnailPath: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface GrantDoc {
  courseId: string;
  studentId: string;
  tutorId: string;
  grantedAt: Timestamp;
  expiresAt: Timestamp;
  status: 'active' | 'expired';
}

export interface ProgressDoc {
  studentId: string;
  lessonId: string;
  courseId: string;
  tutorId: string;
  status: ProgressStatus;
  /** When the lesson was opened; not yet for a lesson not started. */
  startedAt?: Timestamp;
  completedAt: Timestamp | null;
  updatedAt: Timestamp;
}

export interface ActivityDoc {
  tutorId: string;
  type: ActivityType;
  title: string;
  createdAt: Timestamp;
  metadata: {
    studentName?: string;
    lessonTitle?: string;
    courseName?: string;
    plan?: 'monthly' | 'annual';
    amount?: number;
    currency?: string;
  };
}

export interface NotificationDoc {
  userId: string;
  type: string;
  title: string;
  body: string;
  link: string;
  /** The names in the text, so the app can word it in the reader's language. */
  params?: Record<string, string>;
  createdAt: Timestamp;
  read: boolean;
}

export interface OrderDoc {
  tutorId: string;
  plan: 'monthly' | 'annual';
  amount: number;
  currency: string;
  gateway: 'ipay' | 'stripe';
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';
  reason: string | null;
  failure: TOrderFailure | null;
  gatewayRef: string | null;
  createdAt: Timestamp;
  paidAt: Timestamp | null;
}

export interface VideoJobDoc {
  tutorId: string;
  lessonId: string;
  fileId: string;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  bytesSent: number;
  totalBytes: number;
  youtubeVideoId: string | null;
  error: string | null;
  updatedAt: Timestamp;
}

export interface CourseImage {
  path: string;
  colour: Rgb;
}

export interface DemoSignIn {
  role: Role;
  name: string;
  email: string;
  note: string;
}
export type DemoSignIns = DemoSignIn[];

export interface DemoData {
  users: DemoAuthUser[];
  tutors: Record<string, TutorDoc>;
  /** Keyed `{tutorId}/{studentId}` (the document is `tutors/{tutorId}/students/{studentId}`). */
  enrolments: Record<string, EnrolmentDoc>;
  students: Record<string, StudentDoc>;
  invitations: Record<string, InvitationDoc>;
  courses: Record<string, CourseDoc>;
  lessons: Record<string, LessonDoc>;
  grants: Record<string, GrantDoc>;
  progress: Record<string, ProgressDoc>;
  activities: Record<string, ActivityDoc>;
  notifications: Record<string, NotificationDoc>;
  orders: Record<string, OrderDoc>;
  videoJobs: Record<string, VideoJobDoc>;
  courseImages: CourseImage[];
  signIns: DemoSignIns;
}

/** Every Firestore document of the demo data as a path and its fields. */
export function demoDocuments(data: DemoData): { path: string; data: object }[] {
  const docs: { path: string; data: object }[] = [];
  const add = (collection: string, entries: Record<string, object>) => {
    for (const [id, fields] of Object.entries(entries)) docs.push({ path: `${collection}/${id}`, data: fields });
  };
  add('tutors', data.tutors);
  for (const [key, fields] of Object.entries(data.enrolments)) {
    const [tutorId, studentId] = key.split('/');
    docs.push({ path: `tutors/${tutorId}/students/${studentId}`, data: fields });
  }
  add('students', data.students);
  add('invitations', data.invitations);
  add('courses', data.courses);
  add('lessons', data.lessons);
  add('grants', data.grants);
  add('progress', data.progress);
  add('activities', data.activities);
  add('notifications', data.notifications);
  add('orders', data.orders);
  add('videoJobs', data.videoJobs);
  return docs;
}

const DAY = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

interface TutorSeed {
  id: string;
  name: string;
  email: string;
  googleSub: string;
  createdDaysAgo: number;
}

const TUTORS = {
  nimal: {
    id: DEMO_TUTOR_IDS.nimal,
    name: 'Nimal Perera',
    email: 'nimal.perera@example.com',
    googleSub: '104729583016482937105',
    createdDaysAgo: 120,
  },
  kavya: {
    id: DEMO_TUTOR_IDS.kavya,
    name: 'Kavya Sivakumar',
    email: 'kavya.sivakumar@example.com',
    googleSub: '117305829461027384956',
    createdDaysAgo: 12,
  },
} satisfies Record<string, TutorSeed>;

interface StudentSeed {
  id: string;
  name: string;
  email: string;
  phone: string;
  tutor: keyof typeof TUTORS;
  googleSub: string | null;
  invitedDaysAgo: number;
  language: 'en' | 'si' | 'ta';
}

const STUDENTS = {
  amaya: {
    id: DEMO_STUDENT_IDS.amaya,
    name: 'Amaya Fernando',
    email: 'amaya.fernando@example.com',
    phone: '+94 77 123 4567',
    tutor: 'nimal',
    googleSub: '109384756102938475610',
    invitedDaysAgo: 60,
    language: 'en',
  },
  dinuka: {
    id: DEMO_STUDENT_IDS.dinuka,
    name: 'Dinuka Jayasinghe',
    email: 'dinuka.jayasinghe@example.com',
    phone: '+94 71 456 7890',
    tutor: 'nimal',
    googleSub: null,
    invitedDaysAgo: 45,
    language: 'si',
  },
  tharushi: {
    id: DEMO_STUDENT_IDS.tharushi,
    name: 'Tharushi Wickramasinghe',
    email: 'tharushi.wickramasinghe@example.com',
    phone: '+94 76 234 5678',
    tutor: 'nimal',
    googleSub: null,
    invitedDaysAgo: 20,
    language: 'si',
  },
  rizwan: {
    id: DEMO_STUDENT_IDS.rizwan,
    name: 'Mohamed Rizwan',
    email: 'mohamed.rizwan@example.com',
    phone: '+94 75 345 6789',
    tutor: 'nimal',
    googleSub: null,
    invitedDaysAgo: 7,
    language: 'en',
  },
  sanduni: {
    id: DEMO_STUDENT_IDS.sanduni,
    name: 'Sanduni Rathnayake',
    email: 'sanduni.rathnayake@example.com',
    phone: '+94 70 567 8901',
    tutor: 'nimal',
    googleSub: null,
    invitedDaysAgo: 100,
    language: 'si',
  },
  priyanka: {
    id: DEMO_STUDENT_IDS.priyanka,
    name: 'Priyanka Shanmugam',
    email: 'priyanka.shanmugam@example.com',
    phone: '+94 77 890 1234',
    tutor: 'kavya',
    googleSub: null,
    invitedDaysAgo: 8,
    language: 'ta',
  },
} satisfies Record<string, StudentSeed>;
type StudentKey = keyof typeof STUDENTS;

/** Invitations that never became an enrolment (no Auth account exists for these addresses). */
const OPEN_INVITATIONS = [
  {
    tutor: 'nimal',
    email: 'kasun.bandara@example.com',
    status: 'PENDING',
    invitedDaysAgo: 2,
    answeredDaysAgo: null,
    language: 'si',
  },
  {
    tutor: 'nimal',
    email: 'ishara.gunawardena@example.com',
    status: 'REJECTED',
    invitedDaysAgo: 15,
    answeredDaysAgo: 14,
    language: 'en',
  },
] as const;

// ---------------------------------------------------------------------------------------------
// Courses and lessons
// ---------------------------------------------------------------------------------------------

interface CourseSeed {
  id: string;
  tutor: keyof typeof TUTORS;
  name: string;
  description: string;
  category: Category;
  difficulty: Difficulty;
  duration: string;
  status: 'active' | 'draft';
  colour: Rgb;
  createdDaysAgo: number;
}

const COURSES = {
  python: {
    id: 'demo-course-python',
    tutor: 'nimal',
    name: 'Python Programming Fundamentals',
    description:
      '<p>Learn to program from scratch with <strong>Python</strong>, the language used everywhere from school labs in Colombo to data teams worldwide.</p>' +
      '<ul><li>Install Python and write your first program</li><li>Variables, data types and loops</li><li>Functions and small projects you can show</li></ul>' +
      '<p>No previous experience needed: just a laptop and curiosity.</p>',
    category: 'programming',
    difficulty: 'beginner',
    duration: '8 weeks',
    status: 'active',
    colour: [55, 118, 171],
    createdDaysAgo: 110,
  },
  uiux: {
    id: 'demo-course-uiux',
    tutor: 'nimal',
    name: 'UI/UX Design Essentials with Figma',
    description:
      '<p>Design clean, usable screens for web and mobile apps using <strong>Figma</strong>.</p>' +
      '<ul><li>Contrast, alignment and repetition</li><li>Wireframes and clickable prototypes</li><li>Designing for Sinhala and Tamil text</li></ul>',
    category: 'design',
    difficulty: 'intermediate',
    duration: '6 weeks',
    status: 'active',
    colour: [162, 89, 255],
    createdDaysAgo: 105,
  },
  business: {
    id: 'demo-course-business',
    tutor: 'nimal',
    name: 'Starting a Small Business in Sri Lanka',
    description:
      '<p>A practical guide to turning an idea into a registered business.</p>' +
      '<ul><li>Registering with the Registrar of Companies</li><li>Business Model Canvas</li><li>Pricing, costs and your first customers</li></ul>' +
      '<p><strong>Includes</strong> templates you can reuse.</p>',
    category: 'business',
    difficulty: 'beginner',
    duration: '4 weeks',
    status: 'active',
    colour: [46, 139, 87],
    createdDaysAgo: 80,
  },
  marketing: {
    id: 'demo-course-marketing',
    tutor: 'nimal',
    name: 'Digital Marketing for Local Brands',
    description:
      '<p>Grow a local brand online with social media, search and e-mail.</p>' +
      '<ul><li>Facebook and Instagram campaigns on a small budget</li><li>SEO for Sri Lankan searches</li><li>Measuring what works</li></ul>',
    category: 'marketing',
    difficulty: 'intermediate',
    duration: '5 weeks',
    status: 'active',
    colour: [230, 126, 34],
    createdDaysAgo: 60,
  },
  datascience: {
    id: 'demo-course-datascience',
    tutor: 'nimal',
    name: 'Machine Learning with Python',
    description:
      '<p>Build and evaluate machine-learning models with <strong>pandas</strong> and <strong>scikit-learn</strong>.</p>' +
      '<ul><li>Cleaning real data sets</li><li>Regression and classification</li><li>Model evaluation and pitfalls</li></ul>' +
      '<p>Requires the Python Programming Fundamentals course or equivalent.</p>',
    category: 'data-science',
    difficulty: 'advanced',
    duration: '12 weeks',
    status: 'active',
    colour: [192, 57, 43],
    createdDaysAgo: 40,
  },
  react: {
    id: 'demo-course-react',
    tutor: 'nimal',
    name: 'Advanced React and TypeScript',
    description:
      '<p>Patterns for large <strong>React</strong> applications written in TypeScript.</p>' +
      '<ul><li>Custom hooks</li><li>State management</li><li>Testing components</li></ul>',
    category: 'programming',
    difficulty: 'advanced',
    duration: '10 weeks',
    status: 'draft',
    colour: [32, 33, 36],
    createdDaysAgo: 5,
  },
  excel: {
    id: 'demo-course-excel',
    tutor: 'kavya',
    name: 'Excel for Data Analysis',
    description:
      '<p>Turn spreadsheets into answers with formulas, pivot tables and charts.</p>' +
      '<ul><li>Formulas every analyst needs</li><li>Pivot tables</li><li>Charts for reports</li></ul>',
    category: 'data-science',
    difficulty: 'beginner',
    duration: '3 weeks',
    status: 'active',
    colour: [33, 115, 70],
    createdDaysAgo: 10,
  },
} satisfies Record<string, CourseSeed>;
type CourseKey = keyof typeof COURSES;

interface LessonSeed {
  id: string;
  course: CourseKey;
  title: string;
  description: string;
  type: LessonType;
  duration: string;
  content: string;
  status: LessonStatus;
  views: number;
  completion: number;
  youtubeVideoId?: string;
  createdDaysAgo: number;
  updatedDaysAgo: number;
}

const LESSONS = {
  pyIntro: {
    id: 'demo-lesson-py-intro',
    course: 'python',
    title: 'Installing Python and Your First Program',
    description: 'Set up Python on Windows or macOS and run "Hello, Sri Lanka!".',
    type: 'video',
    duration: '18 minutes',
    content:
      '<p>Watch the video, then install Python 3 from python.org and run your first program.</p>' +
      '<ul><li>Tick <strong>Add Python to PATH</strong> on Windows</li><li>Open a terminal and type <code>python --version</code></li></ul>',
    status: 'published',
    views: 214,
    completion: 82,
    youtubeVideoId: 'rfscVS0vtbw',
    createdDaysAgo: 108,
    updatedDaysAgo: 100,
  },
  pyVariables: {
    id: 'demo-lesson-py-variables',
    course: 'python',
    title: 'Variables and Data Types',
    description: 'Numbers, strings, booleans and lists, with examples from everyday life.',
    type: 'text',
    duration: '25 minutes',
    content:
      '<h2>Variables and data types</h2>' +
      '<p>A <strong>variable</strong> is a name that refers to a value. Python works out the type from the value you assign.</p>' +
      '<pre><code>name = "Amaya"\nage = 19\nprice_lkr = 1250.50\nis_student = True\nfruits = ["mango", "rambutan", "papaya"]\nprint(f"{name} is {age} years old")</code></pre>' +
      '<h3>The basic types</h3>' +
      '<ul><li><code>int</code>: whole numbers such as 19</li><li><code>float</code>: decimals such as 1250.50</li><li><code>str</code>: text in quotes</li><li><code>bool</code>: True or False</li><li><code>list</code>: an ordered collection</li></ul>' +
      '<p>Try changing the values and run the program again.</p>',
    status: 'published',
    views: 187,
    completion: 74,
    createdDaysAgo: 100,
    updatedDaysAgo: 30,
  },
  pyLoops: {
    id: 'demo-lesson-py-loops',
    course: 'python',
    title: 'Loops Practice: Build a Multiplication Table',
    description: 'Use for and while loops to print tables, then check your answers in the exercise.',
    type: 'interactive',
    duration: '30 minutes',
    content:
      '<h2>Exercise</h2>' +
      '<p>Write a program that asks for a number and prints its multiplication table from 1 to 12.</p>' +
      '<pre><code>n = int(input("Number: "))\nfor i in range(1, 13):\n    print(f"{n} x {i} = {n * i}")</code></pre>' +
      '<ol><li>Run it with 7</li><li>Change it to use a <code>while</code> loop</li><li>Print only the even results</li></ol>',
    status: 'published',
    views: 121,
    completion: 48,
    createdDaysAgo: 95,
    updatedDaysAgo: 20,
  },
  pyFunctions: {
    id: 'demo-lesson-py-functions',
    course: 'python',
    title: 'Writing Functions',
    description: 'Define, call and test your own functions.',
    type: 'text',
    duration: '20 minutes',
    content:
      '<h2>Functions</h2><p>A function groups steps under a name so you can reuse them.</p>' +
      '<pre><code>def add_vat(amount, rate=0.18):\n    return round(amount * (1 + rate), 2)</code></pre>' +
      '<ul><li>Parameters and default values</li><li>Return values</li></ul>',
    status: 'draft',
    views: 0,
    completion: 0,
    createdDaysAgo: 3,
    updatedDaysAgo: 1,
  },
  uxPrinciples: {
    id: 'demo-lesson-ux-principles',
    course: 'uiux',
    title: 'Design Principles: Contrast, Alignment, Repetition',
    description: 'The three principles behind every clean screen.',
    type: 'text',
    duration: '15 minutes',
    content:
      '<h2>Three principles</h2>' +
      '<p>Good interfaces are easy to scan. Three principles do most of the work.</p>' +
      '<h3>Contrast</h3><p>Make the important things look different: size, weight and colour.</p>' +
      '<h3>Alignment</h3><p>Everything on the page should line up with something else.</p>' +
      '<pre><code>/* an 8-point spacing scale */\n--space-1: 8px;\n--space-2: 16px;\n--space-3: 24px;</code></pre>' +
      '<ul><li>Use one grid</li><li>Reuse the same spacing values</li><li>Repeat styles for things that mean the same</li></ul>',
    status: 'published',
    views: 96,
    completion: 65,
    createdDaysAgo: 100,
    updatedDaysAgo: 60,
  },
  uxFigma: {
    id: 'demo-lesson-ux-figma',
    course: 'uiux',
    title: 'Getting Started with Figma',
    description: 'A tour of frames, components and auto layout.',
    type: 'video',
    duration: '22 minutes',
    content: '<p>Follow along in a free Figma account.</p><ul><li>Frames</li><li>Components</li><li>Auto layout</li></ul>',
    status: 'processing',
    views: 0,
    completion: 0,
    createdDaysAgo: 0.1,
    updatedDaysAgo: 0.1,
  },
  bizRegistration: {
    id: 'demo-lesson-biz-registration',
    course: 'business',
    title: 'Registering Your Business',
    description: 'Sole proprietorship, partnership or private limited company: what to choose and how to register.',
    type: 'text',
    duration: '20 minutes',
    content:
      '<h2>Choosing a legal form</h2>' +
      '<p>Most small businesses start as a <strong>sole proprietorship</strong> registered with the Divisional Secretariat; a private limited company is registered with the Registrar of Companies.</p>' +
      '<h3>Checklist</h3>' +
      '<ul><li>Choose and check the business name</li><li>Prepare your NIC and proof of address</li><li>Register for tax with the Inland Revenue Department</li></ul>' +
      '<pre><code>Business name: Lanka Spice Traders\nForm: Sole proprietorship\nAddress: 45 Galle Road, Colombo 03</code></pre>',
    status: 'published',
    views: 73,
    completion: 58,
    createdDaysAgo: 78,
    updatedDaysAgo: 40,
  },
  bizCanvas: {
    id: 'demo-lesson-biz-canvas',
    course: 'business',
    title: 'Business Model Canvas Workshop',
    description: 'Fill in a canvas for your own idea, block by block.',
    type: 'interactive',
    duration: '45 minutes',
    content:
      '<h2>Workshop</h2><p>Download the canvas and fill in each block for your idea.</p>' +
      '<ol><li>Customer segments</li><li>Value propositions</li><li>Channels</li><li>Revenue streams</li></ol>',
    status: 'published',
    views: 41,
    completion: 35,
    createdDaysAgo: 70,
    updatedDaysAgo: 70,
  },
  mktSocial: {
    id: 'demo-lesson-mkt-social',
    course: 'marketing',
    title: 'Social Media Campaigns on a Small Budget',
    description: 'Plan a two-week campaign for a local brand.',
    type: 'video',
    duration: '16 minutes',
    content:
      '<p>Plan, schedule and measure a small campaign.</p><ul><li>Audience</li><li>Budget</li><li>Content calendar</li></ul>',
    status: 'draft',
    views: 0,
    completion: 0,
    youtubeVideoId: 'ysz5S6PUM-U',
    createdDaysAgo: 4,
    updatedDaysAgo: 4,
  },
  mktSeo: {
    id: 'demo-lesson-mkt-seo',
    course: 'marketing',
    title: 'SEO for Sri Lankan Small Businesses',
    description: 'Get found on Google Maps and in local searches.',
    type: 'text',
    duration: '20 minutes',
    content:
      '<h2>Local SEO</h2>' +
      '<p>Most customers search with a place name, such as <em>"bakery in Kandy"</em>. Make sure your business appears.</p>' +
      '<ul><li>Claim your Google Business Profile</li><li>Use the same name, address and phone everywhere</li><li>Ask happy customers for reviews</li></ul>' +
      '<pre><code>&lt;title&gt;Fresh Bakery in Kandy | Sweet Crumbs&lt;/title&gt;\n&lt;meta name="description" content="Fresh bread and cakes daily in Kandy."&gt;</code></pre>',
    status: 'published',
    views: 58,
    completion: 61,
    createdDaysAgo: 55,
    updatedDaysAgo: 25,
  },
  dsPandas: {
    id: 'demo-lesson-ds-pandas',
    course: 'datascience',
    title: 'Cleaning Data with pandas',
    description: 'Missing values, wrong types and duplicates in a real data set.',
    type: 'text',
    duration: '35 minutes',
    content:
      '<h2>Cleaning data</h2>' +
      '<p>Real data is messy. We will clean a table of rainfall readings from weather stations across Sri Lanka.</p>' +
      '<pre><code>import pandas as pd\n\ndf = pd.read_csv("rainfall.csv")\ndf = df.drop_duplicates()\ndf["date"] = pd.to_datetime(df["date"])\ndf["rain_mm"] = df["rain_mm"].fillna(0)\nprint(df.groupby("station")["rain_mm"].sum())</code></pre>' +
      '<h3>Steps</h3>' +
      '<ol><li>Remove duplicate rows</li><li>Fix column types</li><li>Decide how to fill missing values</li></ol>',
    status: 'published',
    views: 64,
    completion: 52,
    createdDaysAgo: 38,
    updatedDaysAgo: 15,
  },
  dsRegression: {
    id: 'demo-lesson-ds-regression',
    course: 'datascience',
    title: 'Linear Regression Lab',
    description: 'Predict house prices in Colombo suburbs and measure the error.',
    type: 'interactive',
    duration: '50 minutes',
    content:
      '<h2>Lab</h2><p>Train a linear regression model and report its mean absolute error.</p>' +
      '<pre><code>from sklearn.linear_model import LinearRegression\nmodel = LinearRegression().fit(X_train, y_train)</code></pre>' +
      '<ul><li>Split the data 80/20</li><li>Compare with a baseline</li></ul>',
    status: 'published',
    views: 29,
    completion: 21,
    createdDaysAgo: 30,
    updatedDaysAgo: 12,
  },
  reactHooks: {
    id: 'demo-lesson-react-hooks',
    course: 'react',
    title: 'Custom Hooks in Depth',
    description: 'Extract and test reusable logic.',
    type: 'text',
    duration: '30 minutes',
    content:
      '<h2>Custom hooks</h2><p>A custom hook is a function whose name starts with <code>use</code> and that calls other hooks.</p>' +
      '<pre><code>function useOnline() {\n  const [online, setOnline] = useState(navigator.onLine);\n  return online;\n}</code></pre>' +
      '<ul><li>Naming</li><li>Testing</li></ul>',
    status: 'draft',
    views: 0,
    completion: 0,
    createdDaysAgo: 4,
    updatedDaysAgo: 2,
  },
  excelFormulas: {
    id: 'demo-lesson-excel-formulas',
    course: 'excel',
    title: 'Formulas Every Analyst Needs',
    description: 'SUMIFS, XLOOKUP and IF explained with a sales sheet.',
    type: 'text',
    duration: '25 minutes',
    content:
      '<h2>Essential formulas</h2>' +
      '<p>We will use a sheet of monthly sales from shops in Jaffna, Kandy and Galle.</p>' +
      '<pre><code>=SUMIFS(D:D, B:B, "Jaffna", C:C, "2025-07")\n=XLOOKUP(A2, Products[Code], Products[Price])</code></pre>' +
      '<ul><li>SUMIFS for totals with conditions</li><li>XLOOKUP instead of VLOOKUP</li><li>IF for simple rules</li></ul>',
    status: 'published',
    views: 12,
    completion: 40,
    createdDaysAgo: 9,
    updatedDaysAgo: 9,
  },
  excelPivot: {
    id: 'demo-lesson-excel-pivot',
    course: 'excel',
    title: 'Pivot Table Challenge',
    description: 'Summarise a year of sales with one pivot table.',
    type: 'interactive',
    duration: '30 minutes',
    content:
      '<h2>Challenge</h2><p>Build a pivot table of sales by city and month.</p><ol><li>Insert a pivot table</li><li>Group dates by month</li></ol>',
    status: 'published',
    views: 7,
    completion: 15,
    createdDaysAgo: 8,
    updatedDaysAgo: 8,
  },
} satisfies Record<string, LessonSeed>;
type LessonKey = keyof typeof LESSONS;

/** Course access: [student, course, granted days ago, expires in days (negative: already expired)]. */
const GRANTS: [StudentKey, CourseKey, number, number][] = [
  ['amaya', 'python', 59, 60],
  ['amaya', 'uiux', 25, 5], // expires soon
  ['dinuka', 'python', 44, 45],
  ['dinuka', 'datascience', 10, 80],
  ['tharushi', 'marketing', 19, 11],
  ['tharushi', 'business', 10, 80],
  ['rizwan', 'python', 6, 24],
  ['sanduni', 'uiux', 93, -3], // expired: her only grant
  ['priyanka', 'excel', 7, 23],
];

/** Lesson progress: [student, lesson, status, days ago it was last updated]. */
const PROGRESS: [StudentKey, LessonKey, ProgressStatus, number][] = [
  ['amaya', 'pyIntro', 'completed', 50],
  ['amaya', 'pyVariables', 'completed', 4],
  ['amaya', 'pyLoops', 'in_progress', 1],
  ['amaya', 'uxPrinciples', 'not_started', 2],
  ['dinuka', 'pyIntro', 'completed', 40],
  ['dinuka', 'pyVariables', 'in_progress', 20],
  ['dinuka', 'dsPandas', 'completed', 1],
  ['dinuka', 'dsRegression', 'not_started', 1],
  ['tharushi', 'mktSeo', 'completed', 2],
  ['tharushi', 'bizRegistration', 'in_progress', 3],
  ['tharushi', 'bizCanvas', 'not_started', 3],
  ['rizwan', 'pyIntro', 'in_progress', 5.8],
  ['sanduni', 'uxPrinciples', 'completed', 30],
  ['priyanka', 'excelFormulas', 'completed', 5],
  ['priyanka', 'excelPivot', 'in_progress', 1],
];

const MONTHLY_PRICE_USD = 16.99;
const ANNUAL_PRICE_USD = 179.99;

// ---------------------------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------------------------

export function buildDemoData(now: Date = new Date()): DemoData {
  const nowMs = now.getTime();
  /** A Timestamp `days` days before now (negative: in the future), rounded to the second. */
  const ago = (days: number) => Timestamp.fromMillis(Math.round((nowMs - days * DAY) / 1000) * 1000);
  const ahead = (days: number) => ago(-days);
  const tutorOf = (key: keyof typeof TUTORS) => TUTORS[key];

  // Courses and lessons
  const courses: Record<string, CourseDoc> = {};
  for (const c of Object.values(COURSES) as CourseSeed[]) {
    const tutor = tutorOf(c.tutor);
    courses[c.id] = {
      tutorId: tutor.id,
      tutorName: tutor.name,
      name: c.name,
      description: c.description,
      category: c.category,
      difficulty: c.difficulty,
      duration: c.duration,
      status: c.status,
      imagePath: `courses/${c.id}/thumbnail`,
      studentCount: 0,
      lessonCount: 0,
      createdAt: ago(c.createdDaysAgo),
      updatedAt: ago(Math.max(0, c.createdDaysAgo - 2)),
    };
  }
  const lessons: Record<string, LessonDoc> = {};
  for (const l of Object.values(LESSONS) as LessonSeed[]) {
    const course = COURSES[l.course];
    const video = l.type === 'video' && l.youtubeVideoId ? l.youtubeVideoId : null;
    lessons[l.id] = {
      tutorId: tutorOf(course.tutor).id,
      courseId: course.id,
      courseName: course.name,
      title: l.title,
      description: l.description,
      type: l.type,
      duration: l.duration,
      content: l.content,
      status: l.status,
      views: l.views,
      completion: l.completion,
      videoUrl: video ? `https://www.youtube.com/embed/${video}` : null,
      youtubeVideoId: video,
      thumbnailPath: null,
      createdAt: ago(l.createdDaysAgo),
      updatedAt: ago(l.updatedDaysAgo),
    };
  }

  // Grants
  const grants: Record<string, GrantDoc> = {};
  for (const [studentKey, courseKey, grantedDaysAgo, expiresInDays] of GRANTS) {
    const student = STUDENTS[studentKey];
    const course = COURSES[courseKey];
    if (student.tutor !== course.tutor) throw new Error(`demo data: ${student.id} is not a student of ${course.id}'s tutor`);
    grants[`${course.id}_${student.id}`] = {
      courseId: course.id,
      studentId: student.id,
      tutorId: tutorOf(course.tutor).id,
      grantedAt: ago(grantedDaysAgo),
      expiresAt: ahead(expiresInDays),
      status: expiresInDays > 0 ? 'active' : 'expired',
    };
  }

  // Progress (published lessons of courses the student has, or had, a grant for)
  const progress: Record<string, ProgressDoc> = {};
  for (const [studentKey, lessonKey, status, daysAgo] of PROGRESS) {
    const student = STUDENTS[studentKey];
    const lesson = LESSONS[lessonKey];
    const course = COURSES[lesson.course];
    const grant = grants[`${course.id}_${student.id}`];
    if (!grant || lesson.status !== 'published') throw new Error(`demo data: progress ${student.id}/${lesson.id} has no grant`);
    if (ago(daysAgo).toMillis() > grant.expiresAt.toMillis())
      throw new Error(`demo data: progress ${student.id}/${lesson.id} after expiry`);
    progress[`${student.id}_${lesson.id}`] = {
      studentId: student.id,
      lessonId: lesson.id,
      courseId: course.id,
      tutorId: tutorOf(course.tutor).id,
      status,
      ...(status === 'not_started' ? {} : { startedAt: ago(daysAgo) }),
      completedAt: status === 'completed' ? ago(daysAgo) : null,
      updatedAt: ago(daysAgo),
    };
  }

  // Invitations, students and enrolments
  const invitations: Record<string, InvitationDoc> = {};
  const students: Record<string, StudentDoc> = {};
  const enrolments: Record<string, EnrolmentDoc> = {};
  for (const s of Object.values(STUDENTS) as StudentSeed[]) {
    const tutor = tutorOf(s.tutor);
    const invitedAt = ago(s.invitedDaysAgo);
    const acceptedAt = ago(s.invitedDaysAgo - 1);
    invitations[invitationId(tutor.id, s.email)] = {
      tutorId: tutor.id,
      tutorName: tutor.name,
      email: s.email.toLowerCase(),
      status: 'ACCEPTED',
      invitedAt,
      acceptedAt,
      rejectedAt: null,
      expiresAt: Timestamp.fromMillis(invitedAt.toMillis() + 14 * DAY),
      language: s.language,
    };
    const own = Object.values(grants).filter((g) => g.studentId === s.id);
    const mine = Object.values(progress).filter((p) => p.studentId === s.id);
    const lastActive = mine.reduce(
      (latest, p) => (p.updatedAt.toMillis() > latest.toMillis() ? p.updatedAt : latest),
      acceptedAt,
    );
    const courseIds = new Set(own.map((g) => g.courseId));
    const published = Object.entries(lessons).filter(([, l]) => courseIds.has(l.courseId) && l.status === 'published');
    const completed = published.filter(([id]) => progress[`${s.id}_${id}`]?.status === 'completed');
    students[s.id] = {
      name: s.name,
      email: s.email,
      phone: s.phone,
      avatarUrl: DEFAULT_AVATAR,
      createdAt: acceptedAt,
      lastActive,
    };
    enrolments[`${tutor.id}/${s.id}`] = {
      name: s.name,
      email: s.email,
      phone: s.phone,
      avatarUrl: DEFAULT_AVATAR,
      status: own.some((g) => g.expiresAt.toMillis() > nowMs) ? 'active' : 'inactive',
      inviteStatus: 'accepted',
      enrolledAt: acceptedAt,
      lastActive,
      progress: published.length ? Math.round((completed.length / published.length) * 100) : 0,
      enrolledCourses: own.map((g) => ({ id: g.courseId, name: courses[g.courseId]?.name ?? '', expiresAt: g.expiresAt })),
    };
  }
  for (const i of OPEN_INVITATIONS) {
    const tutor = tutorOf(i.tutor);
    const invitedAt = ago(i.invitedDaysAgo);
    invitations[invitationId(tutor.id, i.email)] = {
      tutorId: tutor.id,
      tutorName: tutor.name,
      email: i.email,
      status: i.status,
      invitedAt,
      acceptedAt: null,
      rejectedAt: i.answeredDaysAgo === null ? null : ago(i.answeredDaysAgo),
      expiresAt: Timestamp.fromMillis(invitedAt.toMillis() + 14 * DAY),
      language: i.language,
    };
  }

  // Counters, derived from the documents above
  for (const [id, course] of Object.entries(courses)) {
    course.lessonCount = Object.values(lessons).filter((l) => l.courseId === id).length;
    course.studentCount = Object.values(grants).filter((g) => g.courseId === id && g.status === 'active').length;
  }

  // Tutors, subscription and orders
  const paidAt = ago(6.5);
  const tutors: Record<string, TutorDoc> = {};
  for (const [key, t] of Object.entries(TUTORS) as [keyof typeof TUTORS, TutorSeed][]) {
    const active = key === 'nimal';
    tutors[t.id] = {
      name: t.name,
      email: t.email,
      avatarUrl: DEFAULT_AVATAR,
      subscriptionStatus: active ? 'ACTIVE' : 'INACTIVE',
      subscriptionPlan: active ? 'monthly' : null,
      subscriptionEndDate: active ? Timestamp.fromMillis(paidAt.toMillis() + 30 * DAY) : null,
      studentCount: Object.keys(enrolments).filter((k) => k.startsWith(`${t.id}/`)).length,
      courseCount: Object.values(courses).filter((c) => c.tutorId === t.id).length,
      lessonCount: Object.values(lessons).filter((l) => l.tutorId === t.id).length,
      createdAt: ago(t.createdDaysAgo),
      updatedAt: active ? paidAt : ago(t.createdDaysAgo),
    };
  }
  const orders: Record<string, OrderDoc> = {
    demoNimalFailed0001: {
      tutorId: TUTORS.nimal.id,
      plan: 'monthly',
      amount: MONTHLY_PRICE_USD,
      currency: 'USD',
      gateway: 'ipay',
      status: 'FAILED',
      reason: 'Card declined by the issuing bank',
      failure: 'declined',
      gatewayRef: 'IPAY-20931874',
      createdAt: ago(6.6),
      paidAt: null,
    },
    demoNimalPaid00002: {
      tutorId: TUTORS.nimal.id,
      plan: 'monthly',
      amount: MONTHLY_PRICE_USD,
      currency: 'USD',
      gateway: 'ipay',
      status: 'PAID',
      reason: null,
      failure: null,
      gatewayRef: 'IPAY-20931902',
      createdAt: Timestamp.fromMillis(paidAt.toMillis() - 3 * 60 * 1000),
      paidAt,
    },
    demoKavyaPending001: {
      tutorId: TUTORS.kavya.id,
      plan: 'annual',
      amount: ANNUAL_PRICE_USD,
      currency: 'USD',
      gateway: 'ipay',
      status: 'PENDING',
      reason: null,
      failure: null,
      gatewayRef: null,
      createdAt: ago(0.2),
      paidAt: null,
    },
  };

  // Activity (the tutor dashboard shows the latest 5)
  const nimal = TUTORS.nimal.id;
  const activity = (
    type: ActivityType,
    title: string,
    daysAgo: number,
    metadata: ActivityDoc['metadata'] = {},
    tutorId: string = nimal,
  ): ActivityDoc => ({ tutorId, type, title, createdAt: ago(daysAgo), metadata });
  const activities: Record<string, ActivityDoc> = {
    'demo-activity-01': activity('payment', 'Monthly subscription paid (USD 16.99)', 6.5, {
      plan: 'monthly',
      amount: MONTHLY_PRICE_USD,
      currency: 'USD',
    }),
    'demo-activity-02': activity('invitation_accepted', 'Mohamed Rizwan accepted your invitation', 6, {
      studentName: STUDENTS.rizwan.name,
    }),
    'demo-activity-03': activity('course_started', 'Mohamed Rizwan started Python Programming Fundamentals', 5.8, {
      studentName: STUDENTS.rizwan.name,
      courseName: COURSES.python.name,
    }),
    'demo-activity-04': activity('lesson_completed', 'Amaya Fernando completed Variables and Data Types', 4, {
      studentName: STUDENTS.amaya.name,
      lessonTitle: LESSONS.pyVariables.title,
      courseName: COURSES.python.name,
    }),
    'demo-activity-05': activity('course_started', 'Tharushi Wickramasinghe started Starting a Small Business in Sri Lanka', 3, {
      studentName: STUDENTS.tharushi.name,
      courseName: COURSES.business.name,
    }),
    'demo-activity-06': activity('lesson_completed', 'Tharushi Wickramasinghe completed SEO for Sri Lankan Small Businesses', 2, {
      studentName: STUDENTS.tharushi.name,
      lessonTitle: LESSONS.mktSeo.title,
      courseName: COURSES.marketing.name,
    }),
    'demo-activity-07': activity('lesson_completed', 'Dinuka Jayasinghe completed Cleaning Data with pandas', 1, {
      studentName: STUDENTS.dinuka.name,
      lessonTitle: LESSONS.dsPandas.title,
      courseName: COURSES.datascience.name,
    }),
    'demo-activity-08': activity(
      'invitation_accepted',
      'Priyanka Shanmugam accepted your invitation',
      7,
      { studentName: STUDENTS.priyanka.name },
      TUTORS.kavya.id,
    ),
  };

  // Notifications
  const notification = (
    userId: string,
    type: string,
    title: string,
    body: string,
    link: string,
    daysAgo: number,
    read: boolean,
    params?: Record<string, string>,
  ): NotificationDoc => ({
    userId,
    type,
    title,
    body,
    link,
    ...(params ? { params } : {}),
    createdAt: ago(daysAgo),
    read,
  });
  const amaya = STUDENTS.amaya.id;
  const notifications: Record<string, NotificationDoc> = {
    'demo-notification-01': notification(
      nimal,
      'payment',
      'Payment received',
      'Your subscription payment was received. Thank you!',
      '/tutor-dashboard/home',
      6.5,
      true,
    ),
    'demo-notification-02': notification(
      nimal,
      'invitation_accepted',
      'New student',
      'Mohamed Rizwan accepted your invitation.',
      '/tutor-dashboard/students',
      6,
      true,
      { studentName: 'Mohamed Rizwan' },
    ),
    'demo-notification-03': notification(
      nimal,
      'lesson_completed',
      'Lesson completed',
      'Dinuka Jayasinghe completed "Cleaning Data with pandas".',
      '/tutor-dashboard/students',
      1,
      false,
      { studentName: 'Dinuka Jayasinghe', lessonTitle: 'Cleaning Data with pandas' },
    ),
    'demo-notification-04': notification(
      nimal,
      'access_expiring',
      'Access ending soon',
      "Amaya Fernando's access to UI/UX Design Essentials with Figma ends in 5 days.",
      '/tutor-dashboard/students',
      0.5,
      false,
      { studentName: 'Amaya Fernando', courseName: 'UI/UX Design Essentials with Figma', daysLeft: '5' },
    ),
    'demo-notification-05': notification(
      amaya,
      'access_granted',
      'New course available',
      'Nimal Perera gave you access to UI/UX Design Essentials with Figma.',
      '/student-dashboard/courses',
      25,
      true,
      { tutorName: 'Nimal Perera', courseName: 'UI/UX Design Essentials with Figma' },
    ),
    'demo-notification-06': notification(
      amaya,
      'lesson_published',
      'New lesson',
      '"Loops Practice: Build a Multiplication Table" is ready in Python Programming Fundamentals.',
      '/student-dashboard/lessons',
      20,
      true,
      { lessonTitle: 'Loops Practice: Build a Multiplication Table', courseName: 'Python Programming Fundamentals' },
    ),
    'demo-notification-07': notification(
      amaya,
      'access_expiring',
      'Access ending soon',
      'Your access to UI/UX Design Essentials with Figma ends in 5 days.',
      '/student-dashboard/courses',
      0.5,
      false,
      { courseName: 'UI/UX Design Essentials with Figma', daysLeft: '5' },
    ),
  };

  // The published video lesson's finished upload job
  const videoJobs: Record<string, VideoJobDoc> = {
    'demo-job-py-intro': {
      tutorId: nimal,
      lessonId: LESSONS.pyIntro.id,
      fileId: 'demo-file-py-intro',
      status: 'done',
      bytesSent: 48_234_496,
      totalBytes: 48_234_496,
      youtubeVideoId: LESSONS.pyIntro.youtubeVideoId,
      error: null,
      updatedAt: ago(LESSONS.pyIntro.updatedDaysAgo),
    },
  };

  // Auth users
  const users: DemoAuthUser[] = [
    ...(Object.values(TUTORS) as TutorSeed[]).map((t) => ({
      uid: t.id,
      email: t.email,
      displayName: t.name,
      role: 'tutor' as const,
      googleSub: t.googleSub,
      createdAt: ago(t.createdDaysAgo),
    })),
    ...(Object.values(STUDENTS) as StudentSeed[]).map((s) => ({
      uid: s.id,
      email: s.email,
      displayName: s.name,
      role: 'student' as const,
      googleSub: s.googleSub,
      createdAt: ago(s.invitedDaysAgo - 1),
    })),
  ];

  const signIns: DemoSignIns = [
    {
      role: 'tutor',
      name: TUTORS.nimal.name,
      email: TUTORS.nimal.email,
      note: "Teacher's button → Google popup. ACTIVE monthly plan, 6 courses, 5 students, 1 pending invitation.",
    },
    {
      role: 'tutor',
      name: TUTORS.kavya.name,
      email: TUTORS.kavya.email,
      note: "Teacher's button → Google popup. INACTIVE subscription: lands on the payment page.",
    },
    {
      role: 'student',
      name: STUDENTS.amaya.name,
      email: STUDENTS.amaya.email,
      note: 'Student login (e-mail code) or Google. 2 courses; UI/UX access ends in 5 days.',
    },
    {
      role: 'student',
      name: STUDENTS.dinuka.name,
      email: STUDENTS.dinuka.email,
      note: 'Student login (e-mail code). Python and Machine Learning.',
    },
    {
      role: 'student',
      name: STUDENTS.sanduni.name,
      email: STUDENTS.sanduni.email,
      note: 'Student login (e-mail code). Her only access has expired (inactive).',
    },
    {
      role: 'student',
      name: STUDENTS.priyanka.name,
      email: STUDENTS.priyanka.email,
      note: "Student login (e-mail code). Kavya Sivakumar's student.",
    },
  ];

  const courseImages = (Object.values(COURSES) as CourseSeed[]).map((c) => ({
    path: `courses/${c.id}/thumbnail`,
    colour: c.colour,
  }));

  return {
    users,
    tutors,
    enrolments,
    students,
    invitations,
    courses,
    lessons,
    grants,
    progress,
    activities,
    notifications,
    orders,
    videoJobs,
    courseImages,
    signIns,
  };
}
