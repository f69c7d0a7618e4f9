// The ten slides of the company deck, as HTML. Art comes from the landing page's own SVGs, so the
// deck and the site always share one visual language. Prices are spec §9's credit packs (INR).
import { CREDIT_PACKS } from '@drape/shared/constants';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CAROUSEL_SLIDES } from '../../src/features/landing/art/carousel-slides.tsx';
import { HeroResultArt } from '../../src/features/landing/art/hero-art.tsx';

const svgOf = (i) =>
  renderToStaticMarkup(
    createElement(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 400 500' },
      CAROUSEL_SLIDES[i].art(),
    ),
  );
const inr = (n) => `₹${n.toLocaleString('en-IN')}`;

const frame = (n, body, { dark = false } = {}) => `
<section class="slide${dark ? ' dark' : ''}">
  ${body}
  <span class="logo">Drape</span>
  <span class="page-no">${String(n).padStart(2, '0')} / 10</span>
</section>`;

const title = () =>
  frame(
    1,
    `<div style="max-width:640px;margin-top:60px">
      <p class="eyebrow">Company presentation · 2025</p>
      <h1 style="margin-top:26px">Every drape,<br><em style="font-style:italic">photographed like couture.</em></h1>
      <p class="lead">Drape is AI virtual try-on and studio photography for Indian ethnic-wear brands — sarees, lehengas, kurtas and sherwanis.</p>
    </div>
    <div class="art" style="right:110px;top:60px;width:400px;height:560px;border-radius:0;box-shadow:none">${renderToStaticMarkup(createElement(HeroResultArt))}</div>
    <div class="zari"></div>`,
    { dark: true },
  );

const problem = () =>
  frame(
    2,
    `<p class="eyebrow">The problem</p>
    <h2>Ethnic wear is the hardest category to photograph.</h2>
    <div class="grid" style="grid-template-columns:repeat(4,1fr);margin-top:48px">
      ${[
        [
          'Weeks, not days',
          'A collection waits for models, a studio, a stylist and a photographer to be free on the same day.',
        ],
        [
          'Skilled draping',
          'A saree or dupatta needs an expert draper on set for every look, and every colourway.',
        ],
        [
          'One body on show',
          'Catalogues show one model, so most customers never see the garment on someone like them.',
        ],
        [
          'Detail gets lost',
          'Zari, bandhani and embroidery blur in fast shoots — and reshoots cost as much again.',
        ],
      ]
        .map(([h, p]) => `<div class="card"><h3>${h}</h3><p>${p}</p></div>`)
        .join('')}
    </div>
    <p class="lead" style="max-width:none;margin-top:40px">Small weavers and boutiques — most of the market — simply list with phone photos of folded fabric.</p>`,
  );

const solution = () =>
  frame(
    3,
    `<div style="max-width:600px">
      <p class="eyebrow">The solution</p>
      <h2>Upload a garment. Get a photoshoot.</h2>
      <p class="lead">Drape dresses your garment on AI models and places it in studio or heritage settings — catalogue-ready in under a minute.</p>
      <div class="grid" style="grid-template-columns:repeat(2,1fr);margin-top:36px;gap:28px 40px">
        ${[
          ['3x', 'faster from loom to listing'],
          ['80%', 'savings on shoot costs, up to'],
          ['30–60s', 'to generate each image'],
          ['₹8', 'per image on the Enterprise Pack'],
        ]
          .map(
            ([n, l]) =>
              `<div><div class="num">${n}</div><p style="font-size:17px;color:#675d55;margin-top:6px">${l}</p></div>`,
          )
          .join('')}
      </div>
    </div>
    <div class="art" style="right:300px;top:110px;width:260px;height:325px">${svgOf(1)}</div>
    <div class="art" style="right:88px;top:200px;width:260px;height:325px">${svgOf(3)}</div>`,
  );

export function renderDeckBody() {
  return [title(), problem(), solution(), ...moreSlides()].join('\n');
}

function moreSlides() {
  return [howItWorks(), features(), pricing(), api(), security(), gallery(), contact()];
}

const howItWorks = () =>
  frame(
    4,
    `<p class="eyebrow">How it works</p>
    <h2>Three steps, thirty to sixty seconds.</h2>
    <div class="grid" style="grid-template-columns:repeat(3,1fr);margin-top:48px">
      ${[
        [
          'Upload',
          'A person photo and a garment photo — flat-lay, hanger or mannequin. JPG or PNG up to 10 MB.',
        ],
        [
          'Generate',
          'Pose and body segmentation, a garment warp fitted to the figure, and compositing onto the backdrop.',
        ],
        [
          'Deliver',
          'The result lands in your gallery to view, download or fetch over the API. Failed runs are refunded.',
        ],
      ]
        .map(
          ([h, p], i) =>
            `<div class="card"><div class="num" style="font-size:56px">${i + 1}</div><h3 style="margin-top:10px">${h}</h3><p>${p}</p></div>`,
        )
        .join('')}
    </div>
    <p class="lead" style="max-width:none;margin-top:36px">Runs on CPU out of the box; plugs into GPU try-on model servers for the highest quality.</p>`,
  );

