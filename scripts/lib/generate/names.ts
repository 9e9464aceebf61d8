/**
 * Who the generated students are: the ethnic groups of national reports with shares close
 * to the 2021 census (a little under 1% give none), surnames typical of each group, common
 * given names, all with their Devanagari spelling for the Nepali name.
 */
import { EDG_ETHNIC_GROUPS } from '@hemis/contracts';
import type { Weighted } from './random.ts';

export type Name = readonly [latin: string, devanagari: string];

/** The groups of api-contract 8.9 reports (the seeded EthnicGroup names) and their shares. */
export const ETHNIC_SHARES: Weighted<string | null>[] = [
  { value: 'Brahman', weight: 12 },
  { value: 'Chhetri', weight: 17 },
  { value: 'Madhesi', weight: 14 },
  { value: 'Dalit', weight: 13 },
  { value: 'Janajati', weight: 27 },
  { value: 'Muslim', weight: 5 },
  { value: 'Tharu', weight: 6.5 },
  { value: 'Others', weight: 4.6 },
  { value: null, weight: 0.9 },
];

/** Groups counted as educationally disadvantaged (EDG) in the reports. */
export const EDG_GROUPS = new Set<string>(EDG_ETHNIC_GROUPS);

export const SURNAMES: Record<string, readonly Name[]> = {
  Brahman: [
    ['Sharma', 'शर्मा'],
    ['Adhikari', 'अधिकारी'],
    ['Poudel', 'पौडेल'],
    ['Bhattarai', 'भट्टराई'],
    ['Koirala', 'कोइराला'],
    ['Khanal', 'खनाल'],
    ['Dahal', 'दाहाल'],
    ['Pandey', 'पाण्डे'],
    ['Acharya', 'आचार्य'],
    ['Regmi', 'रेग्मी'],
    ['Aryal', 'अर्याल'],
    ['Ghimire', 'घिमिरे'],
    ['Neupane', 'न्यौपाने'],
    ['Subedi', 'सुवेदी'],
    ['Joshi', 'जोशी'],
    ['Lamichhane', 'लामिछाने'],
    ['Timilsina', 'तिमिल्सिना'],
    ['Devkota', 'देवकोटा'],
  ],
  Chhetri: [
    ['Thapa', 'थापा'],
    ['Karki', 'कार्की'],
    ['Khadka', 'खड्का'],
    ['Basnet', 'बस्नेत'],
    ['Bista', 'बिष्ट'],
    ['Shahi', 'शाही'],
    ['KC', 'केसी'],
    ['Rawal', 'रावल'],
    ['Bhandari', 'भण्डारी'],
    ['Kunwar', 'कुँवर'],
    ['Budhathoki', 'बुढाथोकी'],
    ['Raut', 'राउत'],
    ['Katuwal', 'कटुवाल'],
    ['Rayamajhi', 'रायमाझी'],
  ],
  Madhesi: [
    ['Yadav', 'यादव'],
    ['Sah', 'साह'],
    ['Jha', 'झा'],
    ['Mandal', 'मण्डल'],
    ['Singh', 'सिंह'],
    ['Gupta', 'गुप्ता'],
    ['Mahato', 'महतो'],
    ['Kushwaha', 'कुशवाहा'],
    ['Thakur', 'ठाकुर'],
    ['Mishra', 'मिश्र'],
    ['Karna', 'कर्ण'],
  ],
  Dalit: [
    ['BK', 'वि.क.'],
    ['Nepali', 'नेपाली'],
    ['Pariyar', 'परियार'],
    ['Sunar', 'सुनार'],
    ['Bishwokarma', 'विश्वकर्मा'],
    ['Sarki', 'सार्की'],
    ['Ram', 'राम'],
    ['Paswan', 'पासवान'],
    ['Mijar', 'मिजार'],
    ['Lohar', 'लोहार'],
  ],
  Janajati: [
    ['Gurung', 'गुरुङ'],
    ['Magar', 'मगर'],
    ['Rai', 'राई'],
    ['Limbu', 'लिम्बु'],
    ['Tamang', 'तामाङ'],
    ['Shrestha', 'श्रेष्ठ'],
    ['Maharjan', 'महर्जन'],
    ['Sherpa', 'शेर्पा'],
    ['Pun', 'पुन'],
    ['Shakya', 'शाक्य'],
    ['Pradhan', 'प्रधान'],
    ['Subba', 'सुब्बा'],
    ['Lama', 'लामा'],
    ['Thakali', 'थकाली'],
    ['Sunuwar', 'सुनुवार'],
    ['Gharti', 'घर्ती'],
    ['Tuladhar', 'तुलाधर'],
    ['Bajracharya', 'बज्राचार्य'],
  ],
  Muslim: [
    ['Ansari', 'अन्सारी'],
    ['Khan', 'खान'],
    ['Miya', 'मियाँ'],
    ['Alam', 'आलम'],
    ['Siddiqui', 'सिद्दिकी'],
    ['Shekh', 'शेख'],
    ['Hussain', 'हुसेन'],
  ],
  Tharu: [
    ['Chaudhary', 'चौधरी'],
    ['Tharu', 'थारू'],
    ['Dangaura', 'डंगौरा'],
    ['Rana', 'राना'],
    ['Kathariya', 'कठरिया'],
  ],
  Others: [
    ['Thakuri', 'ठकुरी'],
    ['Giri', 'गिरी'],
    ['Puri', 'पुरी'],
    ['Agrawal', 'अग्रवाल'],
    ['Malla', 'मल्ल'],
    ['Sanyasi', 'सन्यासी'],
  ],
};

