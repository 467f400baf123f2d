// Sample newsletter text, written for this site. Replace with the school's own.
import { box, heading, list, paragraph, photo, quote, type Publication } from '../pdf/publication.ts';

export const newsletter2025Autumn: Publication = {
  id: 'newsletter-2025-autumn',
  title: 'Autumn 2025: a kabaddi trophy and a festive season',
  date: '2025-10-31',
  summary:
    'Our girls won the inter-school kabaddi trophy, the city learned to sign on International Day of Sign Languages, and garba and Diwali filled the hostel with light.',
  kicker: 'Newsletter of Navjyot School',
  mastheadTitle: 'Navjyot News',
  issueLine: 'Autumn 2025',
  footer: 'Navjyot News - Autumn 2025',
  keywords: ['newsletter', 'kabaddi', 'sign language day', 'Navratri', 'Diwali', 'Interact Club'],
  blocks: [
    heading('Kabaddi champions'),
    paragraph(
      "On 17 October the girls' kabaddi team lifted the trophy at the inter-school tournament, beating teams from five schools in the district, all of them schools for hearing children. The final was close. With two raids left, our team was one point behind. Our captain, a Class 9 girl who has played since she was ten, went in for the last raid, touched two defenders and made it back across the line. The whole team ran onto the mat, and the spectators from other schools, who had learned by then how our supporters cheer, raised their hands and waved.",
    ),
    paragraph(
      "Kabaddi suits deaf players well. It is a game of eyes, balance and quick decisions, and our players read their opponents' bodies before they move. Their coach, our physical education teacher, signs tactics during the time-outs and uses hand signals from the side during play. The team trains on the school ground every evening at five, and the boys have now asked for a team of their own.",
    ),
    photo(
      'kabaddi-trophy',
      'Twelve girls in blue sports uniforms hold up a silver trophy, with their coach standing behind them, all smiling.',
      "The girls' kabaddi team with the inter-school trophy, 17 October 2025.",
      0.75,
    ),
    heading('The city learns to sign'),
    paragraph(
      'On International Day of Sign Languages, 23 September, we opened the school to families and neighbours for the morning, and in the afternoon forty of our older students went out to teach. They set up tables at two bus stops, a vegetable market and the entrance of a shopping centre, each with a poster of ten useful signs. Shopkeepers learned to sign prices, bus conductors learned "which stop?" and "sit down, please", and a traffic policeman learned "thank you" and "be careful". Our students taught more than six hundred people that day.',
    ),
    paragraph(
      'One shopkeeper has since put up the poster of ten signs beside his till, and he now greets our hostel children in sign language when they come to buy pencils. This is exactly what the day is for: a town where deaf children can be understood in ordinary places, not only at school.',
    ),
    heading('Nine nights of garba'),
    paragraph(
      'During Navratri, the school ground became a garba ground for one evening. Deaf dancers follow the rhythm through the floor and through the dancers around them, so we placed the drummers on a low wooden platform where the beat could be felt. Parents, staff, former students and neighbours joined the circles, and the hostel girls, in mirror-work skirts they had helped to stitch, danced until the teachers had to call them in for dinner.',
    ),
    photo(
      'navratri-garba',
      'Girls in mirror-work skirts dance garba in a circle on the school ground at night, with drummers on a low platform in the middle.',
      'Garba night on the school ground. The drummers play on a wooden platform so that dancers can feel the beat.',
      0.8,
    ),
    heading('Diyas for Diwali'),
    paragraph(
      "In the art room, Class 5 to Class 9 painted more than eight hundred clay diyas in the two weeks before Diwali. They were sold at a stall outside the school gate and at a Diwali fair in a housing society nearby, and the money raised will buy paint, clay and brushes for the rest of the year. Before going home for the holidays, the hostel children lit diyas all along the courtyard wall and made a rangoli of the school's name at the gate.",
    ),
    heading('The Interact Club plants a hundred trees'),
    paragraph(
      'Our Interact Club, the school\'s youth service club for students aged twelve and above, planted one hundred saplings of neem, jamun and gulmohar along the road to the school in August. Each tree has a small board with the name of the student who planted it and the sign for "tree". The club waters them every Saturday morning, with buckets carried in a relay from the school tap, and so far ninety-one trees have survived the monsoon. The club has also started a collection of old books for a village school near Savli, and will hold a clean-up of the lane behind the school when the term starts again.',
    ),
    heading('A student story: learning to ask'),
    paragraph(
      'When Imran joined Class 3 two years ago, he did not ask questions. At his previous school, where nobody signed, he had learned that questions got him nowhere. His class teacher began by leaving a "question box" on her desk where children could draw what they wanted to know. Imran\'s first drawing was of a train with a question mark. Why, he wanted to know, does a train have so many wheels? The class spent a week on trains. Now in Class 5, Imran asks so many questions that his teacher keeps a list on the board of the ones still waiting for an answer. Last month he won the school quiz.',
    ),
    quote(
      'A deaf child who asks questions is a child who expects to be answered. That is what we want for every one of them.',
      "Imran's class teacher",
    ),
    heading('Health check day'),
    paragraph(
      'In September a team of volunteer doctors, a dentist and an eye doctor examined every child in the school. Most children were healthy. Seven need glasses, which will be provided free by an optician who heard about the check from one of our volunteers; good eyesight matters even more to children who learn by watching. Twelve children were referred for dental treatment, and their parents have been told. The team will return in February.',
    ),
    heading('From the hostel'),
    paragraph(
      'The monsoon was heavy this year, and for three days in August the lane to the school was under water. The hostel children stayed dry and cheerful, and the school ran a shortened timetable for the day scholars who could not reach us. The new beds and mattresses given last year have made a real difference: no more damp mattresses in the rainy season. The kitchen garden survived the rain and gave us a fine harvest of brinjal.',
    ),
    list(
      'The hostel now has a visual alarm system: flashing lights in every dormitory and corridor that go off with the fire alarm, because a bell alone would wake nobody.',
      'Each dormitory has elected a monitor for the year, who helps the warden with the younger children at bedtime.',
      'A volunteer barber visits on the first Sunday of every month.',
    ),
    heading('Thank you'),
    paragraph(
      'Our thanks to the optician who is giving glasses to seven children, to the volunteer doctors, to the housing society that welcomed our diya stall and to every family who bought a diya. Thank you to the Vishwamitri Service Circle, who paid for the visual alarm system, and to the Mehta family and Shrutibindu Hearing Care for their steady support, month after month.',
    ),
    box(
      'Dates for your diary',
      '9 November: end of the Diwali holidays; hostel children return in the afternoon.',
      '10 November: school opens again after the holidays.',
      "14 November: Children's Day drawing competition, judged by former students.",
      '3 December: International Day of Persons with Disabilities.',
      "Mid-December (date to follow): Sports Day. Parents' tug of war as always.",
    ),
  ],
};