const features = () =>
  frame(
    5,
    `<p class="eyebrow">The product</p>
    <h2>One studio for the whole catalogue.</h2>
    <div class="grid" style="grid-template-columns:repeat(3,1fr);margin-top:44px">
      ${[
        ['VTON Studio', 'Two-step upload, live progress and a result view with download.'],
        ['Gallery', 'Search, filter, sort, bulk delete — every generation in one place.'],
        ['Credits', 'Buy packs with Razorpay; a ledger that always balances.'],
        ['API keys', 'Named keys with usage limits, expiry and per-key statistics.'],
        ['Dashboard', 'Generations, gallery size, API calls and a 30-day usage chart.'],
        ['Heritage backdrops', 'Palace arches, havelis, stepwells, forts or a clean studio sweep.'],
      ]
        .map(
          ([h, p]) => `<div class="card" style="padding:22px 26px"><h3>${h}</h3><p>${p}</p></div>`,
        )
        .join('')}
    </div>`,
  );

const pricing = () =>
  frame(
    6,
    `<p class="eyebrow">Pricing · INR</p>
    <h2>Pay per image. Credits never expire.</h2>
    <div class="grid" style="grid-template-columns:repeat(4,1fr);margin-top:40px">
      ${CREDIT_PACKS.map(
        (
          p,
        ) => `<div class="card" style="${p.popular ? 'border:2px solid #8c1c3a;' : ''}position:relative">
          ${p.popular ? '<span class="pill" style="position:absolute;top:-13px;left:26px">Most Popular</span>' : ''}
          <h3>${p.name}</h3>
          <div class="num" style="font-size:52px;margin-top:10px">${inr(p.price)}</div>
          <p style="min-height:24px">${p.originalPrice ? `<s>${inr(p.originalPrice)}</s> · ${p.savings}` : 'Pay as you go'}</p>
          <p style="font-size:19px;color:#2a1d18;margin-top:14px"><strong>${p.credits.toLocaleString('en-IN')}</strong> credits</p>
          <p>${inr(Math.round((p.price / p.credits) * 100) / 100)} per image</p>
        </div>`,
      ).join('')}
    </div>
    <ul class="ticks" style="display:flex;gap:40px;margin-top:30px">
      <li>A trial image with every plan</li><li>Priority processing from 300 credits</li><li>Monthly and custom annual plans</li>
    </ul>`,
  );

const api = () =>
  frame(
    7,
    `<div style="display:grid;grid-template-columns:0.8fr 1.2fr;gap:56px;align-items:center;height:100%">
      <div>
        <p class="eyebrow">API</p>
        <h2>The same studio, from your code.</h2>
        <p class="lead">Generate try-ons from your PIM or storefront with an API key. The OpenAPI 3.1 document is served at <code>/v1/openapi.json</code>.</p>
      </div>
      <pre><span class="c"># 1. start a generation (1 credit)</span>
curl -X POST https://api.drape.in/v1/vton/generate \\
  -H <span class="s">"X-API-Key: drp_live_…"</span> \\
  -H <span class="s">"Content-Type: application/json"</span> \\
  -d <span class="s">'{"personImageUrl": "…/model.jpg",
       "garmentImageUrl": "…/saree.jpg"}'</span>
<span class="c"># → { "data": { "id": "7f3c…", "status": "PENDING" } }</span>

<span class="c"># 2. poll every 2 seconds until it completes</span>
curl https://api.drape.in/v1/vton/status/7f3c… \\
  -H <span class="s">"X-API-Key: drp_live_…"</span>
<span class="c"># → { "data": { "status": "COMPLETED",</span>
<span class="c">#      "resultImageUrl": "https://…" } }</span></pre>
    </div>`,
    { dark: true },
  );

const security = () =>
  frame(
    8,
    `<p class="eyebrow">Security and privacy</p>
    <h2>Unreleased designs deserve a vault.</h2>
    <div style="display:grid;grid-template-columns:1fr 1fr;gap:0 64px">
      <ul class="ticks">
        <li>Uploads and results private to your account</li>
        <li>Images served only through short-lived signed links</li>
        <li>No training on your content without your permission</li>
        <li>Export everything or delete your account at any time</li>
      </ul>
      <ul class="ticks">
        <li>Argon2id password hashing; rotating refresh tokens with reuse detection</li>
        <li>Payments verified by Razorpay signature, credited exactly once</li>
        <li>Per-IP rate limits on sign-in and public forms</li>
        <li>Built for India's Digital Personal Data Protection Act, 2023</li>
      </ul>
    </div>`,
  );

const gallery = () =>
  frame(
    9,
    `<p class="eyebrow">Made with Drape</p>
    <h2>From Banarasi silk to wedding sherwanis.</h2>
    ${[0, 2, 4, 5]
      .map(
        (i, k) =>
          `<div class="art" style="left:${88 + k * 280}px;top:270px;width:256px;height:320px">${svgOf(i)}</div>`,
      )
      .join('')}`,
  );

const contact = () =>
  frame(
    10,
    `<div style="max-width:700px;margin-top:70px">
      <p class="eyebrow">Team and contact</p>
      <h1 style="margin-top:22px">Let’s dress your<br><em style="font-style:italic">next collection.</em></h1>
      <p class="lead">A Bengaluru team of engineers, designers and textile people building the photo studio every Indian label deserves.</p>
      <ul class="ticks">
        <li>hello@drape.in — we reply within 24 hours</li>
        <li>Start free: every plan comes with a trial image</li>
      </ul>
    </div>
    <div class="art" style="right:100px;top:90px;width:384px;height:480px">${svgOf(5)}</div>
    <div class="zari"></div>`,
    { dark: true },
  );