export const MALE_NAMES: readonly Name[] = [
  ['Aayush', 'आयुष'],
  ['Bibek', 'विवेक'],
  ['Bikash', 'विकास'],
  ['Binod', 'विनोद'],
  ['Dipak', 'दीपक'],
  ['Ganesh', 'गणेश'],
  ['Hari', 'हरि'],
  ['Kiran', 'किरण'],
  ['Krishna', 'कृष्ण'],
  ['Manish', 'मनिष'],
  ['Nabin', 'नवीन'],
  ['Niraj', 'नीरज'],
  ['Prakash', 'प्रकाश'],
  ['Rajesh', 'राजेश'],
  ['Ramesh', 'रमेश'],
  ['Roshan', 'रोशन'],
  ['Sagar', 'सागर'],
  ['Sandip', 'सन्दिप'],
  ['Santosh', 'सन्तोष'],
  ['Sanjay', 'सञ्जय'],
  ['Subash', 'सुवास'],
  ['Sudip', 'सुदिप'],
  ['Sujan', 'सुजन'],
  ['Suman', 'सुमन'],
  ['Sunil', 'सुनिल'],
  ['Suraj', 'सुरज'],
  ['Umesh', 'उमेश'],
  ['Anil', 'अनिल'],
  ['Ashish', 'आशिष'],
  ['Bishal', 'विशाल'],
  ['Prabin', 'प्रविण'],
  ['Rohit', 'रोहित'],
  ['Saroj', 'सरोज'],
  ['Anup', 'अनुप'],
  ['Bijay', 'विजय'],
  ['Dinesh', 'दिनेश'],
  ['Kamal', 'कमल'],
  ['Nischal', 'निश्चल'],
  ['Pawan', 'पवन'],
  ['Rabin', 'रविन'],
];

