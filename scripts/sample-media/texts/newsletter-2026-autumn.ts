// Sample newsletter text, written for this site. Replace with the school's own.
import { box, heading, list, paragraph, photo, quote, type Publication } from '../pdf/publication.ts';

export const newsletter2026Autumn: Publication = {
  id: 'newsletter-2026-autumn',
  title: 'Autumn 2026: parents back in class and 35 years of the hostel',
  date: '2026-10-23',
  summary:
    'Parents are learning sign language, the hostel turns thirty-five, Class 10 did us proud again, and our volunteers and Interact Club had a busy season.',
  kicker: 'Newsletter of Navjyot School',
  mastheadTitle: 'Navjyot News',
  issueLine: 'Autumn 2026',
  footer: 'Navjyot News - Autumn 2026',
  keywords: ['newsletter', 'parents', 'sign language class', 'hostel', 'field trip', 'volunteers'],
  blocks: [
    heading('Parents go back to class'),
    paragraph(
      'Every Saturday since July, a classroom on the ground floor has been full of grown-ups: mothers, fathers, grandparents and a few older brothers and sisters, learning Indian Sign Language from our teachers. Most deaf children are born into hearing families, and many parents tell us the same thing: at school their child talks all day, but at home there is silence at the dinner table. The class exists to end that silence.',
    ),
    paragraph(
      'The course runs for twenty Saturdays and starts with the signs families use most: food, family members, feelings, "come here", "be careful", "I love you". Later lessons cover questions, time and the grammar of sign language, which uses space, direction and the face as much as the hands. Homework is simple: sign three new things to your child every day and let your child correct you. Children, it turns out, are strict teachers.',
    ),
    quote(
      'For eleven years I pointed and my daughter guessed. Last week she told me about her whole day and I understood it. I cried, and she laughed at me.',
      'A mother in the Saturday class',
    ),
    paragraph(
      "Thirty-four family members have joined so far. The class is free, and tea is served. Parents who live far away can follow short lesson videos that the teachers record each week and share on the parents' group. A second course, for those who finish the first, will start in January.",
    ),
    photo(
      'parents-sign-language-class',
      'A row of mothers and fathers in a classroom copy a handshape shown by a teacher at the front.',
      'The Saturday sign language class for parents. Teachers record each lesson for families who live far away.',
      0.75,
    ),
    heading('Thirty-five years of the hostel'),
    paragraph(
      'The hostel opened in 1991 with twelve boys in a single dormitory. Today it is home, during the school term, to fifty boys and girls from villages and towns across the district, and their stay and food are free. Without the hostel, most of these children would not be in school at all: the nearest school for deaf children to their homes is ours.',
    ),
    paragraph(
      'We marked the anniversary quietly, the way the hostel children wanted: with a special dinner, a cake cut by the youngest boy and the oldest girl, and a photograph of everyone on the front steps, in the same place as the photograph taken on the opening day. Three former hostel children who were in that first photograph came back to stand in the new one. One of them now drives the school van.',
    ),
    list(
      'A day in the hostel begins at six with exercise and a hot breakfast, and ends with study hour, dinner and lights out at nine.',
      'Two wardens, a hostel teacher, two cooks and a night attendant look after the children; a nurse visits twice a week.',
      'Every dormitory has flashing-light alarms, and every child has a named adult to go to, day or night.',
      'Parents can visit every Sunday and call the warden at any time.',
    ),
    heading('Class 10 did us proud again'),
    paragraph(
      "All sixteen students who sat the board exams in March passed, five with distinction. The top scorer in drawing in our district was one of ours, a girl from Class 10 who has drawn on every scrap of paper she could find since she joined us in pre-primary. She has started a course in fine arts this year. Nine of last year's class have gone on to Class 11, four to vocational courses, two to a computer training centre and one, to everyone's delight, to a job in a printing press where two of our former students already work.",
    ),
    heading('A field trip to remember'),
    paragraph(
      'In August, Class 8 to Class 10 went on a day trip to a dam and an open-air museum of tribal life a few hours from Vadodara. The guides at the museum had been told we were coming and had prepared picture cards for every display, and one of them had learned to fingerspell his name. The students filled a sketchbook with drawings of houses, tools and musical instruments, which now hangs in the library. On the way home, the bus stopped at a roadside stall for bhajiya in the rain, which several students later named as the best part of the day.',
    ),
    heading('Learning with our eyes: the new classroom displays'),
    paragraph(
      "Deaf children learn through their eyes, so what is on the classroom walls matters. Over the summer holidays our teachers and a group of art students from a college in the city repainted every classroom in soft colours and made new displays: the alphabet in Gujarati, English and fingerspelling, number lines with signs, and picture charts of daily routines. Desks are now arranged in a half-circle in every room, so every child can see the teacher's face and hands and every classmate's signing.",
    ),
    heading('Sign language day, again in the city'),
    paragraph(
      'On 23 September, International Day of Sign Languages, our older students went out to teach signs for the second year running. This year they visited a railway station, two banks and a hospital waiting room. The hospital has asked us to train its reception staff in basic signs and has put up our poster at its main entrance. Our students taught more than eight hundred people in one afternoon.',
    ),
    heading('A student story: Kiran at the press'),
    paragraph(
      "Kiran left Navjyot in 2019 after Class 10 and joined a printing press in the city as a helper. He could not hear the machines, so he learned them by watching: the rhythm of the rollers, the colour of the ink, the way a sheet curls when the paper is damp. Within three years he was running a machine of his own. This year the owner of the press asked the school for another apprentice, and one of this year's Class 10 boys has joined Kiran there. Kiran is teaching him exactly the way he learned: by showing, one job at a time, and checking with a thumbs-up before moving on.",
    ),
    quote(
      'My boss says I notice problems before the machine does. I tell him that is because I am always looking.',
      'Kiran, former student',
    ),
    heading('Our volunteers this year'),
    paragraph(
      'Forty-two volunteers gave their time to the school this year. Some come every week: Kokilaben, who has read stories with the little ones for years; the Saturday computer volunteer; a retired tailor who teaches the Class 9 girls and boys to use the sewing machines. Others come for a day: the doctors and dentists of our health check days, the art students who repainted the classrooms, the gardening club that looks after the kitchen garden, and a group of young engineers who repaired every fan and light switch in the hostel in one long Sunday.',
    ),
    paragraph(
      'If you would like to volunteer, please contact the office. Every volunteer meets the principal, signs our child safety code and is matched with a staff member. You do not need to know sign language to begin, but most of our volunteers learn some within a few weeks. There is a free evening sign language class for volunteers on Wednesdays.',
    ),
    heading('From the Interact Club'),
    paragraph(
      "The Interact Club held its elections in July, and thirty-one students from Class 7 to Class 10 are members this year. The new president, a Class 10 girl, has set the club three goals: to keep last year's trees alive through the dry months, to give the booklet of shop signs to one hundred shops, and to start a reading-buddy scheme in which each older member reads with a younger child twice a week. The club meets on the second and fourth Saturday of each month and welcomes visitors.",
    ),
    heading('Thank you'),
    paragraph(
      "Our school runs on kindness, and this year there was a great deal of it. Thank you to the Mehta family, who have sponsored the hostel meals every month for fourteen years; to Shrutibindu Hearing Care, for hearing aids, batteries and ear moulds for every hostel child; to the Vishwamitri Service Circle, who paid for this year's new water cooler in the hostel; to the art college and the gardening club; to the hospital that invited our students to teach; and to every donor who gave, however much. The government grant pays our teachers' wages and most of our running costs. You make the rest possible: the hostel, the hearing aids, the parents' class, the trips, and the many small things that make a school a happy place.",
    ),
    photo(
      'hostel-anniversary-photo',
      'Fifty hostel children and their staff stand on the front steps of the hostel for a group photograph, some holding a banner that reads 35 years.',
      'The hostel family on its thirty-fifth birthday, on the same steps as the 1991 photograph.',
      0.8,
    ),
    box(
      'Dates for your diary',
      '30 October to 15 November: Diwali holidays; the hostel reopens on the afternoon of 15 November.',
      "14 November: Children's Day drawing competition.",
      '3 December: International Day of Persons with Disabilities: open morning.',
      "12 December: Sports Day, 8 am, with the parents' tug of war.",
      'January 2027: second sign language course for parents begins.',
    ),
    box(
      'How you can help',
      "Sponsor a day of hostel meals, a year of hearing-aid batteries, or the parents' sign language class for one family.",
      'Give your time: read, teach a skill, or help on a health check day.',
      'Learn ten signs and use them: the children will notice.',
    ),
  ],
};
