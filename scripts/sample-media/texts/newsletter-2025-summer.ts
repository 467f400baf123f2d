// Sample newsletter text, written for this site. Replace with the school's own.
import { box, heading, list, paragraph, photo, quote, type Publication } from '../pdf/publication.ts';

export const newsletter2025Summer: Publication = {
  id: 'newsletter-2025-summer',
  title: 'Summer 2025: results, new faces and a kitchen garden',
  date: '2025-06-20',
  summary:
    'Every Class 10 student passed the board exams, eleven new children joined the school and the hostel kitchen now grows its own vegetables.',
  kicker: 'Newsletter of Navjyot School',
  mastheadTitle: 'Navjyot News',
  issueLine: 'Summer 2025 - the new school year',
  footer: 'Navjyot News - Summer 2025',
  keywords: ['newsletter', 'board exam results', 'admissions', 'kitchen garden', 'summer camp'],
  blocks: [
    heading('Every Class 10 student passed'),
    paragraph(
      'All fourteen students who sat the Class 10 board exams in March have passed, four of them with distinction. Their best subjects were drawing, science and Gujarati. For deaf students, written exams are hard in a particular way: every question is in a language they learned through their eyes, often long after hearing children learned it through their ears. So these results belong to the students first, and then to the teachers and hostel staff who sat with them through many long evenings.',
    ),
    paragraph(
      "Eight of the fourteen will continue to Class 11 at schools with support for deaf students. Three have joined a vocational course in tailoring and garment design, two will study computer basics at a training centre in the city, and one will join her family's shop. We will stay in touch with all of them.",
    ),
    quote(
      'At first I was afraid of the science paper. My teacher made me draw every answer before I wrote it. It worked.',
      'A Class 10 student, after the results',
    ),
    heading('Welcome to our new children'),
    paragraph(
      'Eleven new children joined Navjyot School when classes started on 12 June, seven of them in pre-primary. Four of the new children live in the hostel. The first week is always hard for the youngest, who arrive with little or no language and are away from home for the first time. The hostel warden, two older girls and a teddy bear called Motu take turns to keep them company. By the end of the first week most of them could sign "mother", "food", "sleep" and "play", and one had already learned the sign for "more sweets".',
    ),
    paragraph(
      'Parents of new children are invited to a Saturday morning class in basic sign language during June and July. A child who can sign at school but not at home is only half heard. Nine families came to the first class.',
    ),
    photo(
      'first-day-pre-primary',
      'A teacher kneels beside three small children in a bright classroom, showing them a picture card of a mango.',
      'First week in pre-primary: learning the sign for mango, the favourite fruit of the season.',
      0.7,
    ),
    heading('A garden behind the kitchen'),
    paragraph(
      'Over the summer holidays, volunteers from a gardening club turned the empty strip of land behind the hostel kitchen into a vegetable garden with raised beds. The hostel children now grow spinach, fenugreek, tomatoes, brinjal and chillies there, and a papaya tree has been planted in the corner. Each class is in charge of one bed and keeps a picture diary of what it plants, waters and harvests. The first spinach went into the dal on 16 June and was declared the best the hostel had ever eaten.',
    ),
    heading('Summer camp'),
    paragraph(
      'Eighteen hostel children whose families live far away stayed at school for a two-week summer camp in May. Volunteers ran mornings of clay modelling, drawing, carrom and chess, and the children went on outings to the Sayaji Baug gardens and a science centre. The camp ended with a small exhibition for the staff and a cricket match between children and volunteers. The children won.',
    ),
    heading('What is new in the classrooms'),
    list(
      'Class 6 and Class 7 now have large screens on loan from a company in the city, so that sign language videos and pictures can be shown to the whole class at once.',
      'The library has a new shelf of picture dictionaries in Indian Sign Language, bought with donations made during the jubilee.',
      'Two teachers completed a three-month course in teaching reading to deaf children and will share what they learned with the rest of the staff.',
      "The speech therapy room has new mirrors at child height, because children learn sounds by watching their own lips and their therapist's.",
    ),
    heading('Monsoon reminders for hostel families'),
    paragraph(
      'The rains are coming. Please send your child back to the hostel with a raincoat or umbrella, two pairs of sandals and a small box for their hearing aid. Hearing aids do not like water, and a box in the school bag keeps them dry on wet walks between school and hostel. If your child has a cough or fever, please tell the warden when you drop them off, so that our visiting doctor can check them.',
    ),
    heading('Thank you'),
    paragraph(
      'Our thanks to the gardening club volunteers, to the company that lent the classroom screens, to the Mehta family for the hostel meals and to Shrutibindu Hearing Care, who fitted hearing aids for all four new hostel children in their first week. Thank you also to everyone who gave to the jubilee appeal in December; you paid for the new library shelf and most of the summer camp.',
    ),
    box(
      'Dates for your diary',
      '21 June: International Yoga Day in the school courtyard, 7:30 am.',
      'Saturdays in June and July: sign language class for parents, 10 am.',
      '15 August: Independence Day flag hoisting, 8:30 am.',
      '23 September: International Day of Sign Languages: open morning for families and neighbours.',
    ),
  ],
};
