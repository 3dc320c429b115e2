// The FAQ (spec 2.2): real answers, with every price and credit read from the lab's price list in
// force (lib/page-prices.ts: tokens the server fills in the pre-rendered page). The
// same records render the page and its FAQPage JSON-LD.
import { MIN_TURNAROUND_DAYS, type PlanId, type PricedService } from '@filmlab/domain';
import { pageCredits, pageFee, pagePlans } from '../../../lib/page-plans';
import { PAGE_PRICES } from '../../../lib/page-prices';
import { SITE } from '../../../lib/site';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

const price = (service: PricedService, plan: PlanId = 'NON_MEMBER') => PAGE_PRICES.amount(service, plan);

export function faqGroups(labName: string = SITE.name): FaqGroup[] {
  const plans = pagePlans();
  const nice = plans.NICE_2025;
  const veryNice = plans.VERY_NICE_2025;
  const superNice = plans.SUPER_NICE_2025;
  return [
    {
      title: 'Sending your film',
      entries: [
        {
          question: 'How do I send my film?',
          answer: `Create a free account, add your rolls to a new order and choose your scans and add-ons. Print the free shipping label from your account, pack your rolls and drop the box off with the carrier. We e-mail you when the box arrives at ${labName}.`,
        },
        {
          question: 'How should I pack my rolls?',
          answer:
            'Put 35mm rolls back in their canisters and 120 rolls in their foil or a zip bag, then fill the gaps in the box with paper so nothing rattles. Write your name and order number on a slip of paper inside. Never send film in an unpadded envelope.',
        },
        {
          question: 'Which formats do you accept?',
          answer:
            '35mm (full and half frame), 120 and disposable cameras. Tell us about half-frame rolls when you order so we scan every frame.',
        },
      ],
    },
    {
      title: 'Processes',
      entries: [
        {
          question: 'Which processes do you run?',
          answer: `C-41 colour negative and black and white at ${price('devScan')} a roll developed and scanned, E-6 slide film at ${price('e6DevScan')}, and ECN-2 motion picture film at ${price('ecn2DevScan')} (non-member prices; members pay less).`,
        },
        {
          question: 'Do you push or pull film?',
          answer: `Yes. Push or pull processing is ${price('pushPull')} a roll for non-members and ${price('pushPull', 'NICE_2025')} for members. Tell us how many stops when you order.`,
        },
        {
          question: 'Can I send ECN-2 cine film with the remjet layer?',
          answer: 'Yes. We remove the remjet backing before development as part of the ECN-2 process.',
        },
      ],
    },
    {
      title: 'Turnaround',
      entries: [
        {
          question: 'How long does it take?',
          answer: `Standard turnaround is shown in your account when you order and is never less than ${MIN_TURNAROUND_DAYS} business days after your film arrives. ${veryNice.label} members are in a priority queue (${veryNice.benefits.turnaround.value.toLowerCase()}), and ${superNice.label} members get ${superNice.benefits.turnaround.value.toLowerCase()}.`,
        },
        {
          question: 'Can I rush an order?',
          answer: `Yes. Rush moves a roll to the front of the queue for ${price('rush')} a roll (${price('rush', 'NICE_2025')} for ${nice.label} members, ${price('rush', 'VERY_NICE_2025')} for ${veryNice.label}). Rush is included for ${superNice.label} members.`,
        },
      ],
    },
    {
      title: 'Memberships',
      entries: [
        {
          question: 'What does a membership include?',
          answer: `${nice.label} costs ${pageFee(nice.id)} a year and includes ${pageCredits('devScan', nice.id)} dev + scan credits, ${pageCredits('scan4K', nice.id)} 4K scan credits and ${pageCredits('rush', nice.id)} rush credits. ${veryNice.label} costs ${pageFee(veryNice.id)} with ${pageCredits('devScan', veryNice.id)} dev + scan credits, and ${superNice.label} costs ${pageFee(superNice.id)} with ${pageCredits('devScan', superNice.id)}. Every membership lowers the price of each further roll and keeps your scans stored without limit.`,
        },
        {
          question: 'Which membership should I choose?',
          answer:
            'Use the price calculator on the pricing page: enter how many rolls you shoot a year and the add-ons you use, and it marks the cheapest plan for you.',
        },
        {
          question: 'Do I need a membership to order?',
          answer: `No. You can order on demand at ${price('devScan')} a roll developed and scanned. Non-members keep their scans online for ${plans.NON_MEMBER.benefits.scanStorage.value}.`,
        },
      ],
    },
    {
      title: 'Shipping',
      entries: [
        {
          question: 'Is shipping to the lab free?',
          answer: 'Yes. Every order can use a free USPS shipping label, printed from your account.',
        },
        {
          question: 'Do I get my negatives back?',
          answer: `Yes, if you ask for them. Return shipping is ${price('returnNegativesShipping')} for non-members, ${price('returnNegativesShipping', 'NICE_2025')} for ${nice.label} members and free for ${veryNice.label} and ${superNice.label} members. Cut sleeving is ${price('cutSleeving')} a roll.`,
        },
      ],
    },
    {
      title: 'Scans',
      entries: [
        {
          question: 'What scan sizes do you offer?',
          answer: `Every roll includes standard scans. 4K scans are ${price('scan4K')} a roll for non-members and ${price('scan4K', 'VERY_NICE_2025')} for ${veryNice.label} members; pro scans are ${price('proScan')} a roll (${price('proScan', 'SUPER_NICE_2025')} for ${superNice.label}).`,
        },
        {
          question: 'How do I get my scans?',
          answer:
            'Scans appear in your account roll by roll as soon as they are done. Search and tag them, download a whole roll at once, or share a roll with one link.',
        },
        {
          question: 'Can I order prints?',
          answer: `Yes. 4x6 prints are ${price('prints4x6')} a roll for non-members and ${price('prints4x6', 'NICE_2025')} for members, and large format prints on fine art paper are configured online from any scan.`,
        },
      ],
    },
  ];
}