export const FEMALE_NAMES: readonly Name[] = [
  ['Aarati', 'आरती'],
  ['Anita', 'अनिता'],
  ['Anjali', 'अञ्जली'],
  ['Asmita', 'अस्मिता'],
  ['Bina', 'बिना'],
  ['Binita', 'बिनिता'],
  ['Deepa', 'दीपा'],
  ['Gita', 'गीता'],
  ['Kabita', 'कविता'],
  ['Kalpana', 'कल्पना'],
  ['Laxmi', 'लक्ष्मी'],
  ['Manisha', 'मनिषा'],
  ['Nisha', 'निशा'],
  ['Pooja', 'पूजा'],
  ['Pramila', 'प्रमिला'],
  ['Rita', 'रिता'],
  ['Sabina', 'सबिना'],
  ['Samjhana', 'सम्झना'],
  ['Sangita', 'संगीता'],
  ['Sarita', 'सरिता'],
  ['Sita', 'सीता'],
  ['Sunita', 'सुनिता'],
  ['Sushma', 'सुष्मा'],
  ['Srijana', 'सृजना'],
  ['Anusha', 'अनुषा'],
  ['Bipana', 'बिपना'],
  ['Dikshya', 'दीक्षा'],
  ['Elina', 'एलिना'],
  ['Jyoti', 'ज्योति'],
  ['Karishma', 'करिश्मा'],
  ['Menuka', 'मेनुका'],
  ['Nirmala', 'निर्मला'],
  ['Pratikshya', 'प्रतीक्षा'],
  ['Rachana', 'रचना'],
  ['Rekha', 'रेखा'],
  ['Roshani', 'रोशनी'],
  ['Sapana', 'सपना'],
  ['Shristi', 'सृष्टि'],
  ['Sumitra', 'सुमित्रा'],
];

export const MUSLIM_MALE_NAMES: readonly Name[] = [
  ['Mohammad', 'मोहम्मद'],
  ['Abdul', 'अब्दुल'],
  ['Imran', 'इमरान'],
  ['Salman', 'सलमान'],
  ['Arif', 'आरिफ'],
  ['Javed', 'जावेद'],
];

export const MUSLIM_FEMALE_NAMES: readonly Name[] = [
  ['Fatima', 'फातिमा'],
  ['Ayesha', 'आयशा'],
  ['Salma', 'सल्मा'],
  ['Nasreen', 'नसरिन'],
  ['Rubina', 'रुबिना'],
  ['Shabana', 'शबाना'],
];

export const MALE_MIDDLE_NAMES: readonly Name[] = [
  ['Kumar', 'कुमार'],
  ['Bahadur', 'बहादुर'],
  ['Prasad', 'प्रसाद'],
  ['Raj', 'राज'],
  ['Lal', 'लाल'],
];

export const FEMALE_MIDDLE_NAMES: readonly Name[] = [
  ['Kumari', 'कुमारी'],
  ['Devi', 'देवी'],
  ['Maya', 'माया'],
];

export const OCCUPATIONS = [
  'Agriculture',
  'Business',
  'Teaching',
  'Government Service',
  'Foreign Employment',
  'Private Job',
  'Homemaker',
  'Labour',
  'Retired',
  'Social Work',
] as const;

export const TOLES = [
  'Bhanu Chowk',
  'Shanti Tole',
  'Milan Chowk',
  'Buddha Marg',
  'Ganesh Tole',
  'Bishal Bazar',
  'Naya Bazar',
  'Purano Bazar',
  'Hospital Road',
  'Campus Road',
  'Mahendra Path',
  'Bhimsen Tole',
  'Pipal Chowk',
  'Ram Mandir Tole',
  'Gairigaun',
  'Tallo Tole',
  'Mathillo Tole',
  'Bagar',
  'Sahid Chowk',
  'Kalika Tole',
] as const;

export const DISABILITY_TYPES = ['Physical', 'Visual', 'Hearing', 'Speech', 'Intellectual'] as const;

/** Religion by ethnic group: most Nepalis are Hindu; Janajati groups are often Buddhist or Kirat. */
export function religionWeights(group: string | null): Weighted<string>[] {
  if (group === 'Muslim') return [{ value: 'Islam', weight: 1 }];
  if (group === 'Janajati') {
    return [
      { value: 'Hindu', weight: 42 },
      { value: 'Buddhist', weight: 36 },
      { value: 'Kirat', weight: 14 },
      { value: 'Christian', weight: 7 },
      { value: 'Bon', weight: 1 },
    ];
  }
  return [
    { value: 'Hindu', weight: 95 },
    { value: 'Buddhist', weight: 1.5 },
    { value: 'Christian', weight: 2.5 },
    { value: 'Prakriti', weight: 1 },
  ];
}
