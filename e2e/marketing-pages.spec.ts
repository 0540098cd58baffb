import { expect, test } from '@playwright/test'

test('the 7-day app page offers both quotes, a call and the spec sections', async ({ page }) => {
  await page.goto('/7dayapp')
  const hero = page.getByRole('region', { name: 'Your Custom App, Built in 7 Days' })
  await expect(hero.getByRole('link', { name: 'Get Mobile App Quote' })).toHaveAttribute(
    'href',
    '/mobile-app-quote',
  )
  await expect(hero.getByRole('link', { name: 'Get Web App Quote' })).toHaveAttribute(
    'href',
    '/web-app-quote',
  )
  await expect(hero.getByRole('link', { name: 'Book Discovery Call' })).toHaveAttribute(
    'href',
    '/book-call',
  )
  const choice = page.getByRole('region', { name: 'Which App Do You Need?' })
  await expect(choice.getByRole('link', { name: 'Mobile App Quote' })).toHaveAttribute(
    'href',
    '/mobile-app-quote',
  )
  await expect(choice.getByRole('link', { name: 'Web App Quote' })).toHaveAttribute(
    'href',
    '/web-app-quote',
  )
  const deliverables = page.getByRole('region', { name: 'What You Get' })
  for (const title of ['Flutter Mobile App', 'React Admin Panel', 'Firebase or Supabase Backend']) {
    await expect(deliverables.getByRole('heading', { name: title })).toBeVisible()
    await expect(
      deliverables.getByRole('list', { name: `${title} features` }).getByRole('listitem'),
    ).toHaveCount(4)
  }
  await expect(
    page
      .getByRole('region', { name: 'How We Build It in 7 Days' })
      .getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Discovery & Planning',
    'Design & Development',
    'Testing & Refinement',
    'Deployment & Launch',
  ])
  await expect(
    page.getByRole('region', { name: 'Our Guarantees' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Timely Delivery', 'Quality Guarantee', '30-Day Support'])
  await expect(
    page.getByRole('region', { name: 'Ready to Build Your App?' }).getByRole('link'),
  ).toHaveCount(3)
})

test('the maintenance page lists six services and the three plans exactly', async ({ page }) => {
  await page.goto('/maintenance')
  await expect(
    page.getByRole('region', { name: 'Maintenance Services' }).getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Code Refactoring',
    'Bug Fixes & App Store Issues',
    'Website Redesigns',
    'Performance Audits',
    'Accessibility Compliance',
    'Technology Upgrades',
  ])
  await expect(page.getByText(/Section 508 and WCAG 2.1/)).toBeVisible()
  const plans = page.getByRole('region', { name: 'Maintenance Plans' })
  const expected = [
    [
      'Basic',
      '$500/mo',
      ['Monthly security updates', 'Bug fixes up to 5 hours', 'Basic monitoring', 'E-mail support'],
    ],
    [
      'Professional',
      '$1,500/mo',
      [
        'Weekly updates',
        'Bug fixes up to 15 hours',
        'Performance optimization',
        'Priority phone support',
        'Monthly reports',
      ],
    ],
    [
      'Enterprise',
      '$3,500/mo',
      [
        '24/7 support',
        'Unlimited bug fixes',
        '10 hours feature development',
        'Dedicated account manager',
        'SLA',
      ],
    ],
  ] as const
  for (const [name, price, features] of expected) {
    const plan = plans
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(plan.getByText(price, { exact: true })).toBeVisible()
    await expect(
      plan.getByRole('list', { name: `${name} plan includes` }).getByRole('listitem'),
    ).toHaveText([...features])
    await expect(plan.getByRole('link', { name: `Choose ${name}` })).toHaveAttribute(
      'href',
      '/contact',
    )
  }
  await expect(plans.getByText('Most Popular')).toHaveCount(1)
  await expect(
    plans
      .getByRole('listitem')
      .filter({ hasText: 'Most Popular' })
      .getByRole('heading', { level: 3 }),
  ).toHaveText('Professional')
  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible()
  const closing = page.getByRole('region', { name: 'Not Sure Which Plan Fits?' })
  await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expect(closing.getByRole('link', { name: 'Book a Call' })).toHaveAttribute(
    'href',
    '/book-call',
  )
})

test('the website specials page shows the $500 package and the three packages', async ({
  page,
}) => {
  await page.goto('/website-specials')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A Professional Website for $500 Flat',
  )
  const offer = page.getByRole('region', { name: 'The $500 Website Package' })
  await expect(
    offer.getByRole('list', { name: 'The package includes' }).getByRole('listitem'),
  ).toContainText([
    'Up to 5 custom pages',
    'Domain and hosting setup',
    'SSL certificate',
    '1 business email',
  ])
  await expect(offer).toContainText('$75 per extra page')
  const prices = offer.getByRole('table', { name: 'Example package prices' })
  await expect(prices.getByRole('row')).toHaveText([
    'PagesPackage price',
    '5$500',
    '6$575',
    '8$725',
    '10$875',
  ])
  await expect(offer.getByRole('region', { name: 'Optional Ongoing Support' })).toContainText(
    '$50/month',
  )
  await expect(offer).toContainText('1 hour of monthly updates')

  const packages = page.getByRole('region', { name: 'Website Packages' })
  await expect(packages.getByRole('heading', { level: 3 })).toHaveText([
    'Starter',
    'Business',
    'Pro',
  ])
  await expect(packages.getByRole('list', { name: 'Starter package includes' })).toContainText([
    '1-page responsive site',
  ])
  await expect(packages).toContainText('1-day delivery')
  await expect(packages).toContainText('5-day delivery')
  await expect(
    packages.getByRole('list', { name: 'Pro package includes' }).getByRole('listitem'),
  ).toHaveCount(6)
  await expect(packages).not.toContainText('$')
  for (const link of await packages.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', '/website-services')
  }
  const hero = page.getByRole('region', { name: 'A Professional Website for $500 Flat' })
  await expect(hero.getByRole('link', { name: 'Order Your Website' })).toHaveAttribute(
    'href',
    '/website-services',
  )
  await expect(hero.getByRole('link', { name: 'Book a Call' })).toHaveAttribute(
    'href',
    '/book-call',
  )
})
