// Sample newsletter text, written for this site. Replace with the school's own.
import { box, heading, paragraph, photo, type Publication } from '../pdf/publication.ts';

export const newsletter2024Spring: Publication = {
  id: 'newsletter-2024-spring',
  title: 'Spring 2024: our fiftieth year begins',
  date: '2024-03-22',
  summary:
    'Solar panels on the roof, a hearing check for every child and the first plans for our golden jubilee year.',
  kicker: 'Newsletter of Navjyot School',
  mastheadTitle: 'Navjyot News',
  issueLine: 'Spring 2024',
  footer: 'Navjyot News - Spring 2024',
  keywords: ['newsletter', 'solar panels', 'hearing aids', 'golden jubilee', 'Holi'],
  blocks: [
    heading('Our fiftieth year begins'),
    paragraph(
      'In 1974 Navjyot School opened in one rented room with a handful of deaf children and two teachers. This year the school turns fifty. We will celebrate in December, and we want the whole Navjyot family to be part of it: former students, parents, staff who have retired, and every friend who has helped us along the way. If you studied here, please write to the office with your name, the years you were at school and a line about what you do today. We are making a wall of old photographs for the jubilee, so if you have pictures from the early years, we would love to borrow them.',
    ),
    heading('Sunshine on the roof'),
    paragraph(
      "In January, solar panels went up on the roofs of the school and the hostel. They now give us most of the electricity we use during the day and heat the water for the hostel bathrooms. Our electricity bill for February was less than half of last year's. That matters, because the government grant covers 90 percent of our running costs and the trust must find the rest. Every rupee saved on electricity is a rupee for books, hearing-aid batteries or hostel meals.",
    ),
    photo(
      'solar-panels-on-the-hostel',
      'Rows of solar panels on the flat roof of the hostel, with the school water tank behind them.',
      'The new solar panels on the hostel roof. Class 8 now reads the meter every Monday as part of their science lessons.',
      0.72,
    ),
    heading('Ears checked, batteries changed'),
    paragraph(
      'In February our audiologist tested the hearing of all 121 children, with help from Shrutibindu Hearing Care. Eighteen children received new ear moulds because they had simply grown, and six received new hearing aids. Parents were shown how to clean the aids, change batteries and spot a whistle that means the mould no longer fits. A hearing aid only helps if it is worn every day and works properly, so please send your child to school with a charged or fresh battery each morning.',
    ),
    heading('Board exams and a quiet hostel'),
    paragraph(
      'Fourteen students of Class 10 are sitting their board exams this month. For weeks the study room in the hostel has stayed lit until nine at night, with teachers taking turns to sit with the students and answer questions in sign language. We wish them calm minds and steady hands. Results are expected in May.',
    ),
    heading('Colours of Holi'),
    paragraph(
      'The hostel children celebrated Holi on the school ground with natural colours made from turmeric, beetroot and spinach in our own kitchen. The younger children learned the sign for each colour before they were allowed to throw it, which made it the most colourful sign language lesson of the year.',
    ),
    box(
      'Dates for your diary',
      '5 April: last day of the school year; hostel children go home for the holidays.',
      '10 June: hostel opens again; classes start on 12 June.',
      '23 September: International Day of Sign Languages, with an open morning for parents.',
      'December (date to follow): golden jubilee celebrations.',
    ),
    heading('Thank you'),
    paragraph(
      'The solar panels were paid for by a group of donors who asked not to be named, and the Mehta family once again sponsored a full year of hostel meals. Thank you. If you would like to help in the jubilee year, a gift of any size is welcome; please contact the office to find out how.',
    ),
  ],
};
