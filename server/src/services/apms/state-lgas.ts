// Nigeria's 774 local government areas, per state (and the FCT's six area councils), spelt as INEC
// lists them: enough to tell the checker that an address's LGA belongs to another state, or is
// not one of its state's. Keyed by the state's name as the platform stores it (as state-extents.ts).

const list = (names: string) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

export const STATE_LGAS: Readonly<Record<string, readonly string[]>> = {
  Abia: list(
    'Aba North, Aba South, Arochukwu, Bende, Ikwuano, Isiala Ngwa North, Isiala Ngwa South, Isuikwuato, Obi Ngwa, Ohafia, Osisioma, Ugwunagbo, Ukwa East, Ukwa West, Umuahia North, Umuahia South, Umu Nneochi',
  ),
  Adamawa: list('Demsa, Fufore, Ganye, Girei, Gombi, Guyuk, Hong, Jada, Lamurde, Madagali, Maiha, Mayo-Belwa, Michika, Mubi North, Mubi South, Numan, Shelleng, Song, Toungo, Yola North, Yola South'),
  'Akwa Ibom': list(
    'Abak, Eastern Obolo, Eket, Esit Eket, Essien Udim, Etim Ekpo, Etinan, Ibeno, Ibesikpo Asutan, Ibiono Ibom, Ika, Ikono, Ikot Abasi, Ikot Ekpene, Ini, Itu, Mbo, Mkpat Enin, Nsit Atai, Nsit Ibom, Nsit Ubium, Obot Akara, Okobo, Onna, Oron, Oruk Anam, Udung Uko, Ukanafun, Uruan, Urue-Offong/Oruko, Uyo',
  ),
  Anambra: list(
    'Aguata, Anambra East, Anambra West, Anaocha, Awka North, Awka South, Ayamelum, Dunukofia, Ekwusigo, Idemili North, Idemili South, Ihiala, Njikoka, Nnewi North, Nnewi South, Ogbaru, Onitsha North, Onitsha South, Orumba North, Orumba South, Oyi',
  ),
  Bauchi: list("Alkaleri, Bauchi, Bogoro, Damban, Darazo, Dass, Gamawa, Ganjuwa, Giade, Itas/Gadau, Jama'are, Katagum, Kirfi, Misau, Ningi, Shira, Tafawa Balewa, Toro, Warji, Zaki"),
  Bayelsa: list('Brass, Ekeremor, Kolokuma/Opokuma, Nembe, Ogbia, Sagbama, Southern Ijaw, Yenagoa'),
  Benue: list(
    'Ado, Agatu, Apa, Buruku, Gboko, Guma, Gwer East, Gwer West, Katsina-Ala, Konshisha, Kwande, Logo, Makurdi, Obi, Ogbadibo, Ohimini, Oju, Okpokwu, Otukpo, Tarka, Ukum, Ushongo, Vandeikya',
  ),
  Borno: list(
    'Abadam, Askira/Uba, Bama, Bayo, Biu, Chibok, Damboa, Dikwa, Gubio, Guzamala, Gwoza, Hawul, Jere, Kaga, Kala/Balge, Konduga, Kukawa, Kwaya Kusar, Mafa, Magumeri, Maiduguri, Marte, Mobbar, Monguno, Ngala, Nganzai, Shani',
  ),
  'Cross River': list('Abi, Akamkpa, Akpabuyo, Bakassi, Bekwarra, Biase, Boki, Calabar Municipal, Calabar South, Etung, Ikom, Obanliku, Obubra, Obudu, Odukpani, Ogoja, Yakuur, Yala'),
  Delta: list(
    'Aniocha North, Aniocha South, Bomadi, Burutu, Ethiope East, Ethiope West, Ika North East, Ika South, Isoko North, Isoko South, Ndokwa East, Ndokwa West, Okpe, Oshimili North, Oshimili South, Patani, Sapele, Udu, Ughelli North, Ughelli South, Ukwuani, Uvwie, Warri North, Warri South, Warri South West',
  ),
  Ebonyi: list('Abakaliki, Afikpo North, Afikpo South, Ebonyi, Ezza North, Ezza South, Ikwo, Ishielu, Ivo, Izzi, Ohaozara, Ohaukwu, Onicha'),
  Edo: list(
    'Akoko-Edo, Egor, Esan Central, Esan North-East, Esan South-East, Esan West, Etsako Central, Etsako East, Etsako West, Igueben, Ikpoba Okha, Oredo, Orhionmwon, Ovia North-East, Ovia South-West, Owan East, Owan West, Uhunmwonde',
  ),
  Ekiti: list('Ado Ekiti, Efon, Ekiti East, Ekiti South-West, Ekiti West, Emure, Gbonyin, Ido Osi, Ijero, Ikere, Ikole, Ilejemeje, Irepodun/Ifelodun, Ise/Orun, Moba, Oye'),
  Enugu: list('Aninri, Awgu, Enugu East, Enugu North, Enugu South, Ezeagu, Igbo Etiti, Igbo Eze North, Igbo Eze South, Isi Uzo, Nkanu East, Nkanu West, Nsukka, Oji River, Udenu, Udi, Uzo-Uwani'),
  'Federal Capital Territory': list('Abaji, Abuja Municipal, Bwari, Gwagwalada, Kuje, Kwali'),
  Gombe: list('Akko, Balanga, Billiri, Dukku, Funakaye, Gombe, Kaltungo, Kwami, Nafada, Shongom, Yamaltu/Deba'),
  Imo: list(
    'Aboh Mbaise, Ahiazu Mbaise, Ehime Mbano, Ezinihitte, Ideato North, Ideato South, Ihitte/Uboma, Ikeduru, Isiala Mbano, Isu, Mbaitoli, Ngor Okpala, Njaba, Nkwerre, Nwangele, Obowo, Oguta, Ohaji/Egbema, Okigwe, Onuimo, Orlu, Orsu, Oru East, Oru West, Owerri Municipal, Owerri North, Owerri West',
  ),
  Jigawa: list(
    'Auyo, Babura, Biriniwa, Birnin Kudu, Buji, Dutse, Gagarawa, Garki, Gumel, Guri, Gwaram, Gwiwa, Hadejia, Jahun, Kafin Hausa, Kaugama, Kazaure, Kiri Kasama, Kiyawa, Maigatari, Malam Madori, Miga, Ringim, Roni, Sule Tankarkar, Taura, Yankwashi',
  ),
  Kaduna: list(
    "Birnin Gwari, Chikun, Giwa, Igabi, Ikara, Jaba, Jema'a, Kachia, Kaduna North, Kaduna South, Kagarko, Kajuru, Kaura, Kauru, Kubau, Kudan, Lere, Makarfi, Sabon Gari, Sanga, Soba, Zangon Kataf, Zaria",
  ),
  Kano: list(
    'Ajingi, Albasu, Bagwai, Bebeji, Bichi, Bunkure, Dala, Dambatta, Dawakin Kudu, Dawakin Tofa, Doguwa, Fagge, Gabasawa, Garko, Garun Mallam, Gaya, Gezawa, Gwale, Gwarzo, Kabo, Kano Municipal, Karaye, Kibiya, Kiru, Kumbotso, Kunchi, Kura, Madobi, Makoda, Minjibir, Nasarawa, Rano, Rimin Gado, Rogo, Shanono, Sumaila, Takai, Tarauni, Tofa, Tsanyawa, Tudun Wada, Ungogo, Warawa, Wudil',
  ),
  Katsina: list(
    "Bakori, Batagarawa, Batsari, Baure, Bindawa, Charanchi, Dandume, Danja, Dan Musa, Daura, Dutsi, Dutsin-Ma, Faskari, Funtua, Ingawa, Jibia, Kafur, Kaita, Kankara, Kankia, Katsina, Kurfi, Kusada, Mai'Adua, Malumfashi, Mani, Mashi, Matazu, Musawa, Rimi, Sabuwa, Safana, Sandamu, Zango",
  ),
  Kebbi: list('Aleiro, Arewa Dandi, Argungu, Augie, Bagudo, Birnin Kebbi, Bunza, Dandi, Fakai, Gwandu, Jega, Kalgo, Koko/Besse, Maiyama, Ngaski, Sakaba, Shanga, Suru, Wasagu/Danko, Yauri, Zuru'),
  Kogi: list(
    'Adavi, Ajaokuta, Ankpa, Bassa, Dekina, Ibaji, Idah, Igalamela-Odolu, Ijumu, Kabba/Bunu, Kogi, Lokoja, Mopa-Muro, Ofu, Ogori/Magongo, Okehi, Okene, Olamaboro, Omala, Yagba East, Yagba West',
  ),
  Kwara: list('Asa, Baruten, Edu, Ekiti, Ifelodun, Ilorin East, Ilorin South, Ilorin West, Irepodun, Isin, Kaiama, Moro, Offa, Oke Ero, Oyun, Pategi'),
  Lagos: list(
    'Agege, Ajeromi-Ifelodun, Alimosho, Amuwo-Odofin, Apapa, Badagry, Epe, Eti-Osa, Ibeju-Lekki, Ifako-Ijaiye, Ikeja, Ikorodu, Kosofe, Lagos Island, Lagos Mainland, Mushin, Ojo, Oshodi-Isolo, Shomolu, Surulere',
  ),
  Nasarawa: list('Akwanga, Awe, Doma, Karu, Keana, Keffi, Kokona, Lafia, Nasarawa, Nasarawa Egon, Obi, Toto, Wamba'),
  Niger: list(
    'Agaie, Agwara, Bida, Borgu, Bosso, Chanchaga, Edati, Gbako, Gurara, Katcha, Kontagora, Lapai, Lavun, Magama, Mariga, Mashegu, Mokwa, Munya, Paikoro, Rafi, Rijau, Shiroro, Suleja, Tafa, Wushishi',
  ),
  Ogun: list(
    'Abeokuta North, Abeokuta South, Ado-Odo/Ota, Egbado North, Egbado South, Ewekoro, Ifo, Ijebu East, Ijebu North, Ijebu North East, Ijebu Ode, Ikenne, Imeko Afon, Ipokia, Obafemi Owode, Odeda, Odogbolu, Ogun Waterside, Remo North, Shagamu',
  ),
  Ondo: list(
    'Akoko North-East, Akoko North-West, Akoko South-East, Akoko South-West, Akure North, Akure South, Ese Odo, Idanre, Ifedore, Ilaje, Ile Oluji/Okeigbo, Irele, Odigbo, Okitipupa, Ondo East, Ondo West, Ose, Owo',
  ),
  Osun: list(
    'Aiyedaade, Aiyedire, Atakunmosa East, Atakunmosa West, Boluwaduro, Boripe, Ede North, Ede South, Egbedore, Ejigbo, Ife Central, Ife East, Ife North, Ife South, Ifedayo, Ifelodun, Ila, Ilesa East, Ilesa West, Irepodun, Irewole, Isokan, Iwo, Obokun, Odo Otin, Ola Oluwa, Olorunda, Oriade, Orolu, Osogbo',
  ),
  Oyo: list(
    'Afijio, Akinyele, Atiba, Atisbo, Egbeda, Ibadan North, Ibadan North-East, Ibadan North-West, Ibadan South-East, Ibadan South-West, Ibarapa Central, Ibarapa East, Ibarapa North, Ido, Irepo, Iseyin, Itesiwaju, Iwajowa, Kajola, Lagelu, Ogbomosho North, Ogbomosho South, Ogo Oluwa, Olorunsogo, Oluyole, Ona Ara, Orelope, Ori Ire, Oyo East, Oyo West, Saki East, Saki West, Surulere',
  ),
  Plateau: list("Barkin Ladi, Bassa, Bokkos, Jos East, Jos North, Jos South, Kanam, Kanke, Langtang North, Langtang South, Mangu, Mikang, Pankshin, Qua'an Pan, Riyom, Shendam, Wase"),
  Rivers: list(
    'Abua/Odual, Ahoada East, Ahoada West, Akuku-Toru, Andoni, Asari-Toru, Bonny, Degema, Eleme, Emohua, Etche, Gokana, Ikwerre, Khana, Obio/Akpor, Ogba/Egbema/Ndoni, Ogu/Bolo, Okrika, Omuma, Opobo/Nkoro, Oyigbo, Port Harcourt, Tai',
  ),
  Sokoto: list(
    'Binji, Bodinga, Dange Shuni, Gada, Goronyo, Gudu, Gwadabawa, Illela, Isa, Kebbe, Kware, Rabah, Sabon Birni, Shagari, Silame, Sokoto North, Sokoto South, Tambuwal, Tangaza, Tureta, Wamako, Wurno, Yabo',
  ),
  Taraba: list('Ardo Kola, Bali, Donga, Gashaka, Gassol, Ibi, Jalingo, Karim Lamido, Kumi, Lau, Sardauna, Takum, Ussa, Wukari, Yorro, Zing'),
  Yobe: list('Bade, Bursari, Damaturu, Fika, Fune, Geidam, Gujba, Gulani, Jakusko, Karasuwa, Machina, Nangere, Nguru, Potiskum, Tarmuwa, Yunusari, Yusufari'),
  Zamfara: list('Anka, Bakura, Birnin Magaji/Kiyaw, Bukkuyum, Bungudu, Gummi, Gusau, Kaura Namoda, Maradun, Maru, Shinkafi, Talata Mafara, Tsafe, Zurmi'),
}

/** An LGA's name compared as a clerk would: case, spaces, hyphens, slashes and apostrophes aside. */
const key = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

const stateKey = (name: string) => name.trim().toLowerCase()

const byState = new Map(Object.entries(STATE_LGAS).map(([state, lgas]) => [stateKey(state), new Set(lgas.map(key))]))

/** Whether the directory lists the state's LGAs (every state and the FCT, by the platform's names). */
export const knowsState = (state: string): boolean => byState.has(stateKey(state))

/** Whether the LGA is one of the state's (case-insensitive); false for a state the directory does not know. */
export const lgaInState = (lga: string, state: string): boolean => byState.get(stateKey(state))?.has(key(lga)) ?? false

/** The states an LGA's name belongs to (a few names, such as Surulere, Nasarawa or Obi, are in two). */
export const statesOfLga = (lga: string): string[] =>
  Object.entries(STATE_LGAS)
    .filter(([state]) => byState.get(stateKey(state))?.has(key(lga)))
    .map(([state]) => state)
