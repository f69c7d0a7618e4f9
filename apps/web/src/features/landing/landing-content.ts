// Copy and structure of the landing page (spec §1, §2 Landing page). Kept apart from the
// components so wording changes never touch layout code.

export const LANDING_CONTACT_EMAIL = 'hello@drape.in';

export interface NavItem {
  label: string;
  sectionId: SectionId;
}

export type SectionId = 'hero' | 'about' | 'services' | 'testimonials' | 'contact' | 'faq';

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', sectionId: 'hero' },
  { label: 'About', sectionId: 'about' },
  { label: 'Features', sectionId: 'services' },
  { label: 'Reviews', sectionId: 'testimonials' },
  { label: 'Contact', sectionId: 'contact' },
  { label: 'FAQ', sectionId: 'faq' },
];

export const FEATURES = [
  {
    icon: 'camera',
    title: 'Studio-style photoshoots',
    body: 'Upload a flat-lay or mannequin photo and receive catalogue-ready images with professional lighting — no studio, no crew.',
  },
  {
    icon: 'models',
    title: 'Diverse AI models',
    body: 'Skin tones, body types, ages and regions: show every customer someone who looks like them, in every colourway.',
  },
  {
    icon: 'arch',
    title: 'Heritage backdrops',
    body: 'Palace arches, haveli courtyards, stepwells and fort ramparts — or a clean studio sweep for marketplaces.',
  },
  {
    icon: 'zoom',
    title: 'Close-ups that keep the craft',
    body: 'Zari, embroidery, bandhani and ikat stay crisp in detail shots of borders, pallus, necklines and cuffs.',
  },
  {
    icon: 'fast',
    title: '3x faster to market',
    body: 'Launch a collection the week it leaves the loom, not the month after a shoot can be scheduled.',
  },
  {
    icon: 'savings',
    title: 'Up to 80% savings',
    body: 'No studio hire, travel or reshoots. Pay per image with credits that never expire.',
  },
] as const;

export type FeatureIcon = (typeof FEATURES)[number]['icon'];

export const STEPS = [
  {
    title: 'Upload your garment',
    body: 'A clear photo of the saree, lehenga, kurta or sherwani — flat-lay, hanger or mannequin.',
  },
  {
    title: 'Choose model and backdrop',
    body: 'Pick from diverse models and heritage or studio settings that suit the collection.',
  },
  {
    title: 'Download the shoot',
    body: 'Full-length, three-quarter and close-up images, ready for your store and social feeds.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'Our Kanjeevaram launches used to wait three weeks for a shoot. With Drape the whole collection was live in four days, and the pallu detail is exactly as woven.',
    name: 'Lakshmi Raghavan',
    role: 'Founder, Silk Loom House · Kanchipuram',
  },
  {
    quote:
      'We photograph sherwanis on models of every build now. Returns dropped because customers finally see how a fit will look on someone like them.',
    name: 'Arjun Mehra',
    role: 'Creative Director, Rajwada Menswear · Jaipur',
  },
  {
    quote:
      'The stepwell and haveli backdrops gave our festive lookbook a heritage feel we could never afford on location — at a fraction of our old budget.',
    name: 'Ritika Banerjee',
    role: 'E-commerce Lead, Taant Tales · Kolkata',
  },
] as const;

export const FAQS = [
  {
    question: 'How does pricing work?',
    answer:
      'You pay per image with credits: each generated image uses one credit, and packs start at ₹499. Brands with a steady catalogue can choose a monthly subscription, and labels with large seasonal launches can ask us for a custom annual plan.',
  },
  {
    question: 'Can I try Drape before I commit?',
    answer:
      'Yes. Every plan comes with a trial image, so you can see your own garment on a model before you spend anything.',
  },
  {
    question: 'What if an image is not quite right?',
    answer:
      'Tell us and we will refine or regenerate it free of charge. A pleat that falls wrong or a border that blurs is our problem to fix, not yours.',
  },
  {
    question: 'Are my garment photos kept private?',
    answer:
      'Yes. Your uploads and results are private to your account, stored securely and shared with no one. You can delete them, or export everything, at any time.',
  },
  {
    question: 'Do you train AI models on my designs?',
    answer:
      'No. We never use your uploads or generated images to train models without your explicit permission.',
  },
] as const;
