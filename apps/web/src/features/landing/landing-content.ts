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
    title: 'Your models, every garment',
    body: 'Upload your models once, with their consent, and shoot every new SKU on them. AI-generated models need a GPU deployment (FASHN engine).',
  },
  {
    icon: 'arch',
    title: 'Heritage backdrops',
    body: 'Palace jharokhas, a haveli courtyard and a sandstone arcade, studio sweeps in several colours, or your own backdrop photos.',
  },
  {
    icon: 'zoom',
    title: 'Close-ups that keep the craft',
    body: 'Every look also comes as a close-up of the neckline, border or sleeve, cropped from the full image and never upscaled.',
  },
  {
    icon: 'fast',
    title: 'No shoot to schedule',
    body: 'Each image takes seconds of compute. The album fills in live as a shoot runs, so a collection can go online the day it is photographed.',
  },
  {
    icon: 'savings',
    title: 'From ₹8 an image',
    body: 'One credit an image, ₹7,999 for 1,000 credits. No studio hire, travel or reshoots, and credits never expire.',
  },
] as const;

export type FeatureIcon = (typeof FEATURES)[number]['icon'];

export const STEPS = [
  {
    title: 'Upload your garment',
    body: 'A clear photo of the saree, lehenga, kurta or sherwani — flat-lay, hanger or mannequin.',
  },
  {
    title: 'Choose models and backdrops',
    body: 'Pick models from your library and heritage or studio settings that suit the collection.',
  },
  {
    title: 'Download the shoot',
    body: 'Full-length, three-quarter and close-up images, ready for your store and social feeds.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'Our Kanjeevaram launches used to wait for a studio booking. Now each saree goes on our own models the day it arrives, in full length and close-up.',
    name: 'Lakshmi Raghavan',
    role: 'Founder, Silk Loom House · Kanchipuram',
  },
  {
    quote:
      'We photograph every sherwani on the same three models now, so a customer can compare a fit across the whole collection.',
    name: 'Arjun Mehra',
    role: 'Creative Director, Rajwada Menswear · Jaipur',
  },
  {
    quote:
      'The jharokha and haveli courtyard backdrops gave our festive lookbook a heritage feel we could never afford on location.',
    name: 'Ritika Banerjee',
    role: 'E-commerce Lead, Taant Tales · Kolkata',
  },
] as const;

export const FAQS = [
  {
    question: 'How does pricing work?',
    answer:
      'You pay per image with credits: each generated image uses one credit, and packs start at ₹499. Brands with a steady catalogue can ask us for a monthly subscription, and labels with large seasonal launches for a custom annual plan.',
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
      'Yes. Your uploads and results are private to your account, stored securely and shared with no one — except, where a deployment runs on a GPU try-on service (FASHN), that service, which receives them only to make your images. You can delete them, or export everything, at any time.',
  },
  {
    question: 'Do you train AI models on my designs?',
    answer:
      'No. We never use your uploads or generated images to train models without your explicit permission.',
  },
] as const;
