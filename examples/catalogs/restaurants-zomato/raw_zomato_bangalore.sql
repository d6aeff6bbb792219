use utilities_locator;
INSERT INTO restaurant VALUES
 ('942, 21st Main Road, 2nd Stage, Banashankari, Bangalore','Jalsa','Yes','Yes','4.1/5',775,'080 42297555
+91 9743772233','Banashankari','Casual Dining','Pasta, Lunch Buffet, Masala Papad, Paneer Lajawab, Tomato Shorba, Dum Biryani, Sweet Corn Soup','North Indian, Mughlai, Chinese',800,'Buffet')
,('2nd Floor, 80 Feet Road, Near Big Bazaar, 6th Block, Kathriguppe, 3rd Stage, Banashankari, Bangalore','Spice Elephant','Yes','No','4.1/5',787,'080 41714161','Banashankari','Casual Dining','Momos, Lunch Buffet, Chocolate Nirvana, Thai Green Curry, Paneer Tikka, Dum Biryani, Chicken Biryani','Chinese, North Indian, Thai',800,'Buffet')
,('1112, Next to KIMS Medical College, 17th Cross, 2nd Stage, Banashankari, Bangalore','San Churro Cafe','Yes','No','3.8/5',918,'+91 9663487993','Banashankari','Cafe, Casual Dining','Churros, Cannelloni, Minestrone Soup, Hot Chocolate, Pink Sauce Pasta, Salsa, Veg Supreme Pizza','Cafe, Mexican, Italian',800,'Buffet')
,('2469, 3rd Floor, 24th Cross, Opposite BDA Complex, 2nd Stage, Banashankari, Bangalore','Onesta','Yes','Yes','4.6/5',2556,'080 48653961
080 48655715','Banashankari','Casual Dining, Cafe','Farmhouse Pizza, Chocolate Banana, Virgin Mojito, Pasta, Paneer Tikka, Lime Soda, Prawn Pizza','Pizza, Cafe, Italian',600,'Cafes')
,('2470, 21 Main Road, 25th Cross, Banashankari, Bangalore','Smacznego','Yes','No','4.2/5',504,'+91 9945230807
+91 9743804471','Banashankari','Cafe','Waffles, Pasta, Coleslaw Sandwich, Choco Waffle, Tacos, Momos, Cheese Nachos','Cafe, Mexican, Italian, Momos, Beverages',550,'Cafes')
,('2/1, 7th Main, Dwarakangar, Hosakeregalli, Banashankari, Bangalore','Foodiction','Yes','No','2.8/5',506,'+91 9916107070','Banashankari','Quick Bites','Burgers, Lassi, Chicken Grill, Naan, Momos, Chicken Burger, Biryani','North Indian, Fast Food, Chinese, Burger',500,NULL)
,('8, 2nd Floor, 1st Main, Arush Trapeze, Mount Joy Road, Behind BMS College of Engineering, Hanumanthnagar, Banashankari, Bangalore','Szechuan Dragon','Yes','No','4.2/5',1647,'00 919663567711
+91 9916326323','Banashankari','Casual Dining','Noodles, Momos, Veg Manchow Soup, Kung Pao Chicken, Chicken Lollipop, Chop Suey, Dragon Chicken','Chinese, Thai, Momos',600,'Delivery')
,('4, Opposite NMKRV College, 21st C Cross Road, 3rd Block, Jayanagar, Bangalore','Empire Restaurant','Yes','No','4.4/5',4884,'080 49653266','Jayanagar','Casual Dining','Chicken Tikka Masala, Mutton Keema Dosa, Mutton Biryani, Raan Biryani, Brain Fry, Chicken Grill, Ghee Rice','North Indian, Mughlai, South Indian, Chinese',750,NULL)
,('645, 1st Floor, 24th Cross, 24th Main, 2nd Stage, Banashankari, Bangalore','Domino''s Pizza','Yes','No','3.9/5',540,'080 26710070
18602100000','Banashankari','Quick Bites','Pane Pizza, Lava Cake, Pasta, Stuffed Garlic Bread, Chocolava Cake, Tacos','Pizza, Fast Food',800,'Delivery')
,('1621, 1st Floor, 50 Feet Main Road, Kumaraswamy Layout, Bangalore','Recipe','Yes','No','4.0/5',804,'+91 8043755256
+91 9886073774','Kumaraswamy Layout','Casual Dining','Butter Chicken, Noodles, Thali, Biryani','North Indian, Chinese, Biryani, Rolls',450,'Delivery')
,('179, 1st Floor, Jawarlalnehru Road, BEML Layout, Rajarajeshwari Nagar, Bangalore','Beijing Bites','Yes','No','3.7/5',679,'080 28606888
080 28606886','Rajarajeshwari Nagar','Casual Dining','Momos, Dragon Chicken, Hakka Noodles, Chowmein, Chop Suey, Chilli Garlic Noodles, Garlic Rice','Chinese, Thai',850,'Delivery')
,('178, Next To Old KEB Office, 8th F Main Road, 24b Cross, 3rd Block, Jayanagar, Bangalore','Biryanis And More','Yes','No','4.0/5',618,'080 48542442
+91 7337271771','Jayanagar','Casual Dining','Prawn Biryani, Dragon Chicken, Chicken Boneless Biryani, Afghani Biryani, Mughlai Biryani, Paneer Tikka Biryani, Gongura Biryani','Biryani, North Indian, Chinese, Andhra, South Indian',750,'Delivery')
,('78, 21st Main Road, Near BDA Complex, 2nd Stage, Banashankari, Bangalore','Roving Feast','No','No','4.0/5',1047,'080 42024092
080 42274242','Banashankari','Quick Bites','Pasta, Momos, Rolls, Chicken Roll, Chilli Chicken, Paneer Roll, Spaghetti','Italian, Continental, Fast Food, Chinese, Momos',450,'Delivery')
,('10, Stavyah Arcade, 3rd Floor 9th Main, Yarab Nagar Main Road, Banashankari, Bangalore','FreshMenu','Yes','No','3.9/5',627,'080 40424242','Banashankari','Delivery','Salads, Sandwiches, Salad, Thai Rice, Pasta, Noodles, Pizza','Healthy Food, Chinese, Biryani, North Indian, Continental, Salad, American, Burger',450,'Delivery')
,('296, Ram Towers, 100 Feet Ring Road, Banashankari, Bangalore','1947','No','Yes','4.0/5',808,'080 26791213
+91 9739989446','Banashankari','Casual Dining','Salads, Panneer Butter Masala, Rabri, Gajar Ka Halwa, Manchow Soup, Aam Panna, Tomato Basil Soup','North Indian, Chinese',850,'Delivery')
,('31, Opposite Vijaya College, RV Road, Basavanagudi, Bangalore','Kabab Magic','Yes','No','4.1/5',1720,'080 26570381','Basavanagudi','Quick Bites','Grape Juice, Chicken Grill, Chicken Tikka Roll, Shawarma Roll, Chicken Shawarama, Biryani Combo, Rolls','North Indian, Kebab, Chinese, Fast Food',400,'Delivery')
,('10, 30th Main, Deve Gowda Petrol Bunk Road, 3rd Stage, Banashankari, Bangalore','Gustoes Beer House','No','No','4.1/5',868,'080 49653521','Banashankari','Pub','Beer, Wedges, Pizza, Nachos, Salads, Papaya Salad, Buffalo Wings','Continental, Italian, Mexican, North Indian, Chinese, Steak',1200,'Delivery')
,('476, 2nd Floor, 9th Cross, Avalahalli BDA Park, BSK 3rd Stage, Banashankari, Bangalore','The Biryani Cafe','No','No','4.1/5',520,'+91 7010846043','Banashankari','Quick Bites','Vegetable Biryani, Ginger Chicken, Chicken Biryani, Donne Biryani, Chicken Kebab, Egg Bhurji, Dum Biryani','Biryani, Chinese, Kebab',300,'Delivery')
,('49/1, Subbaraoshetty Road, Netkallappa Circle, Basavanagudi, Bangalore','Sri Guru Kottureshwara Davangere Benne Dosa','Yes','No','4.1/5',558,'+91 9448305384
+91 9060079480','Basavanagudi','Quick Bites','Benne Dosa, Mirchi Bajji, Filter Coffee, Poha, Tea, Butter Dosa, Crispy Dosa','South Indian',150,'Delivery')
,('52, 1st Floor, 33rd Cross, 4th Block, Jayanagar, Bangalore','Meghana Foods','Yes','No','4.4/5',4401,'080 49653564','Jayanagar','Casual Dining','Chicken Boneless Biryani, Hyderabadi Biryani, Paneer Biryani, Tandoori Chicken, Vegetable Biryani, Chicken Kebab, Raita','Biryani, North Indian, Chinese',600,'Delivery')
,('21, 80 Feet Road, 3rd Phase, 4th Block, 3rd Stage, Banashankari, Bangalore','Anna Kuteera','Yes','No','4.0/5',771,'+91 9620009302','Banashankari','Casual Dining','Panner Tikka, Kulfi, Coffee, Pav Bhaji, Carrot Halwa, Fried Rice, Set Dosa','South Indian, North Indian, Chinese',450,'Delivery')
,('39/1, R.V Road, Opposite Vijaya College, Basavanagudi, Bangalore','House Of Kebabs','Yes','No','3.8/5',540,'080 49653042','Basavanagudi','Casual Dining','Rolls, Shawarma, Butter Chicken, Mutton Biryani, Lahori Chicken, Chicken Roll, Grape Juice','North Indian, Kebab, Biryani, Chinese',650,'Delivery')
,('1, 80 Feet Road, 6th Block, 3rd Stage, Banashankari, Bangalore','KFC','Yes','No','3.8/5',505,'080 33994444','Banashankari','Quick Bites','Burgers, French Fries','Burger, Fast Food',450,'Delivery')
,('6th C Main, 4th Block, Jayanagar, Bangalore','Kedia''s Fun Food','Yes','No','4.3/5',630,'+91 8867769557','Jayanagar','Quick Bites','Paratha, Vada Pav, Chaat, Pav Bhaji, Panipuri, Masala Poori, Dhokla','North Indian, Street Food, Juices',200,'Delivery')
,('1763, Near Swathi Nursing Home, 14th Main Road, 1st Stage, Kumaraswamy Layout, Bangalore','Olive - Era','Yes','No','3.3/5',511,'080 42017174
080 42021219','Kumaraswamy Layout','Casual Dining','Shawarma, Biryani, Bbq Chicken, Chicken Grill, Raita','BBQ, Arabian, Rolls, Chinese, North Indian, Juices, Kebab, Desserts',550,'Delivery')
,('2469, 21st Cross, Near BDA Complex, 2nd Stage, Banashankari, Bangalore','Pizza Hut','Yes','No','3.8/5',693,'080 39883988
080 26710999','Banashankari','Casual Dining','Supreme Pizza, Potato Wedges, Masala Lemonade, Tandoori Paneer, Exotic Garlic Bread','Pizza, Fast Food',750,'Delivery')
,('Cosmopolitan Club, 22nd Cross, 3rd Block, Jayanagar, Bangalore','Chutney Chang','Yes','Yes','4.1/5',2339,'080 22443007
+91 9901967373','Jayanagar','Casual Dining','Veg Momos, Brownie Chocolate, Palak Chaat, Mutton Biryani, Dahipuri, Fish, Sea Food','North Indian, Chinese, BBQ',1500,'Delivery')
,('359/38,Next to Fabindia, 7th Cross, 1st Block, Jayanagar, Bangalore','Toscano','Yes','Yes','4.3/5',1129,'080 41558423
+91 7619320074','Jayanagar','Casual Dining','Pizza, Pasta, Salads, Calamari, Ravioli, Pumpkin Soup, Wine','Italian, Salad',1300,'Delivery')
,('415, 9th Main, 24th Cross, 2nd Stage, Banashankari, Bangalore','Stoned Monkey','Yes','No','4.3/5',860,'+91 9972710694
+91 9972710894','Banashankari','Dessert Parlor','Nachos, Cup Cake, Hot Chocolate Fudge, Salsa, Cheesy Garlic Bread, Waffles, Tiramisu','Desserts, Ice Cream',500,'Delivery')
,('The President Hotel, 79/8, Diagonal Road, 3rd Block, Jayanagar, Bangalore','Gufha - The President Hotel','Yes','Yes','4.1/5',1875,'080 41808777
+91 9900265022','Jayanagar','Casual Dining','Cocktails, Paneer Tikka, Rasmalai, Rabri, Masala Papad, Vegetable Biryani, Chicken Curry','North Indian, Afghani, Mughlai',1200,'Delivery')
,('1, 5th Main Road, Bull Temple Road, Basavanagudi, Bangalore','Kamat Bugle Rock','Yes','No','3.9/5',543,'080 26605734','Basavanagudi','Quick Bites','Jowar Roti, Buttermilk, Jolada Rotti, Brinjal Curry, Coffee, Pongal, Vegetable Biryani','South Indian, Fast Food',300,'Delivery')
,('13, 32nd Cross, 7th Block, Jayanagar, Bangalore','Rustic Stove','Yes','No','3.8/5',577,'080 26547755
+91 9686372742','Jayanagar','Casual Dining','Vegetable Biryani, Pineapple Rasam, Cheese Garlic Naan, Potato Cheese Ball, Bamboo Chicken Biryani, Chicken Skewer, Fish','North Indian, South Indian, Biryani, Beverages',900,'Delivery')
,('Pai Viceroy, 1504, 16th Cross, 9th Main, 3rd Block, Jayanagar, Bangalore','The Royal Corner - Pai Viceroy','Yes','Yes','4.2/5',815,'+91 9980909054
+91 9845184810','Jayanagar','Casual Dining','Breakfast Buffet, Kulcha, Almond Soup, Lunch Buffet, Roti, Mocktails, Vegetarian','North Indian, Chinese',900,'Delivery')
,('2465, 2nd Floor, Opposite BDA Complex, 24th Cross, 2nd Stage, Banashankari, Bangalore','Hara Fine Dine','Yes','Yes','4.0/5',633,'080 42112211
+91 9880412211','Banashankari','Casual Dining','Hara Bhara Kabab, Crispy Corn, Patiala Paneer, Panneer Butter Masala, Dum Biryani, Jal-jeera, Butter Naan','North Indian, Chinese',800,'Delivery')
,('12, 32nd Cross, 7th Block, Jayanagar, Bangalore','Eurasia Pasta and Barbeque by Little Italy','Yes','Yes','4.1/5',1063,'080 22452202
080 22452203','Jayanagar','Casual Dining, Bar','Pasta, Pizza, Nachos, Gelato, Ravioli, Jalapeno Poppers, Cocktails','Italian, Fast Food, Salad, BBQ',1200,'Delivery')
,('459/30, 30th Cross, 4th Block, Jayanagar, Bangalore','Maiyas','Yes','No','4.0/5',1778,'+91 9632411352','Jayanagar','Quick Bites','Coffee, Thali, Kharabath, Masala Dosa, Idli Vada, Vanilla Ice Cream, Bisi Bele Bhaath','North Indian, South Indian, Fast Food, Juices',200,'Delivery')
,('2/2, Pattalamma Gudi Street, Armugam Circle, Near South End Circle, Basavanagudi, Bangalore','Cafe Mondo','Yes','No','3.7/5',514,'080 42088686','Basavanagudi','Cafe','Pizza, Pasta Alfredo, Brownie, Garlic Bread, Sandwiches, Lemon Mojito, Mocha Fudge','Cafe, Italian, Beverages',600,'Delivery')
,('539/49, 9th Cross, Kanakpura Road, 7th Block, Jayanagar, Bangalore','Jalpaan','Yes','Yes','4.0/5',866,'080 26761992
+91 9591996826','Jayanagar','Casual Dining','Mocktails, Tomato Soup, Pasta, Nachos, Chaat, Potli Biryani, Lassi','North Indian, Continental',900,'Delivery')
,('Cosmopolitan Club, Ground Floor, 22nd Cross, 3rd Block, Jayanagar, Bengalore','Subz','Yes','Yes','4.2/5',2022,'080 49652607','Jayanagar','Casual Dining','Veg Buffet, Pasta, Salads, Rasmalai, Chaat, Biryani, Fries','North Indian, South Indian',1000,'Delivery')
,('2467, 24th Cross, 2nd Stage, Banashankari, Bangalore','Vinny''s','Yes','Yes','4.2/5',2115,'080 26716795','Banashankari','Casual Dining','Pizza, Pasta, Garlic Bread, Nachos, Penne Alfredo, Mozzarella Sticks, Salad','Pizza, Italian, Continental, Desserts',800,'Delivery')
,('523, 33rd Cross, Jayanagar, Bangalore','Brew Meister','Yes','Yes','4.1/5',970,'080 49652498','Jayanagar','Microbrewery, Casual Dining','Cocktails, Pasta, Paneer Tikka, Mocktails, Wheat Beer, Corn Paratha, Misal Pav','North Indian, Continental, Finger Food, American, Asian',1500,NULL)
,('199/1, Ajanaya Bhavana, 100 Feet Ring Road, Kathriguppe, Banashankari, Bangalore','Ayodhya Upachar','Yes','No','4.3/5',734,'080 26694999
00 09901269901','Banashankari','Quick Bites','Panneer Butter Masala, Vada, Curd Rice, Idli, Jeera Rice, Naan, Kulcha','South Indian, North Indian, Chinese, Street Food',200,'Delivery')
,('1, Monotype, 2nd Stage, Banashankari, Bangalore','The Krishna Grand','Yes','No','3.9/5',888,'080 26711192
+91 7022268193','Banashankari','Casual Dining','Spring Dosa, Coffee, Spring Roll, Masala Papad, Rava Idli, Panneer Butter Masala, Chaat','North Indian, South Indian, Chinese, Fast Food, Juices',750,'Delivery')
,('17, Gandhi Bazaar Main Road, Basavanagudi, Bangalore','Roti Ghar','Yes','No','3.9/5',750,'080 26629734
+91 9880141967','Basavanagudi','Casual Dining','Coffee, Spring Roll, Roti, Panneer Butter Masala, Noodles, Butter Naan, Masala Dosa','North Indian, Chinese, South Indian',500,'Delivery')
,('160, Gandhi Bazar Main Road, Basavanagudi, Bangalore','Baisakhi','Yes','No','3.8/5',527,'+91 7204339999','Basavanagudi','Casual Dining','Masala Chaach, Tomato Shorba, Gajar Ka Halwa, Biryani, Deluxe Punjabi Thali, Rajma, Paneer Tikka Masala','North Indian',500,'Delivery')
,('1431, 22nd Cross, Near BDA Complex, 2nd Stage, Banashankari, Bangalore','Jcubez','No','Yes','3.8/5',977,'+91 9740425235



+91 8746006497','Banashankari','Lounge','Beer, Chicken Wings, Chilli Chicken, Onion Rings, Fries','Finger Food',1300,'Dine-out')
,('14, 2nd Floor, Panchanjanya Tower, Phase III, 3rd Stage, 100 Feet Road, Banashankari, Bangalore','Chung Wah','Yes','No','3.9/5',519,'080 41553388



+91 8041604095','Banashankari','Casual Dining','Tom Yum Soup, Wine, Spring Roll, Singapore Noodles, Manchow Soup, Golden Fried Prawns, Lamb','Chinese, Momos, Thai, Vietnamese',900,'Dine-out')
,('115, 100 Feet Ring Road, Kathriguppe, Banashankari, Bangalore','Taaza Thindi','No','No','4.7/5',651,'080 49510845','Banashankari','Quick Bites','Masala Dosa, Vada, Upma, Filter Coffee, Kesari Bath, Idli Chutney, Kharabath','South Indian',100,'Dine-out')
,('61, 1st Floor, KR Road, 7th Block, Jayanagar, Bangalore','Ranganna Military Hotel','No','No','4.2/5',725,'080 43027346','Jayanagar','Quick Bites','Mutton Biryani, Mutton Chops, Chicken Biryani, Chicken Fry, Paya, Mutton Fry, Chilli Chicken','South Indian, Biryani',350,'Dine-out')
,('32, Gandhi Bazaar, Near Gandhi Bazaar Circle, Basavanagudi, Bangalore','Vidyarthi Bhavan','No','No','4.4/5',4460,'080 26677588','Basavanagudi','Quick Bites','Filter Kaapi, Filter Coffee, Khara Bhath, Maddur Vada, Crispy Masala Dosa, Kesari Bath, Ghee Masala Dosa','South Indian',150,NULL)
,('5th Floor, Gopalan Innovation Mall, Bannerghatta Road, Bangalore','Deja Vu Resto Bar','Yes','Yes','4.4/5',2487,'+91 9632499855','Bannerghatta Road','Pub','Gajar Ka Halwa, Chilli Chicken, Hara Bhara Kebab, Custard, Brownie, Sev Puri, Pasta','North Indian, Italian',900,NULL)
,('128/54/10, First floor, Opposite IIM - B, Dasarapalya, Bannerghatta Road, Bangalore','Fattoush','Yes','Yes','4.2/5',1964,'080 41425553
+91 7337830044','Bannerghatta Road','Casual Dining','Mango Chiller, Fattoush, Prawn, Salads, Vegetable Biryani, Irani Chicken Tikka, Chilli Chicken','Arabian, Biryani, Chinese, Middle Eastern, Fast Food, North Indian, Mughlai, Seafood',1000,'Buffet')
,('4 & 5, Green Orchards Layout, 1st Cross, Bannerghatta Road, Bangalore','Empire Restaurant','Yes','No','4.3/5',3178,'080 49653239','Bannerghatta Road','Casual Dining','Chicken Satay, Mutton Brain, Egg Biryani, Paneer Tikka Masala, Rolls, Lemon Chicken, Butter Chicken','North Indian, Mughlai, South Indian, Chinese',750,'Buffet')
,('67, 15th Cross, 6th B Main, JP Nagar, Bangalore','Barbeque Nation','No','Yes','4.7/5',3845,'+91 8064806060','JP Nagar','Casual Dining','Lunch Buffet, Goan Fish Curry, Mocktails, Chicken Biryani, Cocktails, Paan Kulfi, Pasta','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Buffet')
,('Cross Roads Inn, 827, Near RV Dental College Compound, 24th Main, 12th Cross, JP Nagar, Bangalore','24th Main','No','Yes','4.1/5',1234,'+91 9900092563
+91 8722148555','JP Nagar','Casual Dining','Carrot Halwa, Paneer Satay, Manchow Soup, Gajar Ka Halwa, Butter Naan, Mocktails, Tandoori Mushrooms','North Indian, South Indian, Chinese',800,'Buffet')
,('21, 24th Main Road, 6th Phase, JP Nagar, Bangalore','Zaitoon','Yes','Yes','4.1/5',1538,'080 41477977
080 41488988','JP Nagar','Casual Dining','Hummus Falafel, Gulab Jamun, Shawarma, Bbq Chicken, Mojito, Chicken Biryani, Manchow Soup','BBQ, Arabian, Chinese, North Indian, Desserts',1000,'Buffet')
,('72, 2nd Floor, Next to Max & Crossword, 3rd Phase, Inner Ring Road, JP Nagar, Bangalore','Oye Amritsar','Yes','Yes','3.8/5',756,'080 49577007
+91 9945524705','JP Nagar','Casual Dining','Lassi, Raita, Dal Makhani, Panneer Butter Masala, Jalebi, Biryani, Paneer Tikka','North Indian',1000,'Buffet')
,('44-45, Terrace Floor, 24th Main Road, 7th phase, JP Nagar, Bangalore','Mudpipe Cafe','Yes','Yes','3.9/5',727,'+91 9448056565','JP Nagar','Cafe','Coffee, Pizza, Nachos, Kit Kat Shake, Garlic Bread, Mexican Rice, Burgers','Cafe, Continental, North Indian',800,'Cafes')
,('8, 15th Main, 5th Phase, JP Nagar, Bangalore','TAB - Take A Break','No','No','4.1/5',521,'+91 9535133088
+91 9448157110','JP Nagar','Cafe','Pizza, Salads, Pasta, Sandwiches, Veg Quiche, Coffee, Tea','Cafe, Continental, Italian',550,'Cafes')
,('Site 15, 15th Cross, 100 Feet Road, 4th Phase, JP Nagar, Bangalore','Onesta','Yes','Yes','4.4/5',4381,'+91 8904001150
+91 8904001151','JP Nagar','Casual Dining, Cafe','Chicken Alfredo Pizza, Coffee Mousse, Chicken Calzone, Banana Smoothie, Butter Chicken Pizza, Chocolate Pizza, Chicken Tikka Pizza','Pizza, Cafe, Italian',600,NULL)
,('96, 29th Main, 23rd Cross, 2nd Stage, BTM, Bangalore','eat.fit','Yes','No','4.5/5',1178,NULL,'BTM','Delivery','Healthy Breakfast, Salads, Date Pudding, Chicken Curry, Hakka Noodles, Fruit Bowl, Dal Makhani','Healthy Food, North Indian, Biryani, Continental, Sandwich, Desserts',500,'Delivery')
,('948, 16th Main, MICO Layout, 2nd Stage, BTM, Bangalore','XO Belgian Waffle','Yes','No','4.5/5',549,'080 45128804','BTM','Dessert Parlor','Blueberry Waffles, Nutella Waffle, Hot Chocolate, Thick Shakes, Coffee, Oreo Shake, Chocolate Oreo','Desserts, Beverages',400,'Delivery')
,('947, 16th Main Road, 2nd Stage, BTM, Bangalore','Swadista Aahar','Yes','No','4.1/5',775,'+91 9844006825

+91 9844615361','BTM','Quick Bites','Panneer Butter Masala, Idli, Masala Dosa, Vada, Coffee, Roti, Thali','South Indian, North Indian, Chinese, Street Food',300,'Delivery')
,('5th A Cross, Lakshmi Complex, Manjunatha Colony, Near RV Dental College, 2nd phase, JP Nagar, Bangalore','Aniram''s','Yes','No','4.1/5',739,'+91 8867760111

+91 8867760222','JP Nagar','Delivery','Chilli Chicken, Butter Chicken, Kadhai Paneer, Hyderabadi Chicken Biryani, Jeera Rice, Ghee Rice, Chicken Masala','Chinese, North Indian',500,'Delivery')
,('43, Arasu Nilaya 1st Floor, Opp To Patel Medical, 7th Main Road, 2nd Stage, BTM, Bangalore','Midnight Mania','Yes','No','4.1/5',601,'+91 9066022868','BTM','Quick Bites','Peri Peri Chicken, Chicken Pizza, White Pasta, Kit Kat Shake','Pizza, Italian, Beverages',700,'Delivery')
,('806, Near ICICI Bank, 7th Cross, 16th Main, 2nd Stage, BTM, Bangalore','Momoz','Yes','No','4.0/5',939,'+91 9986304455

080 41677117','BTM','Casual Dining','Momos, Noodles, Thukpa, Crispy Honey Chicken, Manchow Soup, Manchurian, Chicken Momo','Chinese, Momos',600,'Delivery')
,('23/24, Ground Floor, 2nd Cross, Arekere Main Road, Bannerghatta Road, Bangalore','FreshMenu','Yes','No','3.3/5',628,'+91 9019245000','Bannerghatta Road','Delivery','Rolls, Salads, Salad, Sandwiches, Pasta, Burgers, Croissants','Healthy Food, Chinese, Biryani, North Indian, Continental, Salad, American, Burger',450,'Delivery')
,('77/1, 24th Main, 2nd Phase, JP Nagar, Bangalore','Shanthi Sagar','Yes','No','3.6/5',518,'+91 8217521220','JP Nagar','Casual Dining','Coffee, Mushroom Masala, Masala Dosa, Palak Paneer','South Indian, North Indian, Chinese',400,'Delivery')
,('1225, 26th Main, 9th Block, Jayanagar, Bangalore','Corner House Ice Cream','Yes','No','4.4/5',819,'080 26540925','Jayanagar','Dessert Parlor','Hot Chocolate Fudge, Chocolate Malt, Thick Shakes, Chocolate Nut Sundae, Ice Cream Sundae, Fudge Cake, Coffee','Ice Cream, Desserts',400,'Delivery')
,('1548, East End Circle, 9th Block, Jayanagar, Bangalore','Kabab Magic','Yes','No','4.0/5',952,'080 26490895','Jayanagar','Quick Bites','Chicken Grill, Biryani, Shawarma Roll, Rolls, Chicken Kebab, Chicken Shwarma Roll, Pulpy Grape Juice','North Indian, Kebab, Chinese, Fast Food',400,'Delivery')
,('7, 2nd Floor, Krish Towers, Arekere Signal, Bannerghatta Road, Bangalore','Dadi''s Dum Biryani','Yes','Yes','4.0/5',739,'+91 7090377777

080 43716050','Bannerghatta Road','Casual Dining','Chicken Biryani, Basmati Rice, Prawn, Tandoori Chicken, Vegetable Biryani, Galauti Kebab, Faluda','Biryani, North Indian, Mughlai',800,NULL)
,('915, 24th Main Road, 2nd Phase, Mayura Circle, JP Nagar, Bangalore','Paradise','Yes','No','4.0/5',1974,'+91 9513477574

+91 9901842605','JP Nagar','Casual Dining','Kalmi Kabab, Hyderabadi Dum Biryani, Vegetable Biryani, Haleem, Supreme Mutton Biryani, Paneer Tikka, Hyderabadi Mutton Biryani','Biryani, North Indian, Kebab',800,NULL)
,('1319, 100 Feet Road, 2nd Phase, JP Nagar, Bangalore','Andhra Ruchulu','Yes','Yes','4.2/5',1428,'+91 8970409660

+91 9900262033','JP Nagar','Casual Dining','Paneer Tikka, Bhuna Gosht, Andhra Meal, Chicken Biryani, Chicken Guntur, Chicken Sholey Kebab, Andhra Biryani','Andhra, North Indian',800,'Delivery')
,('F 7, Ranka Villa, Opposite Kalyani Motors, Bilekahalli Main Road, Bannerghatta Road, Bangalore','Shuddh Desi Khana','Yes','No','4.0/5',597,'080 49653152','Bannerghatta Road','Quick Bites','Paratha, Chicken Kebab, Biryani, Lassi, Butter Chicken, Veg Kolhapuri, Pahari Chicken','North Indian',400,'Delivery')
,('Arakere Gate, Next to HSBC, Opposite Reliance Mart, Bannerghatta Road, Bangalore','Hyderabad Biryaani House','Yes','No','3.6/5',794,'+91 9845699901

+91 9986438789','Bannerghatta Road','Casual Dining','Hyderabadi Biryani, Chicken Biryani, Raita, Mutton Biryani, Vegetable Biryani, Butter Chicken, Basmati Rice','Biryani, North Indian, Chinese',550,'Delivery')
,('3rd Floor, Royal Meenakshi Mall, Bannerghatta Road, Bangalore','Rajdhani Thali Restaurant','Yes','Yes','3.9/5',561,'080 67080088

080 67080099','Bannerghatta Road','Casual Dining','Mango Lassi, Dhokla, Khichda, Kesaria Lassi, Rajdhani Thali, Rabri, Buttermilk','North Indian',900,'Delivery')
,('10, Near Maruti Sagar Automobiles, Bhavani Layout, Bannerghatta Road, Bangalore','Savoury - Sea Shell Restaurant','Yes','Yes','3.9/5',1227,'080 49994999

080 65555988','Bannerghatta Road','Casual Dining','Shawarma, Biryani, Chicken Grill, Rolls, Tomato Soup, Haleem, Sea Food','Arabian, North Indian, Chinese, Seafood, Biryani, Rolls, Beverages',900,'Delivery')
,('15, 24th Main Road, 1st Phase, JP Nagar, Bangalore','Stories','Yes','Yes','4.2/5',2166,'080 49653116','JP Nagar','Pub, Casual Dining','Cocktails, Pizza, Fries, Pasta, Chicken Sizzler, Mocktails, Long Island Iced Tea','American, Chinese, Continental, North Indian',1200,NULL)
,('7, DSR Galleria, Opp Kalyani Motors, Bilekahalli Gate, Bannerghatta Road, Bangalore','Seasons','Yes','Yes','3.8/5',500,'+91 7411898898

+91 7411798798','Bannerghatta Road','Casual Dining','Biryani, Sea Food, Egg Masala, Barbeque Chicken, Fish Grill, Appam, Raita','North Indian, South Indian, Chinese, Seafood, Kerala, Arabian, Juices',1000,'Delivery')
,('3, Arakere Gate, Bannerghatta Road, Bangalore','Chung Wah','Yes','No','4.0/5',532,'080 41215557

080 41215333','Bannerghatta Road','Casual Dining','Chicken Chowmein, Chicken Manchow Soup, Clear Soup, Momos, Fried Noodles, Chop Suey, Spring Roll','Chinese, Thai, Momos, Vietnamese',800,'Delivery')
,('21, Ground Floor, B.H.C.S.L Layout, Stage 2, Bannerghatta Road, Bangalore','Marwa Restaurant','Yes','Yes','3.5/5',551,'080 49653014','Bannerghatta Road','Casual Dining','Kalmi Kabab, Gulab Jamun, Chicken Grill, Shawarma Roll, Vegetarian, Barbeque Chicken, Dal Fry','North Indian, Chinese, Fast Food, BBQ',600,'Delivery')
,('42, Opposite RV Dental College, 7th Cross, JP Nagar, Bangalore','Bhojohori Manna','Yes','No','3.7/5',662,'+91 9916972666

080 26593666','JP Nagar','Casual Dining','Fish, Kosha Mangsho, Mishti Doi, Aam Panna, Prawn, Nolen Gurer Ice Cream, Luchi','Bengali, Mughlai',650,'Delivery')
,('13, 7th Cross, 2nd Phase, JP Nagar, Bangalore','Chulha Chauki Da Dhaba','Yes','No','4.2/5',2350,'080 41204283

+91 7349738056','JP Nagar','Casual Dining','Egg Chilli, Chilli Babycorn, Chicken Curry, Sweet Lassi, Palak Paneer, Chaach, Butter Chicken','North Indian',800,'Delivery')
,('Shop 1, 1st Floor, BTM Complex, 9th Main Road, Layout 1st Stage, BTM, Bangalore','Basmati Delights','Yes','No','4.0/5',869,'080 65996599

+91 9141111222','BTM','Delivery','Tandoori Chicken, Mutton Biryani, Andhra Biryani, Raita, Hyderabadi Dum Biryani, Chicken Boneless Biryani, Vegetable Biryani','Biryani, Chinese, Mughlai, Fast Food, Kebab',500,'Delivery')
,('950, 16th Main Road, 2nd Stage, BTM, Bangalore','Punjabi Swag','Yes','No','3.9/5',669,'+91 9902920892

+91 9902820893','BTM','Casual Dining','Lassi, Murgh Lababdar, Makke Ki Roti, Chaap, Butter Paneer, Butter Chicken, Patiala Paneer','North Indian',500,'Delivery')
,('934, 1st Block, 4th Stage, DC Halli, BG Road, BTM, Bangalore','BANGALORE BOX','Yes','Yes','4.2/5',611,'+91 9901402636

+91 8049577779','BTM','Casual Dining, Bar','Biryani, Chicken Bbq Wings, Mocktails, Sangria, Cocktails, Burgers, Pasta','Asian, Continental, Finger Food',1500,'Delivery')
,('4, Arama Suites, Sarvabhouma Nagar, Off Bannerghatta Road, Bannerghatta Road, Bangalore','Chavadi','Yes','Yes','4.4/5',2233,'080 49653031','Bannerghatta Road','Casual Dining, Bar','Pizza, Cocktails, Saffron Rice, Pie, Sulemani Chai, Prawn Crackers, Waffles','Continental, North Indian, Pizza, Italian',1200,'Delivery')
,('55, 5th Floor, Goenka Chambers, 19th Main Road, Jeewan Griha Colony, Phase 2, JP Nagar, Bangalore','Brewsky','Yes','Yes','4.4/5',4309,'+91 9880438170

+91 9880661701','JP Nagar','Microbrewery','Pork Chops, Craft Beer, Chicken Biryani, Chowmein, Drunken Chicken Wings, Cocktails, Mocktails','Continental, American',1600,'Delivery')
,('170, 16th Main, 2nd Stage, BTM, Bangalore','Gud Dhani','Yes','No','4.0/5',827,'080 50060017','BTM','Casual Dining','Buttermilk, Jal-jeera, Churma, Palak Kofta, Lassi, Gulab Jamun, Dahi Bhindi','Rajasthani',500,'Delivery')
,('1743, Raghavendra Plaza , 2nd Phase, (Near Diwakars Hospital), JP Nagar, Bangalore','Zhang''s - Chinese Restaurant','Yes','No','4.1/5',586,'080 26595988

080 26596420','JP Nagar','Casual Dining','Momos, Chilli Mushroom, Chop Suey, Sweet Corn Soup, Clear Soup, Hakka Noodles, Honey Chilli Potatoes','Chinese, Momos',700,'Delivery')
,('288, Ground Floor, Opposite HP Petrol Pump, 15th Cross, 18th Main, 5th Phase, JP Nagar, Bangalore','The Egg Factory','Yes','No','4.0/5',1305,'080 40124848','JP Nagar','Casual Dining','French Toast, Masala Omelette, Pasta, Egg Paratha, Caramel Custard, Biryani, Penne Alfredo','Continental, American',750,'Delivery')
,('2nd Cross, Kothnoor Village Main Road, Natraja Layout, 7th Phase, JP Nagar, Bangalore','Momo Jojo','Yes','No','4.3/5',539,'+91 9513808501','JP Nagar','Quick Bites','Noodles, Corn Momo, Manchurian, Momo Platter, Veg Momos, Potato Momos, Tandoori Momos','Chinese, Tibetan, Momos',300,'Delivery')
,('500, 2nd Floor, 2nd Block, 6th Stage, Near Sai Baba Temple, Arekere, Bannerghatta Road, Bangalore','Simply Indian','Yes','Yes','3.9/5',681,'+91 7022001251

+91 7022001252','Bannerghatta Road','Casual Dining','Cocktails, Ghee Roast Mutton, Mocktails, Chicken Biryani, Malai Kofta, Chicken Chatpata, Fish','North Indian, Chinese, Seafood, Biryani, Mangalorean',800,'Delivery')
,('15/1, Opposite Shopper''s Stop, Bannerghatta Road, Bangalore','Punjabi Times','Yes','Yes','4.1/5',1025,'080 49652597','Bannerghatta Road','Casual Dining','Chicken Tikka, Kheer, Butter Chicken, Dal Makhani, Makke Ki Roti, Lassi, Paratha','North Indian',1000,'Delivery')
,('25/1, Near Sampoorna, 24th Main, 5th Phase, JP Nagar, Bangalore','The Coastal Crew by Fujian on 24th','Yes','Yes','4.2/5',1028,'080 26499444

+91 8951516623','JP Nagar','Casual Dining, Bar','Sea Food, Mocktails, Noodles, Murgh Ghee Roast, Cocktails, Tom Yum Soup, Spring Roll','Chinese, Thai, Seafood, North Indian, Momos',1100,'Delivery')
,('45, 100 Feet Road, Opposite Mandovi Motors, 4th Phase, JP Nagar, Bangalore','Crumb Together','Yes','Yes','4.1/5',583,'080 49652428','JP Nagar','Casual Dining, Bar','Stuffed Chicken, Malai Broccoli, Cocktails, Salad, Mocktails, Tomato Soup, Biryani','Continental, Finger Food, North Indian, Chinese',1200,NULL)
,('174/1, Bannerghatta Main Road, Bannerghatta Road, Bangalore','Nagarjuna','No','No','4.2/5',1278,'080 41300400
080 41300500','Bannerghatta Road','Casual Dining','Andhra Meal, Mutton Biryani, Pepper Chicken, Veg Thali, Chicken Guntur, Raita, Chicken Kebab','Andhra, Biryani',800,NULL)
,('Royal Meenakshi Mall, Bannerghatta Road, Bangalore','Waffle Walle','Yes','No','4.3/5',676,'+91 8105902392','Bannerghatta Road','Kiosk','Liege Waffle, Vanilla Ice Cream, Chocolate Waffles, Chocolate Drink, Crunchy Waffles, Chocolate Icecreams, Belgian Waffles','Desserts, Belgian, Beverages',500,'Delivery')
,('99/4, Nataraja Layout, 7th Phase, JP Nagar, Bangalore','Mango Tree- The Beer Garden','Yes','Yes','4.1/5',1320,'+91 9880863789
080 26851030','JP Nagar','Casual Dining','Dragon Chicken, Mutton Biryani, Mocktails, Dal Makhani, Rumali Roti, Butter Naan, Paneer Tikka','North Indian, Chinese, Continental',1200,'Delivery')
,('688, 2nd,Floor, 15th cross, 100ft Ring Road, Above Lathangi Ford Showroom, JP Nagar, Bangalore','Watson''s','Yes','Yes','4.0/5',1010,'+91 7022078777
+91 7022072777','JP Nagar','Pub, Bar','Beer, Pizza, Veg Starter, Martini, Mojito, Cocktails, Crispy Corn','Finger Food, Chinese, Continental',1300,'Delivery')
,('8 A, ANR Onyx, Near Shoppers Stop, Bannerghatta Road, Bangalore','Nandhana Palace','No','Yes','4.1/5',1000,'080 49653162','Bannerghatta Road','Casual Dining, Bar','Chicken Guntur, Hyderabadi Chicken Biryani, Andhra Meal, Mutton Biryani, Vegetable Biryani, Andhra Style Chilli Chicken, Mojito','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('268, 6th Main, 2nd Stage, BTM, Bangalore','On The Nose','Yes','No','3.8/5',613,'080 42008978
+91 9886625960','BTM','Cafe','Pasta, Sandwiches, Peppy Paneer Pizza, Sandwich, Thick Shakes, Onion Rings, Tomato Soup','Cafe, Italian, Mexican, Chinese',600,'Delivery')
,('37/953, 2nd Floor, 24th Main, Above HDFC Bank, 2nd Phase, JP Nagar, Bangalore','Churchill''s','Yes','Yes','4.1/5',1403,'+91 9035475040
+91 9845033470','JP Nagar','Casual Dining, Pub','Cocktails, Pasta, Hara Bhara Kebab, Peppy Paneer, Paneer Pizza, Peri Peri Prawn, Fiery Paneer','North Indian, Continental',1100,'Delivery')
,('690/8, 14th Main, 15th Cross, 2nd Phase, JP Nagar, Bangalore','Caffe Pascucci','Yes','Yes','4.0/5',790,'080 41200431','JP Nagar','Casual Dining','Coffee, Cappuccino, Sandwiches, Salads, Asparagus Soup, Woodfire Pizza, Bruschettas','Continental, Italian, Beverages',1300,'Delivery')
,('1318, Near Bangalore Central, 2nd Phase, JP Nagar, Bangalore','D View Cafe','Yes','No','4.0/5',507,'+91 9538943596','JP Nagar','Cafe, Quick Bites','Chicken Lollipop, Dragon Rolls, Pasta Alfredo, Chicken Pakora, Burgers, Cappuccino, Chicken Wings','Cafe, Italian, Chinese, Beverages',1000,'Delivery')
,('745/AB, 2nd Floor, Shravanee Square, 24th Main, 15th cross, 6th Phase, JP Nagar, Bangalore','Casa Piccosa','Yes','Yes','4.1/5',842,'080 39510999
080 26538999','JP Nagar','Casual Dining, Bar','Cocktails, Cajun Chicken, Beer, Salads, Chilli Babycorn, Chicken Tacos, Murgh Platter','South American, Continental, Italian',1100,'Delivery')
,('949, 2nd Floor, 24th Main, 2nd Phase, JP Nagar, Bangalore','Mandi','Yes','Yes','3.8/5',560,'080 26581432
+91 9880493432','JP Nagar','Casual Dining','Phirni, Chaat, Noodles, Rasgulla, Rabri, Butter Naan, Jalebi','North Indian',800,'Delivery')
,('4th Floor, Royal Meenakshi Mall, Hulimavu, Bannerghatta Road, Bangalore','TGI Fridays','Yes','Yes','3.9/5',1337,'080 67080290
080 67080291','Bannerghatta Road','Lounge','Cocktails, Salads, Burgers, Long Island Iced Tea, Tacos, Nachos, Steak','American, Burger, Italian, Steak',1700,'Delivery')
,('309, 15th Cross, 100 Feet road, 5th Phase, JP Nagar, Bangalore','Bottle Breacher','No','Yes','4.1/5',1187,'+91 9482512009','JP Nagar','Casual Dining, Pub','Chicken Biryani, Mocktails, Pizza, Cocktails, Beer, Pork Ribs, Nachos','Italian, Continental',1200,'Delivery')
,('55, Goenka Chambers, Jeevan Griha Colony, 19th Main, Phase 2, JP Nagar, Bangalore','Kesariya','No','Yes','4.2/5',1212,'080 49653516','JP Nagar','Casual Dining','Kheer, Fruit Cream, Panipuri, Rajasthani Thali, Kulfi, Shrikhand, Dal Bati','Rajasthani',1200,'Delivery')
,('47/1, 9th Main,1st Cross, Miniforest, Phase 3, JP Nagar, Bangalore','Checkpost','Yes','No','4.1/5',952,'00 08043712184
+91 9880439859','JP Nagar','Casual Dining','Filter Kaapi, Coffee, Egg Curry, Neer Dosa, Kadala Curry, Ghee Idli, Noodles','South Indian, Seafood, Rolls, Beverages',400,'Delivery')
,('726/A, 24th Main Road, 6th Phase, JP Nagar, Bangalore','Nandhini Paradise','No','No','3.8/5',915,'+91 9742274049
+91 8040355555','JP Nagar','Casual Dining','Ghee Rice, Hyderabadi Biryani, Butter Naan, Chicken Guntur, Thali','North Indian',600,'Delivery')
,('1231/35/2, 24th Main, 7th Phase, Opposite Brigade Palm Springs, JP Nagar, Bangalore','Hakuna Matata','No','No','4.5/5',2781,'+91 9741133866
+91 9880548165','JP Nagar','Casual Dining, Bar','Mocktails, Cocktails, Appam, Paneer Satay, Sea Food, Paneer Tikka, Jeera Rice','North Indian, Asian, Seafood, Chinese',1200,NULL)
,('47/1, 4th Floor, 9th Cross, 1st Main, Miniforest, Phase 3, JP Nagar, Bangalore','Three Dots & A Dash','No','Yes','4.3/5',1196,'080 49652186','JP Nagar','Bar, Casual Dining','Cocktails, Pizza, Burgers, Pasta, Coconut Chicken, Mocktails, Nachos','European, Continental',1500,NULL)
,('55, 2nd Floor, Goenka Chambers, 19th Main Road, Outer Main Road, JP Nagar, Bangalore','55 Wall Street','No','Yes','3.9/5',1763,'080 49652101','JP Nagar','Bar','Cocktails, Beer, Bloody Mary, Pasta, Pizza, Burgers, Nachos','Finger Food, North Indian, Chinese',1300,'Dine-out')
,('22/1, Krishna Building, Puttenahalli Main Road, 6th Phase, JP Nagar, Bangalore','Inchara','No','No','3.7/5',535,'080 22449961','JP Nagar','Casual Dining','Paneer Tikka, Chicken Biryani, Cocktails, Prawn, Barbeque Chicken, Malai Kofta, Roti','North Indian, Continental, Chinese',950,'Dine-out')
,('62, The High Street Building, 5th Floor, 4T Block, Opposite Vijaya College, Jayanagar, Bangalore','1947','No','Yes','4.1/5',2303,'080 41261947
+91 9739989453','Jayanagar','Casual Dining','Palak Paneer, Aam Panna, Crispy Corn, Gajar Ka Halwa, Panipuri, Kulfi, Salads','North Indian, Chinese',950,'Buffet')
,('No ? 51 , 11th Main Road, Jayanagar 4 th Block, Bangalore','The Yellow Chilli','Yes','Yes','3.8/5',584,'080 41712345','Jayanagar','Casual Dining','Spring Roll, Tomato Soup, Mocktails, Sweet Corn Soup, Gulab Jamun, Roti, Paneer Tikka','North Indian, Mughlai, Biryani',1200,'Buffet')
,('183/16, 5th Main Road, 4th Block, Jayanagar, Bengaluru','Tea Villa Cafe','No','Yes','4.3/5',633,'080 49653143','Jayanagar','Cafe, Casual Dining','Tea, Waffles, Coffee, Nutella Waffle, Pizza, Wedges, Pasta','Cafe, Continental, Mediterranean, Italian, Desserts',800,NULL)
,('90/66, 1st Floor, Gandhi Bazar Main Road, Basavanagudi, Bangalore','Onesta','Yes','Yes','4.6/5',1755,'+91 8049525686','Basavanagudi','Casual Dining, Cafe','Barbeque Chicken Pizza, Mushroom Ravioli, Pasta, Lasagne, Berryblast, Mocktails, Potato Wedges','Pizza, Cafe, Italian',600,'Cafes')
,('64, 10th Main Road, 5th Block, Jayanagar, Bangalore','Go Native','Yes','Yes','4.3/5',1252,'080 49653539','Jayanagar','Casual Dining, Cafe','Mushroom Soup, Salads, Halwa, Thali, Salad, Millet Pizza, Misal Pav','Healthy Food, Cafe, Beverages',800,'Cafes')
,('51 Ground Floor, 5th Main Road, 36th Cross Road, 5th Block, Jayanagar, Bangalore','Alchemy Coffee Roasters','No','No','4.2/5',704,'+91 8762473937','Jayanagar','Cafe','Coffee, Fries, Sandwich, Pizza, Pancakes, Pasta, Hot Chocolate','Cafe',500,NULL)
,('16/33, 11th Main, 4th Block, Geetha Colony, Jayanagar, Bangalore','Rooftop Cafe','Yes','No','4.1/5',796,'080 26544411
+91 8050712836','Jayanagar','Cafe','Pizza, Nachos, Rolls, Veggie Roll, Sandwiches, Burgers, Mango Shake','Cafe, Fast Food, Beverages',400,'Cafes')
,('Shop 547, 32nd C Cross, 9th Main, 4th Block, Jayanagar, Bangalore','Enerjuvate Studio & Cafe','No','Yes','4.2/5',731,'080 41462929
+91 8598866594','Jayanagar','Cafe','Pizza, Vegetarian, Momo Platter, Momos, Nachos, Salsa, Salad','Cafe, Continental, Beverages, Healthy Food, Desserts, Sandwich, Pizza, Salad',800,NULL)
,('34/1, 1st Cross, 6th Main, 4th Block, Jayanagar, Bangalore','SlimSins Cafe','No','No','4.1/5',707,'+91 9535582766','Jayanagar','Cafe','Hummus Platter, Juicy Lamb Burger, Salmon Steak, Mousse, Pasta, Pizza, Sweet Potato Fries','Cafe, Healthy Food',850,'Cafes')
,('12, 10th B Main, 31st Cross Road, 4th Block, Jayanagar, Bangalore','Krazzy Folds','Yes','Yes','4.2/5',1901,'080 49652953','Jayanagar','Cafe','Pasta, Tacos, Macaroni, Panna Cotta, Salads, Spaghetti, Churros','Cafe, Continental, Sandwich, Beverages',800,NULL)
,('62, RB Fashion House, Jyoti Nivas College Road, Koramangala 5th Block, Bangalore','Shanmukha','Yes','No','4.0/5',774,'080 49652639','Koramangala 5th Block','Casual Dining','Chicken Dum Biryani, Kerala Parotta, Chicken Boneless Biryani, Vegetable Biryani, Naan, Fish, Gulab Jamun','Biryani, Andhra, North Indian, Chinese',800,'Delivery')
,('1069, 27th Main, 39th Cross, 9th Block, Jayanagar, Bangalore','Just Shawarma','Yes','No','4.3/5',792,NULL,'Jayanagar','Quick Bites','Whole Meat Shawarma, Malgoum Shawarma, Rolls, Pita Bread, Kerala Parotta','Arabian',300,'Delivery')
,('14, Krishnanagara Industrial Area, Next To Christ College, Near Dairy Circle, BTM, Bangalore','Dadi''s Dum Biryani','Yes','Yes','4.1/5',2723,'+91 7090999991
+91 7090599999','BTM','Casual Dining','Butter Chicken, Panner Tikka, Chicken Biryani, Chicken Lollipop, Chicken Tikka Masala, Dum Biryani, Tangdi Kabab','Biryani, North Indian, Mughlai',800,'Delivery')
,('6, Krishna Nagar Industrial Area, Behind Forum Mall, BTM, Bangalore','Punjabi by Nature 2.0','Yes','Yes','4.2/5',3227,'+91 9980638800
+91 8050509111','BTM','Casual Dining, Microbrewery','Paneer Tikki, Mutton Raan, Mango Margarita, Craft Beer, Lamb, Kulcha, Kheer','North Indian',1600,NULL)
,('29, Tavakere Main Road, Behind Forum Mall, Koramangala, Bangalore','Pin Me Down','Yes','Yes','4.5/5',784,'+91 8861568945
+91 8178831745','BTM','Casual Dining','Paneer Tikka, Chowmein, Pizza, Mocktails, Tandoori Aloo, Pasta Alfredo, Murgh Patiala','Continental, Mexican, Chinese, North Indian',800,NULL)
,('33, 26th Main, 36th Cross, Near SSMRV College, 4th Block, Jayanagar, Bangalore','Cakewala','Yes','No','4.3/5',659,'080 22459999
+91 9886782562','Jayanagar','Dessert Parlor','Khara Bun, Mousse, Veg Puff, Rich Chocolate Cake, Fruit Cake, Chocolate Truffle, Rolls','Bakery, Desserts',500,'Delivery')
,('43, Krishna Nagar, SG Pallya Road, Near Christ College, BTM, Bangalore','Malabar Bay','Yes','Yes','4.2/5',1539,'+91 8033037820
+91 7829999500','BTM','Casual Dining','Panneer Butter Masala, Chicken Tikka, Mutton Curry, Paneer Tikka, Appam, Roast Chicken, Kerala Parotta','Kerala, Seafood, Chinese, Biryani, Juices',800,'Delivery')
,('2,1478/1, 18th Main, 40th Cross, 4th T Block, Jayanagar, Bangalore','Shake It Off','Yes','No','4.4/5',659,'080 41304411
+91 8138099006','Jayanagar','Beverage Shop, Quick Bites','Paneer Sandwich, Sandwiches, Burgers, Momos, Maggi, Ferrero Rocher Shake, Thick Shakes','Beverages, Fast Food',600,'Delivery')
,('1, KDP Building, 4th Floor, Near Forum Mall, Above NEXA showroom, Hosur Road, BTM, Bangalore','Mudpipe Cafe','Yes','Yes','4.5/5',1872,'+91 9631220007','BTM','Cafe','Chaat, Nachos, Peri Peri Pizza, Wedges, Milk Shake, Pink Lemonade, Pasta','Cafe, Continental, Burger',900,'Delivery')
,('1107, R.V.Dental College Road, 24th Main, 1st Phase, JP Nagar, Bangalore','Mockaholic Restro Beer Cafe','Yes','No','3.9/5',914,'080 42033222
+91 8884088553','JP Nagar','Bar','Beer, Momos, Pizza, Coffee, Dragon Chicken, Hot Pot, Mocktails','North Indian, Chinese, Pizza, BBQ',1000,'Delivery')
,('1557, Divya Towers, 11th Main Road, 4th T Block, Jayanagar, Bangalore','Euki','Yes','Yes','4.1/5',553,'080 41315550','Jayanagar','Casual Dining','Pasta, Pizza, Nachos, Tiramisu, Peri Peri Fries, Mexican Bowl, Mocktails','Italian, Mexican',900,'Delivery')
,('4th Floor, Bangalore Central Mall, 9th Block, JP Nagar, Bangalore','Rajdhani Thali Restaurant','Yes','Yes','3.9/5',886,'+91 9886022552
080 41126111','JP Nagar','Casual Dining','Thali, Kadhi, Malpua, Khichda, Dahi Vada, Dal Bati Churma, Rabri','North Indian',900,'Delivery')
,('Money Chambers Double Road, Shanti Nagar, Bangalore','Red Onion','Yes','Yes','4.3/5',548,'+91 8867253669','Shanti Nagar','Casual Dining','Fish, Dumplings, Biryani, Paneer Tikka Masala, Manchow Soup, Chicken Wings, Chop Suey','Chinese, North Indian, Biryani, Kebab',1200,'Delivery')
,('40th Cross, 9th Main, Near BSNL Office, 5th Block, Jayanagar, Bangalore','Mainland China','Yes','Yes','4.3/5',881,'080 26532525
080 33278277','Jayanagar','Casual Dining','Momos, Kimchi, Veg Hakka Noodles, Dumplings, Vanilla Ice Cream, Spring Roll, Pan Fried Noodles','Chinese, Momos',1700,'Delivery')
,('No.24, 46th Cross, 5th Block Jayanagar, Bangalore','Cable Car','Yes','Yes','4.4/5',1224,'080 45128610','Jayanagar','Casual Dining','Pasta, Salads, Mocktails, Paneer Tikka, Biryani, Falafel, Naan','North Indian, Italian',1000,NULL)
,('33, 26th Main, 36th Cross, 4th T Block, Jayanagar, Bangalore','Eshanya','Yes','Yes','4.1/5',1077,'080 26531155
+91 8884420925','Jayanagar','Casual Dining','Spring Roll, Vanilla Ice Cream, Veg Thali, Biryani, Thandai, Roti, Tikka','North Indian, Chinese',1000,'Delivery')
,('21/22, 22nd Cross, 3rd Block, Jayanagar, Bangalore','Nagarjuna Chimney','No','No','4.0/5',920,'080 26649944
080 26656566','Jayanagar','Casual Dining','Chicken Biryani, Andhra Meal, Pepper Chicken, Andhra Thali, Chilli Chicken, Murgh Ghee Roast, Vegetable Biryani','Andhra, Biryani',600,'Delivery')
,('774, 33rd Cross, 10th Main, 4th Block, Jayanagar, Bangalore','La Casa','No','Yes','3.6/5',571,'+91 7760061447
080 22454613','Jayanagar','Casual Dining','Beer, Pasta, Burgers, Biryani, Masala Peanuts, Noodles, Au Gratin','Continental, Italian, Chinese, North Indian',800,'Delivery')
,('Sajjan Rao Circle, VV Puram, Basavanagudi, Bangalore','V B Bakery','No','No','4.2/5',502,'+91 9620390345','Basavanagudi','Bakery','Honey Cake, Apple Cake, Potato Bun, Fruit Cake, Bun Butter Jam, Bun Masala, Veg Puff','Bakery',150,'Desserts')
,('30th Cross, 11th Main, 4th Block, Jayanagar, Bangalore','Cool Joint','No','No','4.2/5',820,'080 41210004','Jayanagar','Beverage Shop','Sandwiches, Hot Chocolate Fudge, Faluda, Paneer Sandwich, Grilled Sandwich, Cheese Sandwich, Tomato Soup','Beverages, Desserts',250,'Desserts')
,('93, Near Generation School, Opposite Krishna Rao Park, Basavanagudi, Bangalore','The Rogue Elephant','No','Yes','4.3/5',1037,'+91 9742825560
+91 9620059233','Basavanagudi','Casual Dining','Salads, Masala Chai, Brownie, Wine Sauteed Mushrooms, Salad, Apple Pie, Pasta Alfredo','Desserts, Asian, Beverages',1000,'Dine-out')
,('14, Lalbagh Road, Mavalli, Basavanagudi, Bangalore','Mavalli Tiffin Room (MTR)','No','No','4.5/5',2896,'080 22220022','Basavanagudi','Quick Bites','Rava Idli, Filter Coffee, Ghee Masala Dosa, Badam Halwa, Upma, Raita, Rasam Rice','South Indian',250,'Dine-out')
,('Ranga Rao Road, Near Shankar Mutt, Shankarapura, Near Basavanagudi, Bangalore','Brahmin''s Coffee Bar','No','No','4.8/5',2679,'+91 9845030234','Basavanagudi','Quick Bites','Filter Coffee, Kesari Bath, Idli Vada, Upma, Badam Milk, Kharabath, Tea','South Indian',100,'Dine-out')
,('38, Ground Floor, Bull Temple Road, Basavanagudi, Bangalore','Domino''s Pizza','Yes','No','3.9 /5',770,'080 22412121
18602100000','Basavanagudi','Quick Bites','Stuffed Garlic Bread, Tacos, Golden Corn Pizza, Chocolava','Pizza, Fast Food',400,'Dine-out')
,('278/A, 9th Main Road, 4th Block, Jayanagar, Bangalore','Once Upon a Rooftop','No','Yes','4.3 /5',1278,'080 49652842','Jayanagar','Casual Dining, Bar','Pizza, Cocktails, Pasta, Churros, Mushroom Soup, Mocktails, Panna Cotta','Pizza, Italian, Chinese, Thai',1000,'Dine-out')
,('26, Opposite Shubh Enclave, Ambalipura Village, Sarjapur Road, Bangalore','The Fisherman''s Wharf','Yes','Yes','4.4/5',4099,'080 49653108','Sarjapur Road','Casual Dining, Bar','Sea Food, Caesar Salad, Jumbo Prawns, Cocktails, Mocktails, Goan Fish Curry, Curry Crab','Seafood, Goan, North Indian, Continental, Asian',1400,NULL)
,('4th Floor, Ganapa Tower, Sarjapur Outer Ring Road, Near Bangalore Central, Bellandur, Bangalore','Ruh','Yes','Yes','4.1/5',3020,'+91 9972305871
+91 9972934777','Bellandur','Casual Dining','Fattoush Salad, Mutton Biryani, Mutton Roganjosh, Panipuri, Mocktails, Choco Bomb, Cocktails','North Indian, Mughlai, Mediterranean, Iranian',1000,'Buffet')
,('24-26, 414/80/2, Varthur Hobli, Outer Ring Road','Tipsy Bull - The Bar Exchange','Yes','Yes','4.4/5',2182,'080 49653133','Bellandur','Bar, Casual Dining','Falafel, Cocktails, Mocktails, Sea Food, Spring Roll, Mutton Pepper Fry, Pasta','North Indian, Chinese, Continental, Mexican',1400,'Buffet')
,('24-26, 414/80/2, Bellandur Village, Varthur Hobli, Outer Ring Road, Bellandur, Bangalore','Punjabi Times','Yes','Yes','4.1/5',1691,'080 49653379','Bellandur','Casual Dining, Bar','Papdi Chaat, Thandai, Chole Bhature, Lassi, Paan Ice Cream, Mutton Curry, Raita','North Indian',1100,'Buffet')
,('20/7, Swamy Legato, Outer Ring Road, Kadubeesanahalli, Marathahalli, Bangalore','The Black Pearl','No','Yes','4.8/5',7023,'080 49653069','Marathahalli','Casual Dining, Bar','Dahipuri, Jal-jeera, Chicken Grill, Mutton Seekh Kabab, Rasmalai, Mutton Curry, Mutton Kebab','North Indian, European, Mediterranean, BBQ',1500,NULL)
,('20\5, Panathur Junction, Outer Ring Road, Kadubeessanahalli, Marathahalli, Bangalore','Jalsa Gold','No','Yes','4.5/5',3421,'+91 9066887021
+91 7022455300','Marathahalli','Casual Dining','Phirni, Butter Chicken, Cocktails, Kadhai Paneer, Chicken Curry, Cucumber Juice, Rabri','North Indian, Mughlai, Italian',1300,'Buffet')
,('1st Floor, GRS Towers, Above Spencers Hyper Market, Sarjapur Main Road, Sarjapur Road, Bangalore','AB''s - Absolute Barbecues','No','Yes','4.7/5',881,'040 45659915','Sarjapur Road','Casual Dining','Fish, Salad, Paan Ice Cream, Mocktails, Chicken Curry, Phirni, Panneer Butter Masala','European, Mediterranean, North Indian, BBQ',1600,'Buffet')
,('82/4B, Next To Wipro Corporate Office, Sarjapur Road, Bangalore','The Hidden Home','Yes','Yes','4.3/5',994,'080 49653432','Sarjapur Road','Casual Dining','Brownie Chocolate, Manchow Soup, Jalebi, Rabri, Mocktails, Beer, Tandoori Chicken','Asian, Chinese, Continental, North Indian, South Indian',1300,'Buffet')
,('20/5, 1st Floor, Panathur Junction, Outer Ring Road, Marathahalli, Bangalore','Barbecoa','No','No','4.3/5',1303,'+91 9902287520
+91 7022455300','Marathahalli','Casual Dining','Chicken Dum Biryani, Egg Curry, Honey Cake, Gajar Halwa, Carrot Halwa, Hakka Noodles, Rabri','North Indian, Continental, Chettinad, Andhra, Bengali',1000,'Buffet')
,('1st Floor, Total Mall, Sarjapur Road, Bangalore','Village - The Soul of India','No','No','3.9/5',1225,'080 41678382
+91 9741238282','Sarjapur Road','Casual Dining','Mutton Curry, Fish, Chaat, Naan, Jalebi, Chicken Biryani, Lunch Buffet','North Indian, Lucknowi, Gujarati, Maharashtrian, South Indian, Bengali',1100,'Buffet')
,('12/3/2, Ambalipura Village, Sarjapur Road, Bangalore','Little Italy','Yes','Yes','4.3/5',715,'+91 9538695000
080 48539052','Sarjapur Road','Casual Dining','Pasta, Pizza, Enchiladas, Mushroom Soup, Salads, Mocktails, Salad','Italian, Pizza',1500,'Buffet')
,('75, Play Arena, Central Jail Road, Kasavanahalli, Sarjapur Road, Bangalore','Xtreme Sports Bar','Yes','Yes','4.0/5',942,'080 49653459','Sarjapur Road','Pub','Lunch Buffet, Boti Kebab, Beer, Potato Wedges, Gulab Jamun, Pizza, Club Sandwich','Continental, Chinese, North Indian',1300,'Buffet')
,('71/1G1, 3rd Floor, Bhoomi Plaza, Above Bata Showroom, Sarjapur Road, Bangalore','RRoyal Rajasthan','Yes','No','4.3/5',754,'+91 9740517888
+91 9880024649','Sarjapur Road','Casual Dining','Dal Bati, Gatte Ki Subzi, Churma, Rasmalai, Dahi Vada, Khichda, Chaach','Rajasthani, North Indian',500,NULL)
,('17, Adjacent To Kaikondrahalli Lake, Sarjapur Road, Bangalore','Stoner','Yes','No','4.3/5',556,'080 42241123
+91 9849012123','Sarjapur Road','Dessert Parlor, Cafe','Burgers, Cheesy Chicken Burger, Chicken Chilli Pizza, Monster Burger, Peri Peri Chicken Burger, Butter Chicken Pizza, Mojito','Ice Cream, Cafe, Pizza, Burger, Desserts, Beverages',500,NULL)
,('Ground Floor, Sri Renuka Complex, Opposite Fire Station, Kaikondrahalli, Sarjapur Road, Bangalore','Zoey''s','Yes','No','4.3/5',894,'+91 9739646233','Sarjapur Road','Cafe','Waffles, Sandwiches, Burgers, Pasta Primavera, Veg Burger, Omelette, Chicken Sausages','Cafe, Italian, Continental, Burger',600,'Cafes')
,('39/12, 5th Main Road, Iblur Village, Outer Ring Road, Behind Enzo Hotel, Bellandur, Bangalore','eat.fit','Yes','No','4.4/5',632,NULL,'Bellandur','Delivery','Buddha Bowl, Chicken Curry, Brownie, Chole, Veg Thali, Idli, Raita','Healthy Food, North Indian, Biryani, Continental, Sandwich, Desserts',500,'Delivery')
,('7th Cross, Sector 1, HSR, Bangalore','New Punjabi Dhaba','Yes','No','3.9/5',782,'+91 9972425476
+91 7829891318','HSR','Quick Bites','Panneer Butter Masala, Butter Chicken, Kadhai Paneer, Egg Biryani, Noodles, Chilli Paneer','North Indian, Chinese',300,'Delivery')
,('18/1, HMR Complex, Near Ganesh Temple, Bellandur, Bangalore','Phulke Ghar Ke','Yes','No','4.0/5',532,'+91 7411489137','Bellandur','Quick Bites','Lassi, Thali, Paratha, Rajma, Malai Kofta, Buttermilk, Phulke Ghar Ke','North Indian, Chinese',300,'Delivery')
,('2331, 17th Cross, 24th Main, HSR, Bangalore','Bathinda Junction','Yes','Yes','4.0/5',533,'+91 8095766619','HSR','Casual Dining','Lassi, Butter Chicken, Sarson Ka Saag, Rajma Chawal, Naan, Chicken Handi, Chicken Rara','North Indian',600,'Delivery')
,('90/4, Above Sony Centre, Opposite Park Plaza, Outer Ring Road, Marathahalli, Bangalore','Meghana Foods Grand','Yes','No','4.2/5',3334,'080 49652993','Marathahalli','Casual Dining','Andhra Thali, Veg Thali, Lollipop Biryani, Chicken Boneless Biryani, Hyderabadi Biryani, Mutton Biryani, Vegetable Biryani','Biryani, Seafood, Andhra, North Indian',600,'Delivery')
,('207, Green Glen Layout, Opposite M.K. Ahmed Super Market, Bellandur, Bangalore','Murli','Yes','No','3.9/5',1233,'+91 8880873873
+91 9880323334','Bellandur','Casual Dining','Chole Bhature, Chaat, Paneer Tikka, Jalebi, Samosa Chat, Rasmalai, Rabri','North Indian, Chinese, Street Food, Fast Food, Mithai',500,'Delivery')
,('77, Ground Floor, Bellandur Outer Ring Road, Bellandur, Bangalore','Empire Restaurant','Yes','No','3.8/5',2084,'080 49652837','Bellandur','Casual Dining','Chicken Masala, Butter Naan, Shaadi Ki Biryani, Chicken Shawarama, Mutton Curry, Chicken Grill, Chicken Satay','North Indian, Mughlai, South Indian, Chinese',750,NULL)
,('Kadubeesanahalli, Near Aricent Technologies, Marathahalli, Bangalore','Hyderabad Biryaani House','Yes','No','3.7/5',833,'+91 7411057174
+91 7411047174','Marathahalli','Casual Dining','Hyderabadi Style Biryani, Tandoori Chicken, Mutton Biryani, Vegetable Biryani, Dum Biryani, Chicken Boneless Biryani, Lemon Chicken','Biryani, North Indian, Chinese',550,'Delivery')
,('89/1, Service Road, Marathahalli, Bangalore','Moriz Restaurant','Yes','No','2.9/5',666,'+91 9731759093','Marathahalli','Casual Dining','Shawarma, Chicken Masala, Chicken Shawarama, Chicken Curry, Hot Wings, Butter Naan, Roti','Arabian, North Indian, Seafood, Chinese, Biryani',800,'Delivery')
,('64&65, 27th Main Road, Sector 1, HSR Layout','Al Daaz','Yes','No','4.2/5',567,'+91 7676241111','HSR','Casual Dining','Pizza, Chicken Kebab, Mocktails, Burgers, Pasta, Chicken Biryani, Salad','North Indian, Continental, BBQ',550,'Delivery')
,('2318, 27th Main Road, 1st Sector, HSR, Bangalore','Onesta','Yes','Yes','4.4/5',3738,'+91 7337844620','HSR','Casual Dining, Cafe','Banana Smoothie, Chocolate Pizza, Tiramisu, Barbeque Chicken Pizza, Fish, Pasta, Mushroom Ravioli','Pizza, Cafe, Italian',600,NULL)
,('13, 1st Floor, Above Amba Bajaj, Sarjapur Marthahalli Outer Ring Road, Bellandur, Bangalore','Mani''s Dum Biryani','Yes','No','4.0/5',894,'080 43006111
+91 9606441694','Bellandur','Casual Dining','Vegetable Biryani, Raita, Chicken Boneless Biryani, Biryani Combo, Mutton Biryani, Chicken Kebab Biryani, Fish Biryani','Biryani, Kebab',750,'Delivery')
,('5, Bellandur Gate, Sarjapur Road, Bangalore','Potful','Yes','No','3.8/5',832,'080 49653499','Sarjapur Road','Delivery','Paneer Biryani, Pot Biryani, Calcutta Biryani, Raita, Paneer Tikka, Vegetable Biryani, Hyderabadi Biryani','Biryani, Kebab, Rolls, Mughlai',650,'Delivery')
,('Ground Floor, Vims Hospital Buidling, Opposite to More, Marathahalli, Bangalore','Bahar Cafe','Yes','Yes','4.0/5',903,'080 45128790','Marathahalli','Casual Dining','Chicken Biryani, Hyderabadi Biryani, Butter Naan, Vegetable Biryani, Ulvacharu Biryani, Mutton Biryani, Raita','Andhra, Biryani, Chinese, Hyderabadi, North Indian, South Indian',750,'Delivery')
,('Near Madurai Idly, SGR Dental College Road, CKB Layout, Chandra Layout, Marathahalli, Bengalore','DinePost9','Yes','No','3.8/5',798,'+91 9611311662','Marathahalli','Delivery','Chicken Manchurian, Biryani, Chicken Butter Masala, Tandoori Chicken, Paneer Curry, Dal Fry, Gulab Jamun','North Indian, South Indian, Chinese, Continental',450,'Delivery')
,('Next To Bangalore Central Bellandur, Bellandur, Bangalore','Thalassery Restaurant','Yes','No','3.4/5',692,'+91 7406117774
+91 7406127774','Bellandur','Casual Dining','Shawarma, Appam, Chai, Tea, Thalassery Biryani, Chicken Grill, Vegetable Stew','Seafood, Biryani, South Indian, North Indian, Chinese, Arabian, Kebab, Kerala',600,'Delivery')
,('69, Kaikondrahalli, Sarjapur Road, Bangalore','Savoury Restaurant','Yes','No','2.9/5',827,'080 49994999','Sarjapur Road','Casual Dining','Kerala Parotta, Jumbo Shawarma, Dragon Chicken, Rolls, Vegetarian, Chicken Shawarama, Faluda','Arabian, North Indian, Chinese, Kerala, Seafood, Biryani',800,'Delivery')
,('22, 57/58/1/2, Saket Callipolis, Doddakannhalli, Ambalipura, Sarjapur Road, Bangalore','Sarjapur Social','Yes','No','4.6/5',1193,'+91 9152017988','Sarjapur Road','Bar, Casual Dining','Cocktails, Mocktails, Momos, Nachos, Crispy Corn, Mojito, Chicken Tennessee Wings','American, North Indian, Chinese, Finger Food',1500,NULL)
,('First Floor, Raja Ikon, Opposite Hotel Radisson Blu, Near Marathahali Bridge, Marathahalli, Bangalore','Konaseema Kitchen','Yes','Yes','3.8/5',571,'080 48657011
080 48656011','Marathahalli','Casual Dining','Veg Dum Biryani, Buttermilk, Butter Chicken, Chicken Biryani, Rajugari Kodi Pulao, Tikka, Chicken Curry','North Indian, Biryani, Andhra, South Indian',600,'Delivery')
,('253, Green Glen Layout, Bellandur, Bangalore','Maia - Eat | Bake | Mom','Yes','Yes','4.3/5',996,'+91 9513887771
+91 9513887770','Bellandur','Casual Dining','Matar Paneer, Pizza, Pasta, Sandwiches, Calzone, Mocktails, Vegetarian','Continental, North Indian, Beverages',1200,NULL)
,('88, 3rd Floor, KBR Mall, Above More Mega Store, Outer Ring Road, Marathahalli, Bangalore','Hyderabad Chefs','Yes','No','4.0/5',717,'+91 8050072131
+91 8050074151','Marathahalli','Casual Dining','Bamboo Chicken, Hyderabadi Biryani, Ulvacharu Biryani, Spring Roll, Tandoori Chicken, Vegetable Biryani, Pot Biryani','Hyderabadi, Andhra, North Indian, Chinese, South Indian',800,'Delivery')
,('Behind MK Retail, Sarjapur Road, Bangalore','Byg Brewski Brewing Company','Yes','Yes','4.9/5',16345,'+91 8039514766','Sarjapur Road','Microbrewery','Cocktails, Dahi Kebab, Rajma Chawal, Butter Chicken, Craft Beer, Chicken Dumplings, Teriyaki Fish','Continental, North Indian, Italian, South Indian, Finger Food',1600,NULL)
,('13, The Bay, RMZ EcoWorld, Bellandur, Bangalore','Chili''s American Grill & Bar','Yes','Yes','4.5/5',1365,'+91 8618260391
+91 9077289939','Bellandur','Casual Dining, Bar','Pork Ribs, Chicken Soup, Veg Fajitas, Cocktails, Burgers, Tacos, Pasta','American, Tex-Mex, Burger, BBQ',1800,'Delivery')
,('1st Floor, NTR Royal Plaza, Outer Ring Road, Marathahalli, Bangalore','Dhaba Estd 1986 Delhi','Yes','Yes','4.4/5',1209,'+91 9606463631','Marathahalli','Casual Dining, Bar','Mutton Curry, Lassi, Dal Makhani, Chicken Butter Masala, Pav Bhaji, Chicken Curry, Paneer Tikka','North Indian',1100,NULL)
,('15, Amrita Engineering College Road, Kasavanahalli, Sarjapur Road, Bangalore','La Casa Brewery And Kitchen','Yes','Yes','4.4/5',1381,'080 49653309','Sarjapur Road','Microbrewery, Casual Dining','Salads, Wheat Beer, Craft Beer, Pepperoni Pizza, Prawn Ghee Roast, Cocktails, Curry Leaf Chicken','Finger Food, Continental, Seafood',1500,NULL)
,('1548, 19th Main, Outer Ring Road, Opposite BMTC Bus Depot, HSR, Bangalore','Biriyani Zone','Yes','No','3.9/5',667,'+91 9980000887
+91 9980000744','HSR','Casual Dining','Sea Food, Vegetable Biryani, Mushroom Manchurian, Hyderabadi Biryani, Chicken Biryani, Mutton Biryani, Chicken Guntur','Biryani, North Indian, Chinese, Seafood',800,'Delivery')
,('Kadubeesanahalli, Marathahalli Outer Ring Road, Opposite JP Morgan, Varthur Hobli, Marathahalli, Bangalore','Chullah Bhatti','Yes','Yes','4.0/5',557,'080 49653056','Marathahalli','Casual Dining','Masala Papad, Malai Kofta, Panneer Butter Masala, Fish, Vegetable Biryani, Paneer Tikka, Lassi','North Indian, Chinese',900,'Delivery')
,('2802, 27th Main Road, Sector 1, HSR, Bangalore','Broadway - The Gourmet Theatre','Yes','Yes','4.2/5',1142,'080 49653479','HSR','Casual Dining','Sushi, Cocktails, Mocktails, Bamboo Chicken Biryani, Coconut Soup, Pasta, Sea Food','Japanese, North Indian, Italian, Korean, Mexican, Thai',1800,NULL)
,('1562, Sector 1, HSR, Bangalore','Grigliato','Yes','No','3.9/5',715,'080 25726660
080 65704412','HSR','Casual Dining','Beer, Steak, Burgers, Fritters, Caramel Custard, Pasta Alfredo, Pizza','Italian, Chinese, Continental, Steak',1000,'Delivery')
,('International Bay, Campus 8/A, RMZ Ecoworld, Bellandur, Bangalore','Bombay Brasserie','Yes','No','4.3/5',555,'+91 9513347399
+91 8046834444','Bellandur','Casual Dining','Butter Chicken, Beer, Vegetable Biryani, Kulfi, Cocktails, Chur Chur Paratha, Keema Pav','Modern Indian',1800,NULL)
,('646, 12th Cross, 27th Main, Sector 1, HSR, Bangalore','Napoli Italian Bistro','Yes','Yes','4.1/5',1056,'080 22580999
+91 9343011648','HSR','Casual Dining, Bar','Pasta, Pizza, Chocolate Bomb, Wine, Ginger Lime Mojito, Tiramisu, Watermelon Mojito','Italian, Mexican, Continental, Pizza',1200,'Delivery')
,('191, First Floor, 27th Main, Sector 2, HSR, Bangalore','The Grub Central','Yes','Yes','4.0/5',797,'+91 9739933456
+91 8130319935','HSR','Cafe','Barbeque Chicken Pizza, Paneer Pizza, Burgers, Crispy Chicken, Aglio Olio Pasta, Chicken Wings, English Breakfast','Cafe, Italian, Continental',700,'Delivery')
,('331, Ground Floor, 27th Main, 2nd Stage, HSR, Bangalore','Moti Mahal Delux','Yes','Yes','4.0/5',547,'+91 9844553321
+91 9742455177','HSR','Casual Dining','Butter Chicken, Kadhai Paneer, Tawa Chicken, Murgh Lababdar, Dal Makhani, Vegetable Biryani, Palak Paneer','North Indian, Mughlai',1000,'Delivery')
,('1548, 3rd Floor,19th Main Road, Sector 1, Agara Village, HSR, Bangalore','Kitchen On Table','Yes','No','4.3/5',787,'+91 9480024750
+91 9343044750','HSR','Casual Dining','Sushi, Mocktails, Noodles, Salad, Fish, Miso Soup, Sashimi','BBQ, Chinese, Japanese, Asian',1000,'Delivery')
,('5, KBR Mall Complex, Ground Floor, More Mega Store, Varthur Hobli, Marathahalli, Bangalore','Srinathji''s','Yes','Yes','3.9/5',661,'+91 9535822209
+91 6361207719','Marathahalli','Casual Dining','Thai Soup, Panneer Butter Masala, Pav Bhaji, Paneer Lajawab, Dahi Papadi Chaat, Butter Naan, Lassi','North Indian, Chinese, Continental, Street Food',750,'Delivery')
,('6/2, Near Wipro Headquaters, Kaikondrahalli, Sarjapur Road, Bangalore','Kanua','Yes','Yes','4.4/5',889,'+91 8861055622
+91 8050074472','Sarjapur Road','Casual Dining','Neer Dosa, Murgh Ghee Roast, Sea Food, Crab Fry, Fry Prawns, Biskoot Roti, Prawn Curry','Konkan, Mangalorean, Seafood',1400,'Delivery')
,('89/1, Monnekollal Village, Varthur Hobli, Outer Ring Road, Marathahalli, Bangalore','Foxtrot','Yes','Yes','4.4/5',1146,'+91 9108136001
+91 9108136003','Marathahalli','Pub, Casual Dining','Cocktails, Mocktails, Mai Thai, Murgh Platter, Pizza, Soya Chaap, Keema Samosa','North Indian, Chinese, Continental, Momos',1200,NULL)
,('33/4, Narayanamma Garden, 8th Cross, Konen Agrahara, Murugeshpalya, Old Airport Road, Bangalore','Le Gateau - The Cake Shop','Yes','No','4.4/5',536,'080 45128785','Old Airport Road','Delivery','Cup Cake, Fruit Gateau, Sponge Cake, Mango Cake, Eggless Cake, Chocolate Truffle Cake, Cheesecake','Desserts, Bakery',600,'Delivery')
,('1659, 27th Main Road, Sector 2, HSR Layout, HSR, Bangalore','Baithak','Yes','Yes','4.2/5',1383,'+91 8105913967
+91 9986694781','HSR','Casual Dining, Bar','Wood Fire Pizza, Cocktails, Ferrero Rocher Shake, Falafel, Peri Peri Chicken, Pasta, Nachos','Continental, North Indian, Mughlai',1100,'Delivery')
,('Opposite To More Mega Store, Outer Ring Road, Marathahalli, Bangalore','Kritunga Restaurant','Yes','No','3.8/5',1972,'+91 7619333334
+91 7619333335','Marathahalli','Casual Dining','Mushroom Biryani, Bamboo Chicken, Paneer Biryani, Mutton Biryani, Chicken Pot Biryani, Dum Biryani, Ragi Mudde','Andhra, Biryani, North Indian, Chinese',650,'Delivery')
,('2034/69, Block 2, Kaikondrahalli, Varthur Hobli, Sarjapur Road, Bangalore','Hoot','Yes','Yes','4.2/5',7193,'080 30474545
080 30695454','Sarjapur Road','Microbrewery, Pub','Sea Food, Craft Beer, Cocktails, Tempura Prawns, Dahi Ke Kebab, Tandoori Platter, Mocktails','Continental, Italian, North Indian',1400,NULL)
,('Campus 8/A, International Bay, RMZ Ecoworld, Bellandur, Bangalore','The Irish House','Yes','No','4.2/5',793,'080 46834400
+91 9513347299','Bellandur','Casual Dining, Pub','Beer, Cocktails, Burgers, Mini Tacos, Sweet Corn Pizza, Fries, Sea Food','European, American',1700,'Delivery')
,('345/418, 4th Floor, Cotton World Building, Near ICICI Bank, 27th Main Road, HSR, Bangalore','The Vape','Yes','No','4.0/5',600,'+91 7012891601','HSR','Casual Dining','Pasta Primavera, Mocktails, Cheese Corn Balls, Noodles, Pad Thai, Sushi, Pasta Alfredo','Asian, Beverages',800,NULL)
,('2321, 17th Cross, 27th Main, 1st Sector, HSR, Bangalore','Mishmash','Yes','No','3.9/5',1240,'+91 8884999466','HSR','Casual Dining, Bar','Cocktails, Tandoori Chicken, Paneer Tikka, Stuffed Mushroom, Pasta Alfredo, Mocktails, Salads','Mediterranean, Continental, North Indian, Mughlai, Salad',1400,'Delivery')
,('1st Block Koramangala, HSR Layout 5th Sector, Bengaluru, Karnataka','B.M.W - Bhookh Mitaane Wala','Yes','No','3.7/5',500,'+91 9035955192','Koramangala 1st Block','Delivery','Butter Chicken, Pasta, Gulab Jamun, Rolls, Fruit Custard, Masala Maggi, Gajar Ka Halwa','North Indian, South Indian, Chinese',500,NULL)
,('42/7 Ammashree Park, Radha Reddy Layout Road, Doddakannelli, Sarjapur Road, Bangalore','Cafe At The Atelier','Yes','No','4.2/5',500,'080 49653281','Sarjapur Road','Cafe','Coffee, Pasta, Burgers, Chocolate Milkshake, Spaghetti, Sandwich, Pancakes','Cafe, Continental, Italian, Salad',800,'Delivery')
,('Ground Floor, Bangalore Central, Bellandur, Bangalore','Pizza Hut','No','No','3.6/5',542,'080 39883988
080 49029599','Bellandur','Casual Dining','Pizza Crispy Crunch, Garlic Bread, Paneer Pizza, Pasta, Pane Pizza','Pizza, Fast Food',750,'Dine-out')
,('26, Varthur Hobli, Near HP Petrol Bunk, Harlur Road, Sarjapur Road, Bangalore','OPUS Club','No','Yes','4.4/5',1496,'+91 8046444777
+91 7349734900','Sarjapur Road','Pub','Biryani, Cocktails, Nachos, Mocktails, Long Island Iced Tea, Pasta, Paneer Tikka','Continental, Italian, North Indian, Mexican',1900,NULL)
,('7th Floor, Bren Mercury, Kaikondrahalli Junction, Sarjapur Road, Bangalore','Vapour Brewpub and Diner','No','Yes','4.6/5',2726,'080 49653047','Sarjapur Road','Microbrewery, Pub','Cheese Pasta, Cocktails, Stout, Bruschettas, Craft Beer, Pinacolada, Wheat Beer','North Indian, Continental, Italian',1400,NULL)
,('Novotel Bengaluru, Opposite RMZ Ecospace Business Park, Marathahalli - Sarjapur Outer Ring Road, Marathahalli, Bangalore','Blue Terrain - Novotel','No','Yes','4.2/5',505,'080 49653418','Marathahalli','Fine Dining','Mocktails, Cocktails, Pizza, Burgers, Tandoori Salmon, Brownie, Tiramisu','Spanish, Italian, Mediterranean',2000,'Dine-out')
,('Barton Center, 84, 13th Floor, MG Road, Bangalore','Ebony','Yes','Yes','4.3/5',3126,'080 41783344','MG Road','Casual Dining','Appam, Khao Suey, Rabri, Chicken Biryani, Kebab Platter, Prawn, Pad Thai','North Indian, South Indian',1500,'Buffet')
,('5th Floor, Garuda Mall, Magrath Road, Brigade Road, Bangalore','Panchavati Gaurav Thali','Yes','Yes','4.0/5',929,'+91 8041410033
+91 9731693987','Brigade Road','Casual Dining','Veg Thali, Dahi Vada, Malpua, Rajasthani Thali, Rabri, Buttermilk, Jalebi','Rajasthani, Gujarati',800,'Buffet')
,('16, Wood Street, Ashok Nagar, Richmond Road, Bangalore','Olive Bar And Kitchen','No','Yes','4.5/5',2194,'080 41128400
+91 9945565483','Richmond Road','Casual Dining','Salads, Cocktails, Hazelnut Cake, Pepperoni Pizza, Mocktails, Calamari, Risotto','Mediterranean, European, Salad',1800,NULL)
,('JW Marriott, 24/1, Vittal Mallya Road, Lavelle Road, Bangalore','JW Kitchen - JW Marriott Bengaluru','No','Yes','4.4/5',2111,'080 49652886','Lavelle Road','Fine Dining','Pasta, Breakfast Buffet, Lasagne, Salads, Chocolate Cake, Chicken Soup, Seafood Salad','North Indian, Continental, Italian',2200,NULL)
,('5th Floor, 1 MG Mall, Opposite Vivanta by Taj, MG Road, Bangalore','The Tao Terraces','Yes','Yes','4.0/5',1909,'080 49653408','MG Road','Casual Dining','Salads, Cocktails, Khao Suey, Jumbo Prawns, Veg Sushi, Espresso Martini, Tom Yum Soup','Thai, Japanese, Korean, Burmese, Chinese',2100,NULL)
,('The Oberoi, 37-39, MG Road, Bangalore','Rim Naam - The Oberoi','No','No','4.6/5',979,'080 25585858','MG Road','Fine Dining','Seafood Soup, Mocktails, Mushroom Salad, Wine, Jasmine Rice, Som Tam, Thai Red Curry','Thai',3000,'Buffet')
,('14, 2nd Floor, Church Street, Bangalore','Oh! Calcutta','Yes','Yes','4.4/5',1105,'080 25326614
+91 9379544302','Church Street','Casual Dining, Bar','Fish, Curry Crab, Mocktails, Luchi, Kosha Mangsho, Sea Food, Daab Chingri','Bengali, Seafood',1200,NULL)
,('First Floor, 14, Church Street, Bangalore','Mainland China','Yes','Yes','4.5/5',1394,'080 49652555','Church Street','Casual Dining, Bar','Hunan Tofu, Noodles, Jumbo Prawns, Jasmine Tea, Chicken Momo, Cocktails, Momos','Chinese, Momos',1700,NULL)
,('Level 2, The Collection, UB City, Vithal Mallya Road, Lavelle Road, Bangalore','Rasovara','Yes','Yes','4.3/5',763,'080 41738968
+91 9886060965','Lavelle Road','Casual Dining','Thali, Aamras, Malpua, Lassi, Plain Rice, Buttermilk, Chaat','Rajasthani, North Indian',1400,'Buffet')
,('1/4, Ground Floor, Lido Mall, Swami Vivekananda Road, Ulsoor, Bangalore','Barbeque Nation','No','Yes','4.4/5',1065,'+91 8064806060
18001086060','Ulsoor','Casual Dining','Mutton Seekh, Paan Kulfi, Biryani, Fish, Crispy Corn, Salads, Panipuri','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Buffet')
,('ITC Gardenia, 1, Residency Road, Bangalore','Cubbon Pavilion - ITC Gardenia','No','Yes','4.3/5',678,'080 22119898','Richmond Road','Fine Dining','Cocktails, Breakfast Buffet, Croissants, Lassi, Salads, Caramel Cake, Waffles','European, Continental, Chinese, Thai',2500,'Buffet')
,('36, Off MG Road, Church Street, Bangalore','Empire Restaurant','Yes','No','4.0/5',3209,'080 49653264','Church Street','Casual Dining','Paneer Tikka, Chicken Popcorn, Bheja Fry, Brain Fry, Ghee Rice, Jumbo Shawarma, Biryani','North Indian, Mughlai, South Indian, Chinese',750,NULL)
,('50, Field Marshal Cariappa Road, Residency Road, Bangalore','Konark Vegetarian Restaurant','No','No','4.1 /5',1022,'080 41248812
+91 9611774705','Residency Road','Casual Dining','Hyderabadi Biryani, Masala Poori, Butter Masala Dosa, Mughlai Biryani, Kulcha, Coffee, Chaat','North Indian, Chinese, Continental, South Indian, Street Food, Juices',500,'Buffet')
,('The Ritz-Carlton, 99, Residency Road, Bangalore','The Market - The Ritz-Carlton','No','Yes','4.3 /5',622,'080 49148341','Residency Road','Fine Dining','Pizza, Waffles, Pasta, Sushi, Roti, Salads, Fish','North Indian, European, Thai',3400,'Buffet')
,('204/A, Comet Block, UB City, Vittal Mallya Road, Near Lavelle Road, Lavelle Road, Bangalore','Cafe Mangii','Yes','Yes','4.3/5',1048,'+91 8022270098','Lavelle Road','Casual Dining','Pasta, Mocktails, Tiramisu, Sangria, Mousse, Minestrone Soup, Cajun Chicken','Italian, Continental, Pizza',1600,NULL)
,('42, Church Street, Bangalore','BLOW','Yes','Yes','4.2/5',935,'080 49653044','Church Street','Cafe','Mocktails, Pasta, Burgers, Sandwich, Salsa, Salad, Hazelnut Frappe','Cafe, Continental, American, Burger',750,NULL)
,('52, Brigade Road, Haridevpur, Shanthala Nagar, MG Road, Bangalore','Cafe Azzure','Yes','Yes','4.3/5',2660,'080 49653400','MG Road','Cafe','Pasta, Wedges, Pizza, Nachos, Mocktails, Peri Peri Fish, Burgers','Cafe, Continental, Italian, Burger',1200,NULL)
,('15 K-1, D Block, Next to St. Patrick''s Church, Opposite to Printo','Trick Or Treat','No','No','4.2/5',618,'+91 9035343341','Brigade Road','Cafe','Burgers, Sandwich, Peri Peri Chicken Satay, Fries, Nachos, Sandwiches, Pesto Pasta','Cafe, Burger, Continental, Pizza, Steak',500,'Cafes')
,('19, Church Street, Bangalore','Brik Oven','No','No','4.6/5',2257,'+91 9148100119','Church Street','Cafe','Garlic Bread, Waffles, Brownie Shake, Cookie Monster Shake, Wood Fire Pizza, Big Bang Shake, Mushroom Pizza','Cafe, Pizza, Beverages',1100,NULL)
,('15, Convent Road, Off Residency Road, Residency Road, Bangalore','Green Theory','Yes','Yes','4.2/5',2838,'+91 8861435956
080 41663836','Residency Road','Casual Dining, Cafe','Potato Skins, Pizza, Mushroom Soup, Pasta, Banana Smoothie, Almond Soup, Kiwi Lemonade','Italian, Salad, Healthy Food, Cafe, Asian, Desserts, Pizza',800,'Cafes')
,('22, St. Marks Road, Bangalore','Truffles','No','No','4.5/5',3568,'080 49652756','St. Marks Road','Cafe','Burgers, Pasta, Mocktails, Cheese Burger, Ferrero Rocher Milkshake, Peri Chicken, Chicken Paprika','Cafe, American, Burger, Steak',900,NULL)
,('Level 5, 1 MG Mall, Swami Vivekananda Road, Trinity Circle, MG Road, Bangalore','CafÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂ© Felix','Yes','Yes','4.4/5',690,'080 22086644','MG Road','Casual Dining, Cafe','Burgers, Sandwiches, Peanut Butter Smoothie, Margherita Pizza, Ravioli, Cocktails, Salad','American, Cafe, Continental',1700,NULL)
,('33, High Gates Hotel, Church Street, Bangalore','The White Room - Coffee & Kitchen','No','Yes','4.0/5',1701,'080 40222999
+91 7406195000','Church Street','Cafe','Mushroom Quiche, Chicken Quiche, Coffee, Chocolate Milkshake, Caramel Frappe, Espresso, Tea','Cafe, Continental, American, Desserts',1000,NULL)
,('2, Church Street, Bangalore','Matteo Coffea','No','No','4.3/5',2635,'080 43336000','Church Street','Cafe','Coffee, Pasta, Donut, Salads, Choco Brownie Shake, Tiramisu Cheesecake, Sandwiches','Cafe',600,NULL)
,('24/1, Lavelle Road, Bangalore','Glen''s Bakehouse','Yes','No','4.4/5',1084,'080 41124894
080 41126825','Lavelle Road','Bakery, Cafe','Pizza, Coffee, Pasta, Tiramisu, Cheesecake, Hot Chocolate, Pie','Bakery, Cafe, Italian, Desserts',600,NULL)
,('Vivanta By Taj, 41/3, MG Road, Bangalore','Cafe Mozaic - Taj MG Road Bengaluru','No','Yes','4.1/5',563,'080 66604266
080 66604444','MG Road','Casual Dining, Cafe','Paneer Lababdar, Sandwiches, Oysters, Paratha, Coffee, Jeera Rice, Biryani','North Indian, Italian, South Indian, Continental, Cafe, Salad',2500,'Cafes')
,('46, Church Street, Bangalore','Smally''s Resto Cafe','Yes','No','4.3/5',3547,'+91 9986658881
+91 9986658882','Church Street','Cafe','Burgers, Snicker Shake, Thick Shakes, Pasta, Chicken Wings, Peri Fries, Peri Peri Chicken Burger','Cafe, Italian, Burger, American, Steak',650,'Cafes')
,('JW Marriott Bengaluru, 24/1, Vittal Mallya Road, Lavelle Road, Bangalore','Bengaluru Baking Company - JW Marriott Bengaluru','No','No','4.3/5',521,'+91 9900244769
080 67188511','Lavelle Road','Bakery, Cafe','Coffee, Fruit Tart, Croissants, Eclair, Sandwich, Nachos, Tiramisu','Salad, Bakery, Cafe, Sandwich, Italian, Burger',1400,'Cafes')
,('9/3, Prestige Pearl House, Museum Road, Church Street, Bangalore','Little Green Cafe','No','No','4.3/5',786,'080 48544183
+91 9686366570','Church Street','Cafe, Casual Dining','Spaghetti, Mezze Platter, Bombay Sandwich, Tomato Ragout, Mushroom Sandwich, Thai Green Curry, Tea','Cafe, Healthy Food, Salad, Continental, Beverages, Italian, Sandwich',900,NULL)
,('34/1-2, Meanee Avenue Tank Road, Sivanchetty Road, Ulsoor, Bangalore','Skoolroom','Yes','No','4.3/5',566,'+91 9743538476','Ulsoor','Cafe','Chocolate Overload, Burgers, Pasta, Peri Peri Chicken Pizza, Peri Peri Chicken Burger, Momos, Freak Shake','Cafe, Continental, Italian, Burger, Beverages',700,'Cafes')
,('89, Kannan Building, MG Road, Bangalore','Lakeview Milkbar','No','No','4.0/5',1443,'080 25582161','MG Road','Dessert Parlor, Cafe','Butterscotch Ice Cream, Sandwiches, Milk Shake, Brownie, Hot Chocolate Fudge, Vanilla Ice Cream, Burgers','Desserts, Cafe, Fast Food',500,'Cafes')
,('G-18, Kedia Arcade, 92, Infantry Road, Bangalore','Peppa Zzing','Yes','No','4.3/5',1133,'+91 9740758557','Infantry Road','Cafe','Burgers, Pasta, Cheesy Fries, Beef Burger, Ice Tea, Steak Burger, Lamb','Cafe, Fast Food, Burger',800,'Cafes')
,('18, Ali Askar Road, Cunningham Road, Bangalore','Hammered','Yes','Yes','4.7/5',4639,'+91 8041217527
+91 7618729481','Cunningham Road','Pub, Cafe','Crispy Corn, Sangria, Chicken Satay, Masala Fries, Wood Fire Pizza, Pesto Pasta, Cocktails','North Indian, Thai, Japanese, Continental, Cafe',1300,NULL)
,('18/3, Ali Askar Road, Near Kingfisher Airlines Office, Cunningham Road, Bangalore','Dolci Desserts','Yes','No','4.3/5',652,'080 40977132','Cunningham Road','Cafe, Dessert Parlor','Cappuccino, Eclair, Pizza, Coffee, Blueberry Cheesecake, Oreo Cheesecake, Tiramisu','Cafe, Desserts',750,'Cafes')
,('2, Shah Sultan Complex, Cunningham Road, Bangalore','Infinitea Tea Room & Tea Store','Yes','Yes','4.3/5',858,'080 41148428
080 41148810','Cunningham Road','Casual Dining, Cafe','Tea, Momos, Tiramisu, Sandwiches, Pesto Pasta, Sandwich, Chips','Continental, Cafe, Desserts, Salad, Momos',1000,'Cafes')
,('37/1, 3rd, 4th, 5th Floor. Oppsite Sigma Mall, Cunningham Road, Bangalore','Mudpipe Cafe','Yes','No','4.2/5',739,'+91 9886140111','Cunningham Road','Cafe','Sandwiches, Lemonade, Nachos, Mozzarella Sticks, Fries, Pasta, Pizza','Cafe, Continental, Italian, Burger',750,'Cafes')
,('Next to CMH Metro Station, CMH Road, Indiranagar, Bangalore','Burger King','Yes','No','4.0/5',1393,'080 33558000','Indiranagar','Quick Bites','Burgers, Tandoori Grill Burger, Mango Shake, Cheesy Fries, Whopper Burger, Chicken Keema Burger, Chicken Crisp Burger','Burger, Fast Food, Beverages',600,'Delivery')
,('Mota Royal Arcade, Brigade Road, Bangalore','Dunkin'' Donuts','Yes','No','4.1/5',1079,'080 40944712','Brigade Road','Quick Bites, Dessert Parlor','Burgers, Coffee, Chocolate Donut, Bagel, Chocolate Drink, Dunkaccinos, Hot Chocolate','Burger, Desserts, Fast Food',550,'Delivery')
,('Ground Floor, Sri Shiva Sai Complex, 13th Cross, 7th Main, 2nd Stage, HAL, Off Double Road, Indiranagar, Bangalore','Khan Saheb Grills and Rolls','Yes','No','4.0/5',1072,'+91 8880121121','Indiranagar','Quick Bites','Rolls, Beda Roti, Veggie Roll, Chicken Seekh Roll, Chicken Kalimirch, Kathi Roll, Mutton Kebab Roll','Fast Food, Rolls',350,'Delivery')
,('Domlur, Bangalore','Warm Oven','Yes','No','4.3/5',889,'+91 8880233233



+91 8197170008','Domlur','Delivery','Chocolate Truffle Cake, Eggless Cake, Cup Cake, Chocolate Dreamcake, Photo Cake, Fruit Cake, Litchi Cake','Bakery, Desserts',500,'Delivery')
,('Shop 45/3, Gopalkrishna Complex, Near Mayo Hall, Off Residency Road, Residency Road, Bangalore','Corner House Ice Cream','Yes','No','4.4/5',633,'080 25583262



+91 9900545172','Residency Road','Dessert Parlor','Hot Chocolate Fudge, Chocolate Mousse, Ice Cream Strawberry, Vanilla Ice Cream, Thick Shakes, Fruit Salad, Fudge Cake','Ice Cream, Desserts',400,'Delivery')
,('34, Mosque Road, Frazer Town, Bangalore','Empire Restaurant','Yes','No','4.0/5',1864,'080 49653301','Frazer Town','Casual Dining','Faluda, Ghee Rice, Biryani, Barbeque Chicken, Pulpy Grape Juice, Chicken Kebab, Shawarma','North Indian, Mughlai, South Indian, Chinese',750,'Delivery')
,('1088, 12th Main, HAL 2nd Stage, Off 100 Feet Road, Indiranagar, Bangalore','Nando''s','Yes','No','4.3/5',1217,'080 48538989','Indiranagar','Casual Dining','Peri Peri Chicken, Peri Peri Fries, Peri Peri Drizzle, Burgers, Chicken Breast Burger, Potato Wedges, Murgh Platter','Portuguese, African',1200,NULL)
,('Shivananda Circle, Near Lalit Ashok, Race Course Road, Bangalore','Richie Rich','Yes','No','4.0/5',624,'080 22269655



080 30589655','Race Course Road','Dessert Parlor, Quick Bites','Tawa Pulav, Faluda, Pav Bhaji, Ice Cream Sundae, Brownie, Hot Chocolate Fudge, Fruit Salad','Desserts, Beverages, Fast Food, Ice Cream',450,'Delivery')
,('65, Markham Road, Ashok Nagar, Brigade Road, Bangalore','Belgian Waffle Factory','Yes','No','4.9/5',1746,'+91 9481511911','Brigade Road','Dessert Parlor','Coffee, Berryblast, Nachos, Chocolate Waffles, Nutella Waffle, Chocolate Overload, Sandwiches','Desserts',400,'Delivery')
,('27, Mosque Road, Frazer Town, Bangalore','Savoury Restaurant','Yes','No','4.1/5',1443,'080 49336333



080 41487066','Frazer Town','Casual Dining','Biryani, Haleem, Jumbo Shawarma, Kerala Parotta, Barbeque Chicken, Mutton Raan Biriyani, Dum Aloo','Arabian, North Indian, Chinese, Beverages',800,'Delivery')
,('55, Mosque Road, Frazer Town, Bangalore','Karama Restaurant','Yes','Yes','4.4/5',2860,'080 40414141



080 40947898','Frazer Town','Casual Dining','Salads, Veg Pulao, Sea Food, Popcorn Chicken, Karachi Naan, Rabri, Butter Chicken','Arabian, North Indian, Beverages',750,NULL)
,('181, 3rd Floor, Amar Jyothi Layout, Inner Ring Road, Domlur, Bangalore','Potful','Yes','No','4.1/5',1125,'080 49653469','Domlur','Delivery','Phirni, Chicken Roll, Hyderabadi Biryani, Mutton Biryani, Lucknowi Biryani, Galauti Kebab, Gulab Jamun','Biryani, Kebab, Rolls, Mughlai',650,'Delivery')
,('544, First Floor, Near Indiranagar Metro Station, CMH Road, Indiranagar, Bangalore','Meghana Foods','Yes','Yes','4.2/5',1746,'080 49652122','Indiranagar','Casual Dining','Chicken Boneless Biryani, Paneer Biryani, Andhra Style Biryani, Tandoori Chicken, Prawn Biryani, Raita, Hyderabadi Biryani','Biryani, Chinese, North Indian, Seafood',750,'Delivery')
,('25/4, Opposite Harley Davidson Showroom, Lavelle Road, Bangalore','Soda Bottle Opener Wala','Yes','Yes','4.4/5',3651,'+91 9892841456','Lavelle Road','Casual Dining, Irani Cafee','Pancakes, Cocktails, Berry Pulao, Kanda Bhajiya, Brownie Chocolate, Crispy Okra, Kulfi','Parsi, North Indian',1300,NULL)
,('52/ 53, Ground Floor, Lavelle Road, Bangalore','Smoke House Deli','Yes','No','4.6/5',2490,'+91 8041277989



+91 8041276272','Lavelle Road','Casual Dining','Burgers, Cocktails, Salads, Veg Burger, Peri Chicken, Pasta Alfredo, Hazelnut Mousse Flan','European, Italian, Desserts, Salad, Juices, Steak',1600,NULL)
,('1, Brunton Road, 1st Cross, Ashok Nagar, MG Road, Bangalore','Portland Steakhouse & Cafe','Yes','Yes','4.3/5',2040,'080 25593405



080 41127142','MG Road','Casual Dining','Spaghetti, Beef Steak, Bbq Chicken Pizza, Burgers, Apple Pie, Ice Tea, Salads','Steak, Italian, Continental, American, Burger, BBQ, Salad',1500,'Delivery')
,('949, Ground Floor, HAL 2nd Stage, 12th Main, 100 feet Road, Indiranagar, Bangalore','Keventers','Yes','No','4.0/5',568,'080 49653343','Indiranagar','Beverage Shop, Dessert Parlor','Thick Shakes, Choco Chip Shake, Choco Hazelnut, Chocolate Hazelnut Shake, Oreo Shake, Kit Kat Shake, Butterscotch Shake','Desserts, Beverages, Ice Cream',400,'Delivery')
,('17, Hosur Road, Near Johnson Market, Richmond Road, Bangalore','Hotel Fanoos','Yes','No','4.0/5',787,'+91 8892322814



+91 9113292702','Richmond Road','Quick Bites','Rolls, Shawarma, Beef Roll, Chicken Shawarama, Beef Shwarma, Haleem, Chicken Roll','Arabian, Biryani, Rolls, Kebab',400,'Delivery')
,('37/2, Chicago Avenue, Opposite Fortis Hospital, Cunningham Road, Bangalore','Pasta Street','Yes','Yes','4.5/5',1621,'080 40976578



080 40976910','Cunningham Road','Casual Dining','Pasta, Pizza, Garlic Bread, Wine, Salad, Salads, Ravioli','Italian, Pizza, Salad',1300,NULL)
,('949, 12th Main, Ground Floor, Off 100 Feet Road, Indiranagar, Bangalore','Mamagoto','Yes','Yes','4.4/5',2560,'080 40937237



+91 8884498760','Indiranagar','Casual Dining','Noodles, Cocktails, Spicy Chicken Bangkok Bowl, Tempura Prawns, Pad Thai, Dumplings, Khao Suey','Asian, Thai, Chinese, BBQ, Momos',1600,NULL)
,('21/1, Behind The Hindu, Cunningham Road, Bangalore','Eden Park','Yes','Yes','4.1/5',612,'+91 9900179918



+91 9686477622','Cunningham Road','Casual Dining','Pasta, Bamboo Biryani, Noodles, Chicken Guntur, Andhra Meal, Andhra Style Biryani, Babycorn Manchurian','Andhra, Biryani, Chinese, North Indian, Seafood, South Indian',1100,'Delivery')
,('82, MM Road, Frazer Town, Bangalore','Rahhams','Yes','No','3.9/5',847,'080 25486696



080 25484590','Frazer Town','Casual Dining','Mutton Biryani, Shawarma, Bheja Fry, Pahari Chicken, Mutton Chops, Butter Chicken, Butter Naan','Mughlai, North Indian, Chinese',700,'Delivery')
,('4th Floor, Garuda Mall, Magrath Road, Ashok Nagar, Brigade Road, Bangalore','Pind Balluchi','Yes','Yes','4.0/5',1021,'080 41153761



+91 8904133378','Brigade Road','Casual Dining','Palak Paneer, Mango Lassi, Panner Tikka, Veg Platter, Dal Makhani, Chicken Rara, Malai Tikka','North Indian, Mughlai',700,'Delivery')
,('12th Main, HAL 2nd Stage, ESI To Domlur, Service Road, Indiranagar, Bangalore','Kitchen of Joy','Yes','No','4.1/5',569,'+91 9900962765','Indiranagar','Quick Bites','Rolls, Egg Roll, Chai, Ginger Tea, Biryani, Rasgulla, Luchi','Fast Food, Bengali, Rolls',400,'Delivery')
,('2nd Floor, UB City Mall, Vittal Mallya Road, Lavelle Road, Bangalore','Shiro','Yes','Yes','4.4/5',2229,'+91 8041738864



+91 8041738861','Lavelle Road','Fine Dining, Lounge','Sushi, Dumplings, Sea Food, Chocolate Volcano, Lamb, Sunday Brunch, Chicken Yakitori','Japanese, Asian',3000,NULL)
,('46/1, Cobalt Building, Church Street, Bangalore','Church Street Social','Yes','No','4.3/5',7544,'+91 9152017971


+91 8041713016','Church Street','Lounge','Paneer Biryani, Cocktails, Mocktails, Nachos, Taco Soup, Pork Ribs, Hot Dog','American, North Indian, Chinese, Finger Food, Momos',1500,'Delivery')
,('29, Ground Floor, Whitehouse, Opposite SBI Bank, St. Marks Road, Bangalore','The Egg Factory','Yes','No','4.2/5',1764,'080 42110041','St. Marks Road','Casual Dining','Omelette, French Toast, Bun Masala, Pasta, Egg Pav Bhaji, Fajitas, Paneer Wrap','Continental, American',750,'Delivery')
,('14, 3rd Floor, Church Street, Bangalore','Hoppipola','Yes','No','4.3/5',1703,'+91 9620216162','Church Street','Lounge','Masala Peanuts, Cocktails, Paratha, Pizza, Pasta, Burgers, Brownie','Continental, Mediterranean, European',1300,NULL)
,('12th Main Road, Indiranagar, Bangalore','Ciclo Cafe','Yes','No','4.3/5',1283,'00 08048664512

+91 7829278585','Indiranagar','Cafe, Casual Dining','Pizza, Cheesy Fries, Tiramisu, Ravioli Pasta, Salads, Cocktails, Burgers','Cafe, Italian, American',1000,NULL)
,('1st Floor, 8/6 Kensington Point, Ulsoor Road, Ulsoor, Bangalore','Carnival de Goa','Yes','Yes','4.2/5',980,'+91 7676767620

+91 9342412040','Ulsoor','Casual Dining, Bar','Sea Food, Spicy Crab Soup, Cocktails, Squid Fry, Prawn Curry, Lobster, Fish Curry','Goan, Mangalorean, Pizza',1000,'Delivery')
,('9, 4th Floor, Halcyon Complex, St. Marks Road, Bangalore','The Open Box','Yes','Yes','4.2/5',2270,'+91 9008993666

+91 7022211100','St. Marks Road','Casual Dining, Bar','Mocktails, Cocktails, Pizza, Butter Chicken Burger, Paan Ice Cream, Sangria, Margarita','European, North Indian, Mediterranean, Asian, Salad',1400,NULL)
,('120, 4th Floor, Lancer Building, Brigade Road, Bangalore','Double Decker','No','Yes','4.3/5',2651,'+91 9880322441

+91 8861588823','Brigade Road','Bar, Casual Dining','Bbq Pizza, Pasta, Sangria, Cocktails, Mocktails, Virgin Mojito, Potato Wedges','Continental, North Indian',1300,NULL)
,('2nd Floor, UB City, Vittal Mallya Road, Lavelle Road, Bangalore','Toscano','Yes','Yes','4.4/5',1840,'080 41738800

+91 7619320071','Lavelle Road','Casual Dining','Pizza, Pepperoni, Wine, Salads, Tiramisu, Chicken Bruschetta, Sangria','Italian, Salad',1500,NULL)
,('8, 2nd Floor, Allied Grande Plaza, Diagonally Opposite Garuda Mall, Magrath Road, Brigade Road, Bangalore','NoLimmits Lounge and Club','Yes','Yes','4.0/5',2103,'080 49653274','Brigade Road','Club','Salads, Chicken Bbq Wings, Sandwiches, Pasta, Biryani, Pizza, Popcorn','Chinese, Continental, North Indian, Burger, Pizza',2000,NULL)
,('22, Amoeba Complex, Church Street, Bangalore','20 Feet High','Yes','Yes','4.0/5',932,'080 49653093','Church Street','Casual Dining, Bar','Burgers, Mocktails, Pasta, Cocktails, Beef Steak, Lunch Buffet, Chicken Steak','American, Continental, Steak, Salad',1000,'Delivery')
,('3th Floor, Garuda Mall, Magrath Road, Ashok Nagar, Brigade Road Area, Brigade Road, Bangalore','Kobe Sizzlers','Yes','No','4.1/5',1117,'+91 8050001658

+91 9663856683','Brigade Road','Casual Dining','Potato Mash, Sizzler Brownie, Steak, Pasta, Caramel Custard, Spicy Chicken Sizzler, Spaghetti','American, Continental, Fast Food, Steak',1500,'Delivery')
,('4, Madras Bank Road, Off Lavelle Road, Lavelle Road, Bangalore','Airlines Hotel','Yes','No','4.0/5',867,'+91 8022273783

+91 8022273786','Lavelle Road','Quick Bites','Chole, Tea, Filter Coffee, Vada, Upma, Butter Masala Dosa, Idli','South Indian, North Indian, Street Food',400,'Delivery')
,('3, Rest House Road, Off Brigade Road, Brigade Road, Bangalore','Le Rock','Yes','No','4.0/5',1203,'+91 9900025048
080 41231001','Brigade Road','Bar, Quick Bites','Cocktails, Pizza, Murgh Platter, Draught Beer, Chicken Wings, Veg Platter, Fries','Continental, Chinese',2000,'Delivery')
,('8/6, Kensington Point, Ulsoor Road, Ulsoor, Bangalore','The Grill House','Yes','Yes','4.1/5',765,'080 40977011','Ulsoor','Casual Dining, Bar','Steak, Burgers, Cocktails, Beer, Buffalo Wings, Pasta, Chicken Stroganoff','American, Mexican, Italian, Steak',1200,'Delivery')
,('225, Bhagyasri, 1st Main, HAL 2nd Stage, Service Road, Indiranagar, Bangalore','Vietnamese Kitchen','Yes','Yes','4.1/5',523,'080 41566008
080 41566009','Indiranagar','Casual Dining','Pho, Pad Thai, Jasmine Tea, Spring Roll, Chocolate Shake, Thai Green Curry, Momos','Chinese, Vietnamese, Momos, Thai',800,'Delivery')
,('HM Eleganza, 31, Museum Road, Off MG Road, Church Street, Bangalore','Chutney Chang','Yes','Yes','4.2/5',4732,'080 49652638','Church Street','Casual Dining','Chaat, Chocolate Wonton, Apple Pie, Raj Kachori, Caramel Custard, Momos, Chicken Curry','North Indian, Chinese, BBQ',1500,'Delivery')
,('545, 3rd Floor, CMH Road, Indiranagar, Bangalore','Aagaman Veg','Yes','No','4.0/5',558,'080 40956662
080 40926663','Indiranagar','Casual Dining','Jalebi, Lunch Buffet, Dal Kichadi, Panneer Butter Masala, Crispy Corn, Dal Makhani, Gulab Jamun','North Indian, Chinese, South Indian',900,'Delivery')
,('4th Floor, Building 9, Halcyon Complex, St. Marks Road, Bangalore','MISU','Yes','Yes','4.6/5',1211,'+91 8971115511
+91 8041280055','St. Marks Road','Casual Dining, Bar','Sushi, Dumplings, Khau Suey, Noodles, Cocktails, Virgin Mojito, Drunken Beef','Asian, Japanese, Korean, Indonesian, Malaysian, Singaporean',1700,NULL)
,('40/2, Lavelle Road, Bangalore','The Rice Bowl','Yes','Yes','4.3/5',500,'080 49653099','Lavelle Road','Casual Dining, Bar','Rice Bowl, Lamb, Chocolava, Rolls, Paneer Manchurian, Momos, Singapore Chicken','Chinese, Momos',1300,'Delivery')
,('28, Centenary Building, MG Road, Bangalore','Tandoor','Yes','Yes','3.9/5',1361,'080 49652745','MG Road','Fine Dining','Mutton Biryani, Dal Makhani, Chicken Malai Tikka, Paneer Makhani, Faluda, Jal-jeera, Cocktails','North Indian',2100,'Delivery')
,('20/2, Vittal Mallya Road, Lavelle Road, Bangalore','The Biere Club','Yes','Yes','4.3/5',3484,'+91 9986769776
080 42134668','Lavelle Road','Pub, Microbrewery','Wheat Beer, Pizza, Cocktails, Virgin Sangria, Pork Chops, Craft Beer, Meatballs','Continental, BBQ, Finger Food',1700,NULL)
,('196, 3rd Floor, Double Road, Indiranagar, Bangalore','Bangalore Mandarin','Yes','No','4.2/5',974,'080 41161732
080 25251772','Indiranagar','Casual Dining','Lime Soda, Crispy Chicken, Kung Pao Chicken, Hakka Noodles, Veg Manchow Soup, Clear Soup, Singapore Noodles','Chinese, Seafood',1100,'Delivery')
,('Cears Plaza, Opposite Bangalore Club, Residency Road, Bangalore','Mahesh Lunch Home','Yes','Yes','4.1/5',860,'080 41311101
080 41311102','Residency Road','Casual Dining','Sea Food, Neer Dosa, Crab Ghee Roast, Jumbo Prawns, Thali, Crab Butter, Crab Masala','Seafood, Mangalorean, North Indian, Chinese',1400,'Delivery')
,('31, Church Street, Bangalore','Bheema''s','Yes','No','4.0/5',779,'080 25587389
080 41122535','Church Street','Casual Dining','Thali, Mutton Biryani, Mutton Fry, Chilli Chicken, Chicken Biryani, Andhra Meal, Vegetable Biryani','Andhra',650,'Delivery')
,('1/3, 3rd Floor, Ulsoor, Bangalore','Teppan Japanese Grill & Sushi Bar','Yes','No','4.3/5',901,'+91 7846870710
+91 9742547027','Ulsoor','Casual Dining','Maki Roll, Jumbo Prawns, Fish, Rolls, Sashimi, Miso Soup, Maki Sushi','Japanese',2000,'Delivery')
,('13, Museum Road, Church Street, Bangalore','The Only Place','Yes','Yes','4.2/5',2923,'+91 9986011112
+91 9986011113','Church Street','Casual Dining','Steak, Burgers, Meatballs, Apple Pie, Salads, Bruschettas, Chicken Sizzler','Italian, American, Steak, Continental, BBQ, Salad',1000,NULL)
,('56, Church Street, Bangalore','Anupam''s Coast II Coast','Yes','Yes','4.1/5',853,'080 48655588
080 25550990','Church Street','Casual Dining','Murgh Ghee Roast, Sea Food, Neer Dosa, Fish, Prawn Ghee Roast, Appam, Ghee Roast Paneer','Seafood, Mangalorean, North Indian, Chinese',1400,'Delivery')
,('1/5, Muniswamy Garden, Richmond Road, Bangalore','Hotel Tom''s Restaurant','Yes','Yes','4.4/5',712,'+91 8025575877
+91 9535268883','Richmond Road','Casual Dining','Appam, Sea Food, Fry Prawns, Dal Fry, Chicken Curry, Fish, Murgh Ghee Roast','Mangalorean, Seafood, Chinese, North Indian',1000,NULL)
,('949, 3rd Floor, 12th Main, Off 100 Feet Road, Indiranagar, Bangalore','The Humming Tree','Yes','No','4.0/5',2418,'+91 9886618386
00 08066021808','Indiranagar','Lounge','Sangria, Chicken Salad, Sandwiches, Cocktails, Pizza, Gnocchi, Chicken Satay','Fast Food, European',1400,'Delivery')
,('57, Floor 2, 100 Feet Road, Indiranagar, Bangalore','Woodstok','Yes','Yes','4.1/5',1053,'+91 9686191998
+91 8042115042','Indiranagar','Takeaway, Delivery','Buffalo Chicken Wings, Chips, Peri Peri Prawn, Cocktails, Mocktails, Pizza, Mushroom Soup','Continental, Italian, Steak, American',1400,'Delivery')
,('84, 13th Floor, Barton Center, MG Road, Bangalore','ASEAN - On The Edge','Yes','Yes','4.4/5',861,'080 41783366','MG Road','Casual Dining','Cocktails, Khao Suey, Mocktails, Salad, Malacca Curry, Beer, Beef Pho','Asian, Thai',1800,'Delivery')
,('534/2, 47, 2nd Floor, 10A Cross, RA Road, Ejipura, Bangalore','Kick Out the Jams','Yes','No','4.0/5',528,'+91 9900831191','Ejipura','Delivery','Burgers, Pizza, Bacon Burger, Wings, Cheesecake, Chicken Burger, Pepperoni','Burger, American, Italian',350,'Delivery')
,('12/1, Ulsoor Road, Ulsoor, Bangalore','Benjarong','Yes','No','4.2/5',858,'+91 7846848837
+91 8428458790','Ulsoor','Casual Dining','Tom Yum Soup, Cocktails, Jasmine Rice, Clear Soup, Sea Food, Pad Thai, Lemongrass Tea','Thai, Asian',1800,'Delivery')
,('12/1, Ulsoor Road, Sivanchetti Gardens, Ulsoor, Bangalore','Ente Keralam','Yes','No','4.0/5',1096,'+91 7846830749
080 41133707','Ulsoor','Casual Dining','Appam, Fish, Mutton Stew, Cocktails, Egg Roast, Prawn Curry, Chicken Stew','Kerala, Seafood',1300,'Delivery')
,('44/1, Residency Road, Bangalore','Nagarjuna','No','No','4.3/5',1773,'080 41123111
080 41494942','Residency Road','Casual Dining','Mutton Biryani, Chicken Biryani, Hyderabadi Biryani, Andhra Biryani, Mutton Keema Balls, Thali, Raita','Andhra, Biryani',800,NULL)
,('50, Opposite Loom, Lavelle Road, Bangalore','Sunny''s','No','Yes','4.1/5',1327,'+91 8041329366
+91 8041329391','Lavelle Road','Casual Dining, Bar','Penne Pasta, Pizza, Cocktails, Salads, Risotto, Sea Food, Crab Cake','European, Italian, Seafood, Continental',2100,'Delivery')
,('107, 1st Floor, Wheeler Road, Near Railway Cross, Cox Town, Frazer Town, Bangalore','Manjit Da Dhaba','Yes','No','4.3/5',783,'+91 9590084707
+91 9035128780','Frazer Town','Quick Bites','Lassi, Shahi Paneer, Kheer, Paneer Bhurji, Methi Paratha, Paneer Parantha, Stuffed Paratha','North Indian',300,'Delivery')
,('203, 2nd Floor, UB City, 24 Vittal Mallya Road, Lavelle Road, Bangalore','Fava','No','Yes','4.4/5',2039,'080 49652925','Lavelle Road','Casual Dining, Bar','Gnocchi, Cocktails, Pizza, Salads, Creme Brulee, Pasta, Sangria','Healthy Food, Mediterranean, Desserts, Italian, Pizza, Salad, Kebab',1200,NULL)
,('36, Vittal Mallya Road, Lavelle Road, Bangalore','Bootlegger','No','No','4.1/5',1543,'+91 8022290099
+91 8041462747','Lavelle Road','Pub','Beer, Cocktails, Beef Steak, Beef Chilli, Nachos, Pasta, Pizza','Continental, Steak',1200,'Delivery')
,('7/1, Victoria Road, Richmond Town Area, Richmond Town, Bangalore','Hyderabad Biryaani House','No','No','4.3/5',1348,'080 65979401
080 65979203','Richmond Road','Casual Dining','Hyderabadi Biryani, Haleem, Chicken Biryani, Andhra Biryani, Mutton Biryani, Ghee Rice, Butter Chicken','Biryani, North Indian, Chinese',550,'Delivery')
,('90, KH Road, Double Road, Shanti Nagar, Bangalore','Sakae Japanese Restaurant','No','Yes','4.3/5',518,'+91 9606491042
+91 9900526833','Shanti Nagar','Casual Dining','Sushi, Miso Soup, Steak, Tea, Ramen, Rolls, Tempura','Japanese',1400,'Delivery')
,('43/44, Chandraprabha Complex, Off Residency Road, Residency Road, Bangalore','Green Onion','No','No','4.3/5',1187,'080 25327146
+91 9844319903','Residency Road','Casual Dining','Noodles, Coriander Soup, Chicken Lollipop, Honey Potato, Momos, Schezwan Fried Rice, Chicken Drumstick','Chinese',550,'Delivery')
,('56/5, Ground Floor, Center Point Building, Residency Road, Bangalore','Pashto','No','No','4.1/5',765,'080 48149993','Residency Road','Casual Dining','Biryani, Kulfi Faluda, Peshawari Paneer, Dal Tadka, Yakhni Shorba, Tandoori Roti, Phirni','North Indian, Mughlai, Afghan',800,NULL)
,('52/2, Sujay''s Pride, Church Street, Bangalore','Somilan Steak House','No','No','4.3/5',524,'+91 8884680133
+91 6360926262','Church Street','Casual Dining','Salads, Beef Steak, Pork Chops, Crispy Pork, Wine, Chicken Salad, Pork Ribs','North Eastern, Asian, Naga, Steak, Momos',800,'Delivery')
,('20, C/O Pauls Castle, Castle Street, Ashok Nagar','Hae Kum Gang','No','Yes','4.4/5',1187,'080 49652616','Brigade Road','Casual Dining','Sushi, Kimchi, Pork Sizzler, Chicken Donburi, Shrimp Donburi, Crab Roll, Bulgogi','Korean, Chinese, Japanese',1100,'Dine-out')
,('8, 3rd Floor, Allied Grande Plaza, Diagonally Opposite Garuda Mall, Magrath Road, Brigade Road, Bangalore','Arbor Brewing Company','No','Yes','4.5/5',8375,'+91 8050144477

080 67921222','Brigade Road','Pub, Microbrewery','Kamikaze, Long Island Iced Tea, Pizza, Hefeweizen, Craft Beer, Cocktails, Belgian Brew Beer','American, Continental, Salad',2000,NULL)
,('16/3, Commissariat Road, Brigade Road, Bangalore','The Permit Room','No','No','4.5/5',1573,'+91 9019113388','Brigade Road','Casual Dining, Bar','Cocktails, Chicken Curry, Beer, Watermelon Mojito, Bbq Mushroom, Kokum Sharbat, Brain Fry','South Indian',1500,NULL)
,('35, Castle Street, Off Brigade Road, Brigade Road, Bangalore','Empire Restaurant','Yes','No','4.4/5',2090,'080 49653305','Brigade Road','Casual Dining','Brain Fry, Chicken Manchurian, Mutton Biryani, Butter Chicken, Chicken Tikka Masala, Chilli Chicken, Shaadi Ki Biryani','North Indian, Mughlai, South Indian, Chinese',750,'Dine-out')
,('20, Castle Street, Ashok Nagar, Brigade Road, Bangalore','Plan B','No','No','4.2/5',4422,'+91 8880022737','Brigade Road','Casual Dining, Pub','Burgers, Beer, Veg Lasagna, Peri Peri Chicken Wings, Barbecue Wings, Sandwiches, Beef Steak','American, Continental, BBQ, Steak',1200,'Dine-out')
,('34, Resthouse Road, Brigade Road, Bangalore','Pecos Classic','No','Yes','4.1/5',548,'080 41640022

+91 7259166661','Brigade Road','Pub, Casual Dining','Fried Rice, Draught Beer, Beef Chilli, Chicken Curry, Fish Fingers, French Fries','Finger Food',1100,'Dine-out')
,('48, Resthouse Road, Off Brigade Road, Brigade Road, Bangalore','Guzzlers Inn','No','No','4.0/5',949,'080 25587336

080 41122513','Brigade Road','Pub','Beer, Manchurian, Kabab Platter, Chips, Lager, Chilli Chicken, Sandwiches','North Indian, Chinese',1100,'Dine-out')
,('Barton Centre, 84, MG Road, Bangalore','The 13th Floor','No','Yes','4.4/5',4575,'080 41783355','MG Road','Lounge','Cocktails, Lasagne, Martini, Mocktails, Mutton Pepper, Long Island Iced Tea, Mojito','Asian, North Indian, Thai',1700,NULL)
,('67 & 68, Brigade Solitaire, Opposite to Advaith Hyundai, Residency Road, Bangalore','Communiti','No','No','4.7/5',3894,'080 40999755

+91 9342158585','Residency Road','Microbrewery, Casual Dining','Pizza, Cocktails, Peri Peri Chicken, Mocktails, Craft Beer, Pasta, Nachos','Continental, BBQ, Salad',1500,'Dine-out')
,('Uber Level, 16th Floor, UB City, Vittal Mallya Road, Lavelle Road, Bangalore','Skyye','No','Yes','4.2/5',3116,'080 49090000

+91 7760888899','Lavelle Road','Lounge','Cocktails, Long Island Iced Tea, Mojito, Peri Peri Chicken, Mocktails, Chicken Satay, Beer','Continental',2500,'Dine-out')
,('909 SKAV, 21st floor, Lavelle Road, Bangalore','KazÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂ©','No','Yes','4.4/5',858,'080 49652640','Lavelle Road','Fine Dining','Cocktails, Sushi, Salmon, Martini, Tempura Prawns, Chicken Gyoza, Ramen','Asian, Japanese, Thai',3000,NULL)
,('1 MG Mall, MG Road, Bangalore','Yauatcha','No','Yes','4.6/5',2339,'+91 9222222800','MG Road','Fine Dining','Dumplings, Noodles, Cocktails, Mocktails, Mango Mascarpone Gateau, Chocolate Hazelnut Mousse, Macaroon','Chinese, Asian, Cantonese, Tea',2800,NULL)
,('202, Level 2, UB City, Vittal Mallya Road, Lavelle Road, Bangalore','Farzi Cafe','No','No','4.4/5',2392,'+91 7259400900

+91 7259600900','Lavelle Road','Casual Dining, Microbrewery','Appletini, Lamb Tacos, Cocktails, Martini, Stout, Wheat Beer, Sangria','Modern Indian',1500,NULL)
,('40, Opposite LIC Building, Off MG Road, St. Marks Road, Bangalore','Hard Rock Cafe','No','Yes','4.5/5',5262,'+91 8041242222

+91 8105511727','St. Marks Road','Casual Dining, Bar','Burgers, Cocktails, Legendary Hrc Burger, Nachos, Sandwiches, Bloody Mary, Mocktails','American, BBQ',2500,NULL)
,('Gateway Hotel, 66, Residency Road, Bangalore','Karavalli - The Gateway Hotel','No','Yes','4.5/5',674,'+91 9538638137

+91 9886643495','Residency Road','Fine Dining','Appam, Fish, Sea Food, Cocktails, Prawn, Thali, Paratha','Mangalorean, Konkan, Seafood, Kerala',3500,'Dine-out')
,('10th Level Prestige Towers, 99/100, Residency Road, Bangalore','Bangalore Brew Works','No','Yes','4.2/5',2212,'080 49653436','Residency Road','Microbrewery, Lounge','Spaghetti, Wheat Beer, Cocktails, Risotto, Nachos, Gourmet Pizza, Draught Beer','Continental, Italian',1700,'Dine-out')
,('14/1, Wood Street, Ashok Nagar, Richmond Road, Bangalore','Toast & Tonic','No','Yes','4.6/5',1082,'080 41116879

+91 9591506572','Richmond Road','Casual Dining','Cocktails, Salads, Pork Ribs, Tomato Soup, Burgers, Mushroom Toast, Cheesecake','European, Asian',1500,'Dine-out')
,('Near LIC Building, Off MG Road, St. Marks Road, Bangalore','The Bar Stock Exchange','No','No','4.3/5',606,'+91 9170391703

+91 7406655507','St. Marks Road','Pub, Casual Dining','Sangria, Chole, Cocktails, Pizza, Nachos, Noodles, Fish','Continental, Chinese, North Indian, Finger Food',1300,NULL)
,('Gem Plaza, Infantry Road, Bangalore','Samarkand','No','Yes','4.1/5',2044,'080 41113366','Infantry Road','Casual Dining','Hyderabadi Biryani, Firni, Kulfi, Lassi, Mutton Biryani, Gosht Dum Biryani, Raan','North Indian, Mughlai',1600,'Dine-out')
,('Opposite Metro Station, MG Road, Bangalore','SkyDeck By Sherlock''s','No','Yes','4.2/5',1418,NULL,'MG Road','Pub, Casual Dining','Salad, Beer, Nachos, Chicken Wings, Onion Rings, Chilli Paneer, Roti','Continental, Chinese, Finger Food, North Indian',1500,NULL)
,('39, St. Marks Road, Bangalore','Koshy''s','No','No','3.9/5',2322,'080 22915840

080 22213793','St. Marks Road','Casual Dining','Coffee, Kulfi, Beef Steak, Chocolate Shake, Sandwiches, Beer, Omelette','South Indian, North Indian, Chinese, Beverages',700,NULL)
,('204, UB City, Vittal Mallya Road, Near Lavelle Road, Lavelle Road, Bangalore','Sanchez','No','No','4.3/5',1028,'+91 8041755266

+91 9980719333','Lavelle Road','Lounge','Nachos, Cocktails, Tacos, Prawn Taquitos, Churros, Chimichangas, Enchiladas','Mexican, Tex-Mex',1500,'Dine-out')
,('1, Express Building, Queens Road, Infantry Road, Bangalore','1Q1','No','Yes','4.3/5',595,'080 48050101','Infantry Road','Casual Dining, Bar','Cocktails, Stir Fried Noodles, Cheesecake, Jasmine Rice, Kung Pao Vegetables, Veg Sushi, Salad','Asian, Japanese, Thai, Malaysian, Vietnamese, Korean, Chinese',2500,NULL)
,('131, 4th Floor, Devatha Plaza, Residency Road, Bangalore','Harima','No','Yes','4.3/5',666,'080 41325757

080 41510067','Residency Road','Casual Dining','Sushi, Tuna Sashimi, Salads, Pork Rice, Ramen, Spicy Tuna Roll, Cocktails','Japanese',2000,'Dine-out')
,('57/1, 1st Floor, Jayalaxmi Chambers, Next to Old Galaxy Theatre, Residency Road, Bangalore','Meghana Foods','Yes','No','4.3 /5',2177,'080 49652534','Residency Road','Casual Dining','Chicken Boneless Biryani, Mutton Biryani, Hyderabadi Biryani, Andhra Style Biryani, Vegetable Biryani, Fry Prawns, Paneer Biryani','Biryani, Andhra, North Indian, Seafood',600,NULL)
,('1/A, Church Street, Bangalore','Easy Tiger','No','No','4.3 /5',2319,'+91 8553821063
+91 9886033000','Church Street','Bar, Casual Dining','Burgers, Cocktails, Peri Peri Chicken, Chicken Sandwich, Chilli Chicken, Draught Beer, Fries','Finger Food, Continental',1100,NULL)
,('204, 2nd Level, 4th Floor, Comet Block, UB City, Vittal Mallya Road, Lavelle Road, Bangalore','Sriracha','No','No','4.3/5',687,'+91 8041755366

+91 7022422473','Lavelle Road','Casual Dining','Noodles, Laksa, Cocktails, Dumplings, Sangria, Momos, Sushi','Thai, Chinese, Indonesian, Asian, Momos',1500,NULL)
,('29, Church Street, Bangalore','Russh Gastropub','No','No','4.2/5',1279,'080 30695514','Church Street','Pub','Cocktails, Bruschettas, Beer, Tiramisu, Brownie, Chicken Popcorn, Nachos','Continental, Italian, Burger',1100,'Dine-out')
,('5, Narayana Pillai Street, Off Commercial Street, Commercial Street, Bangalore','RS Shiv Sagar','No','No','4.1/5',530,'080 25323767','Commercial Street','Casual Dining','Brownie, Paneer Manchurian, Chocolate Sizzler, Nachos, Filter Coffee, Panneer Butter Masala, Pizza','Chinese, North Indian, Fast Food, Street Food, Desserts',500,'Dine-out')
,('Lemon Tree Premier, 2/1, St. Johns Road, Ulsoor, Bangalore','Republic Of Noodles - Lemon Tree Premier','No','Yes','4.5/5',550,'+91 8044802005

+91 9986771761','Ulsoor','Casual Dining','Noodles, Kaffir Lime, Spring Roll, Long Island Iced Tea, Yellow Thai Curry, Vanilla Ice Cream, Jasmine Rice','Malaysian, Singaporean, Thai',1800,'Dine-out')
,('86, Spencers Building, Church Street, Bangalore','Coconut Grove','No','Yes','3.9/5',680,'080 25596149','Church Street','Casual Dining, Bar','Beer, Pepper Chicken, Prawn Curry, Appam, Fry Prawns, Chicken Chettinad, Idiyappam','South Indian, Chettinad, Kerala, Seafood',1200,'Dine-out')
,('2nd &3rd Floor, 1 MG Mall, MG Road, Bangalore','Smaaash','No','Yes','4.2/5',538,'+91 9902526032

+91 9113636391','MG Road','Casual Dining, Pub','Pizza, Nachos, Draught Beer, Pasta, Potli Biryani, Mojito, Long Island Iced Tea','North Indian, Pizza, Chinese',1500,'Dine-out')
,('The Park Bangalore, 14/7, MG Road, Bangalore','i-Bar - The Park Bangalore','No','No','3.8/5',617,'080 25320445

+91 9049882302','MG Road','Lounge','Fish Fingers','North Indian, Chinese, Mediterranean',3000,'Dine-out')
,('Prestige RR 55/1 &55/9 2nd Floor Church Street, Bangalore','Chugg','No','Yes','3.9/5',747,'+91 9535812658
+91 8147347573','Church Street','Pub','Beer, Butter Garlic Prawns, Potato Wedges, Nachos, Pasta, Cocktails, Burgers','Finger Food, Continental, Asian, North Indian',1500,'Dine-out')
,('29, Ground Floor, White House, St. Marks Road, Bangalore','MTR 1924','No','No','4.2/5',697,'080 22118083','St. Marks Road','Quick Bites','Filter Coffee, Rava Idli, Rava Masala Dosa, Vada, Raagi Dosa, Podi Dosa, Badam Halwa','South Indian',300,'Dine-out')
,('19, Ground Floor, Church Street, Bangalore','Indian Coffee House','No','No','4.0/5',1217,'080 25587088','Church Street','Quick Bites','Mutton Cutlets, Filter Coffee, Masala Dosa, Omelette, Vada, Scrambled Eggs, Hot Coffee','South Indian',200,'Dine-out')
,('13, Rhenius Street, Opposite Hockey Stadium, Shanti Nagar, Bangalore','Plan B','No','No','4.2/5',2020,'+91 8880022737','Shanti Nagar','Casual Dining, Pub','Chicken Wings, Burgers, Beer, Cocktails, Mocktails, Nachos, Chips','American, Finger Food, BBQ, Steak',1200,'Drinks & nightlife')
,('188, Kundalahalli, ITPL Main Road, Brookefield, Bangalore','Onesta','Yes','Yes','4.3/5',840,'080 42090652
080 4250469','Brookefield','Casual Dining, Cafe','Pasta, Virgin Mojito, Mousse, Barbeque Chicken Pizza, Cappuccino, Wedges, Thin Crust Pizza','Pizza, Cafe, Italian',600,NULL)
,('3, A Square Plaza, Ground Floor, ITPL Main Road, Near Brookefield Mall, Brookefield, Bangalore','Imperio Restaurant','Yes','Yes','4.2/5',767,'080 61525151','Brookefield','Casual Dining','Hyderabadi Biryani, Chicken Kebab, Corn Paratha, Chicken Dosa, Butter Chicken, Fish, Malabari Biryani','North Indian, Arabian, Mughlai, Biryani, Seafood, Beverages',700,'Buffet')
,('125, 1st Floor, Mahadevanpura Post, Brookefield, Bangalore','Zaica Dine & Wine','Yes','Yes','3.8/5',818,'080 41162485','Brookefield','Casual Dining, Bar','Lemon Chicken, Egg Curry, Malai Kofta, Veg Starter, Biryani, Gajar Ka Halwa, Dal Tadka','North Indian',750,'Buffet')
,('2nd Floor, I20-A2, EPIP Zone, Near Vydehi Hospital, Whitefield, Bangalore','AB''s - Absolute Barbecues','No','Yes','4.8/5',2882,'040 45659913','Whitefield','Casual Dining','Mutton Roganjosh, Mutton Keema, Mutton Curry, Macaroon, Paan Ice Cream, Sea Food, Prawn','European, Mediterranean, North Indian, BBQ',1600,NULL)
,('120 A3, 2nd Floor, Santosh Tower, EPIP Industrial Area, Phase 1, Hoodi Village, Whitefield, Bangalore','Flechazo','No','Yes','4.9/5',2745,'+91 8884333312','Whitefield','Casual Dining','Pizza, Mutton Kebab, Chicken Biryani, Sea Food, Chicken Dim Sum, Mutton Keema, Pasta','Asian, Mediterranean, North Indian, BBQ',1400,NULL)
,('TR 9, 4th Floor, Plot 95, EPIP Zone, Near Vaidehi Hospital Circle, Whitefield, Bangalore','Ji Hazoor','Yes','Yes','4.0/5',2807,'080 49652519','Whitefield','Casual Dining, Bar','Chicken Salad, Mocktails, Mutton Curry, Chicken Dum Biryani, Egg Masala, Egg Salad, Karela Salad','Mughlai, North Indian, Biryani, Afghan',1100,NULL)
,('28/2, 1st Floor, Siddapura, Whitefield Main Road, Whitefield, Bangalore','Mainland China','Yes','Yes','4.7/5',1512,'080 49652995','Whitefield','Casual Dining','Jumbo Prawns, Tai Pai Chicken, Singapore Noodles, Wine, Cocktails, Chicken Dim Sum, Momos','Chinese, Momos',1700,NULL)
,('Bengaluru Marriott Hotel, 75, 8th Road, EPIP Area, Whitefield, Bangalore','M Cafe - Bengaluru Marriott Hotel Whitefield','No','Yes','4.1/5',821,'080 45128695','Whitefield','Fine Dining','Rasmalai, Salads, Pasta, Pizza, Mutton Biryani, Cocktails, Coffee','North Indian, American, Italian',2500,'Buffet')
,('Level 1, Inorbit Mall, Plot 75, EPIP Area, Whitefield, Bangalore','The Square Table','Yes','Yes','4.2/5',560,'080 28029599
+91 9717617385','Whitefield','Casual Dining','Kadhai Murgh, Lassi, Rabri, Mutton Biryani, Chaat, Dal Makhani, Malpua','North Indian, Maharashtrian, South Indian',1000,NULL)
,('125, Kundalahalli, Brookefield Main Road, CMR IT College, Brookefield, Bangalore','Chai Galli','Yes','No','4.2/5',819,'+91 8041314000
+91 9980516040','Brookefield','Cafe','Tea, Chai, Nachos, Poha, Veg Sandwich, Bombay Sandwich, Sandwiches','Cafe, Street Food',300,'Cafes')
,('335, 1st Main, B Block, Brookefield, Bangalore','Refresh','Yes','Yes','3.2/5',501,'+91 8041466438
+91 9686000200','Brookefield','Cafe','Poha, Masala Tea, Sandwiches, Pav Bhaji, Coffee, Egg Roll, Omelette','Cafe, Beverages',500,'Cafes')
,('194, A-Block, AECS Layout, Kundanahalli, Brookefield, Bangalore','An Egg Story','No','No','4.1/5',701,'+91 9986419110','Brookefield','Cafe','Healthy Breakfast, English Breakfast, Caesar Salad, Burgers, Enchiladas, Sunday Brunch, Omelette','Cafe, Continental, American, Italian',600,'Cafes')
,('Ground Floor, EPIP Zone, Near BMTC Bus Depot, Whitefield, Bangalore','Bloomsbury''s Global Kitchen & Bakehouse','Yes','Yes','4.5/5',733,'080 46411455
080 46411466','Whitefield','Cafe, Dessert Parlor','Pizza, Cheesecake, Burgers, Pasta, Waffles, Chocolate Cake, Veg Burger','American, Cafe, Continental, French, Burger, Mexican, Desserts, Pizza',900,NULL)
,('Palm Meadows Club, Ramagondana Halli, Varthur Road, Whitefield, Bangalore','Cafe Palmyra','No','Yes','4.2/5',500,NULL,'Whitefield','Casual Dining, Cafe','Club Sandwich, Pork Chops, Sunday Brunch, Burgers, Fish Fingers, Pizza, Chicken Tikka','Chinese, North Indian, Continental, Cafe',2000,'Cafes')
,('Shop 2, Park Nest Apartment, Near Munekolala Government High School, Munekolala, Marathahalli, Bangalore','Midnight Mania','Yes','No','3.8/5',599,'080 41246968
+91 7892104269','Marathahalli','Delivery','Veggie Pizza, Pasta, Peri Peri Pizza, Garlic Bread, Margherita Pizza','Pizza, Italian, Beverages',700,'Delivery')
,('389/2, 7th Cross, Jayammamuni Reddy Building, Tulsi Theatre Road, Marathahalli, Bangalore','Biryani Day','Yes','No','3.7/5',751,'+91 8884116111
+91 9986095851','Marathahalli','Casual Dining','Tandoori Chicken, Chicken Boneless Biryani, Paneer Biryani','North Indian, Chinese, Biryani, Andhra',500,'Delivery')
,('90/3 Sri Sapthagiri Complex,Outer ring road marathahalli,Opp to innovative Multiplex, Marathahalli, Bangalore','Yo! Chow','Yes','Yes','4.4/5',1777,'080 40980666','Marathahalli','Casual Dining','Noodles, Garlic Butter Noodle, Momos, Chicken Soup, Vanilla Ice Cream, Mocktails, Jasmine Tea','Chinese, Momos',800,NULL)
,('147/1, Varthur Kodi, Opposite Columbia Asia Hospital, Ozean Road, Whitefield Main Road, Whitefield, Bangalore','Orbis Restaurant','Yes','Yes','3.9/5',1117,'080 40990088
080 40996655','Whitefield','Casual Dining','Chicken Biryani, Burgers, Halwa, Shawarma Roll, Malabari Biryani, Noodles, Barbeque Chicken','Arabian, North Indian, Chinese, Salad, Beverages',750,'Delivery')
,('90/3, Opposite to Innovative Multiplex, Outer Ring Road, Marathahalli, Bangalore','Cream Stone','Yes','No','4.1/5',502,'080 48654145','Marathahalli','Dessert Parlor','Waffles, Vanilla Ice Cream, Hot Chocolate Fudge, Coffee, Brownie, Tiramisu, Chocolava','Desserts, Beverages',500,'Delivery')
,('605, AECS Layout, Kundanahalli, Brookefield, Bangalore','Kesar Sweet Shop and Fast Food','No','No','4.1/5',1123,'+91 7760039922
+91 9886327139','Brookefield','Quick Bites','Chole Bhature, Jalebi, Chaat, Puri Sabzi, Buttermilk, Dhokla, Panipuri','North Indian, South Indian, Chinese, Street Food, Mithai',500,'Delivery')
,('49, Upkar Layout, ITPL Road, Next To GR Tech Park, Whitefield, Bangalore','FreshMenu','Yes','No','3.2/5',835,'+91 9019245000','Whitefield','Delivery','Salads, Noodles, Salad, Pizza, Pasta, Mousse, Sandwiches','Healthy Food, Chinese, Biryani, North Indian, Continental, Salad, American, Burger',450,'Delivery')
,('Opposite Silver Line Bakery, Kundanahalli Gate, ITPL Main Road, Brookefield, Bangalore','M.M.A. Kabab''s & Biriyani Center','Yes','No','3.2/5',789,'+91 9901251691','Brookefield','Quick Bites','Biryani, Chicken Grill, Roast Chicken, Tandoori Chicken, Pepper Chicken, Roti, Rolls','Arabian, Mughlai, Chinese, Kebab, Fast Food',400,'Delivery')
,('1st Main, Sree Ramanjaneya Layout, Marathahalli, Bangalore','Maria Taste Circle','Yes','No','3.9/5',666,'+91 9035520077
+91 9035520088','Marathahalli','Casual Dining','Appam, Paratha, Crab Masala, Tea, Mutton Stew, Fish, Chicken Masala','South Indian, North Indian, Kerala, Seafood',450,'Delivery')
,('1st Floor, Besides Printo, Doddanakundi Industrial Area, Graphite India Road, Mahadevpura Post, Whitefield, Bangalore','Maa Bhook Lagi','Yes','No','4.0/5',901,'+91 7411474341','Whitefield','Delivery','Kheer, Raita, Custard, Rajma Chawal, Gulab Jamun, Aloo Paratha, Chole','North Indian',400,'Delivery')
,('Virginia Mall, 10 - 12, Ramgondanahalli, Varthur Hobli, Whitefield, Bangalore','Paradise','Yes','Yes','3.9/5',1644,'+91 9513477576
+91 9886225506','Whitefield','Casual Dining','Chicken Biryani, Mutton Biryani, Vegetable Biryani, Mutton Seekh Kebab, Hyderabadi Dum Biryani, Chicken Tenders, Egg Biryani','Biryani, North Indian, Kebab',800,'Delivery')
,('Tata Star Extra, Opposite Shankara Eye Hospital, Kundalahalli Gate, Varthur Road, Marathahalli, Bangalore','Corner House Ice Cream','Yes','No','4.5/5',949,'+91 9880851151','Marathahalli','Dessert Parlor','Ice Cream Sundae, Fruit Salad, Hot Chocolate Fudge, Brownie, Chocolate Mousse, Chocolate Icecreams, Almond Fudge','Ice Cream, Desserts',400,'Delivery')
,('Sriven Square, 2nd Floor, Above Reliance Trends, Opposite Shankar Eye Hospital, Kundalahalli Gate, Brookefield, Bangalore','Kritunga Restaurant','No','No','2.9/5',595,'+91 8000969666
+91 7348971717','Brookefield','Casual Dining','Bhindi Fry, Paneer Biryani, Bamboo Chicken, Vegetable Biryani, Mushroom Biryani, Sweet Corn Soup, Butter Naan','Andhra, Biryani, North Indian, Chinese',650,'Delivery')
,('120, Ground Floor, EPIP Zone, Near BMTC Bus Depot, Whitefield, Bangalore','Cold Stone Creamery','Yes','No','4.3/5',501,'080 46411444','Whitefield','Dessert Parlor','Chocolate Devotion, Pomegranate Sorbet, Waffles, Brownie, Apple Pie, Cheesecake Ice Cream, Coffee','Ice Cream, Desserts',400,'Delivery')
,('42/111, 2nd Floor, Opposite Brookfield Mall, Kundalahalli, Brookefield, Bangalore','Shanmukha','Yes','No','4.0/5',546,'080 49652481','Brookefield','Casual Dining','Raita, Chicken Biryani, Mutton Biryani, Vegetable Biryani, Chicken Curry, Prawn, Gulab Jamun','Biryani, Andhra, North Indian, Chinese',800,'Delivery')
,('90/3, Opposite Innovative Multiplex, Beside World of Titan, Outer Ring Road, Marathahalli, Bangalore','Onesta','Yes','Yes','4.6/5',2750,'080 43712506','Marathahalli','Casual Dining, Cafe','Mojito, Pasta, Bbq Chicken Pizza, Butter Chicken Pizza, Farmhouse Pizza, Ricotta Ravioli, Roast Chicken Pizza','Pizza, Cafe, Italian',600,NULL)
,('107/P2, Arun Compound, Opposite HCL, ITPL Main Road, Whitefield, Bangalore','U.P. Dhaba','Yes','No','2.8/5',511,'+91 9632703984','Whitefield','Quick Bites','Paratha, Paneer Thali, Tandoori Roti, Chole Bhature','North Indian, Chinese',350,'Delivery')
,('36/4, Fourth Floor, Soul Space Arena, Outer Ring Road, Doddanekkundi Village, Marathahalli, Bangalore','Brew and Barbeque - A Microbrewery Pub','Yes','Yes','4.7/5',5746,'080 45128649','Marathahalli','Microbrewery, Pub','Bbq Platter, Craft Beer, Cocktails, Nachos, Pizza, Cosmopolitan, Wheat Beer','Continental, North Indian, BBQ, Steak',1400,NULL)
,('Ground Floor, Soul Space Paradigm, Next to Innovative Multiplex, Bata Showroom, Marathahalli, Bangalore','Sidewalk - The Garden Bar','Yes','Yes','4.5/5',2949,'+91 9591325180
+91 9999266306','Marathahalli','Bar, Casual Dining','Veg Burger, Pesto Pasta, Cocktails, Pizza, Craft Beer, Chicken Steak, Prawn','North Indian, Continental, Chinese, Thai',1300,NULL)
,('Prasanth Layout, Prasanth Extension, Whitefield, Bangalore','Thalassery Restaurant','Yes','No','3.0/5',530,'+91 8884522111','Whitefield','Casual Dining','Kadala Curry, Appam, Shawarma Roll, Mutton Stew, Tea, Thalassery Biryani, Chicken Fry','Kerala, Biryani, South Indian, North Indian, Chinese, Arabian, Beverages',500,'Delivery')
,('33, Sundari Armadale, Whitefield Main Road, Adjacent to Forum Value Mall, Varthur Kodi, Whitefield, Bangalore','Sorse','Yes','Yes','4.0/5',956,'080 49652586','Whitefield','Casual Dining','Fish, Prawn Malai Curry, Mishti Doi, Dhokar Dalna, Biryani, Mutton Kosha, Malpua','Bengali, Seafood',750,'Delivery')
,('83, GP Plaza, Outer Ring Road,Near Kala Mandir, Marathahalli, Bangalore','Nizam''s Biryani House','Yes','No','3.9/5',756,'+91 8123403000
+91 9036008357','Marathahalli','Casual Dining','Hyderabadi Biryani, Tikka, Chicken Biryani, Chicken Lollipop, Paneer Kulcha','North Indian, Biryani',1000,'Delivery')
,('Next to Airtel 4G, Near Kartik Nagar, Outer Ring Road, Marathahalli, Bangalore','Delhi Walle','Yes','No','3.9/5',631,'080 48525785
+91 7624912777','Marathahalli','Quick Bites','Chole Bhature, Deluxe Thali, Lassi, Chaat, Aloo Paratha, Soya Chaap Biryani, Dahipuri','North Indian, Street Food',300,'Delivery')
,('Near Innovative Multiplex, Tulasi Theatre Main Road, Marathahalli, Bangalore','Nandighosha','Yes','No','3.6/5',535,'+91 7619356318
+91 8884911391','Marathahalli','Quick Bites','Fish Curry, Dal Makhani, Khichda, Chicken Handi','Bengali, Seafood, Oriya, North Indian, Biryani',400,'Delivery')
,('2nd Floor, Santosh Tower, 3rd Road, EPIP, Whitefield, Bangalore','Suryawanshi','Yes','No','4.1/5',926,'080 41229678
+91 9738019048','Whitefield','Casual Dining','Misal Pav, Mutton Fry, Malwani Food, Mutton Thali, Chicken Fry, Sabudana Vada, Chicken Handi','Maharashtrian, Seafood',700,'Delivery')
,('5/2A, Jagrithi, Ramagondanahalli, Whitefield, Bangalore','The Fat Chef','Yes','Yes','4.1/5',1739,'080 40992981
080 40992982','Whitefield','Casual Dining','Caesar Salad, Khao Suey, Beef Steak, Veggie Pizza, Pasta, Peri Peri Chicken Pizza, Mousse','Japanese, Italian, American, Asian, North Indian, Steak',1400,'Delivery')
,('120-A3, 3rd Road, Ground Floor, Santosh Tower, EPIP Area, Whitefield, Bangalore','The Egg Factory','Yes','No','4.0/5',738,'080 41289056','Whitefield','Casual Dining','French Toast, Pasta, Egg Pav Bhaji, Khau Suey, Shakshouka, Chicken Burger, Omelette','Continental, American',750,'Delivery')
,('33, Sundari Armadale, 3rd Floor, Above Axis Bank, Next to Forum Value Mall, Whitefield Main Road, Whitefield, Bangalore','Boondock Bistro','Yes','Yes','4.0/5',1623,'080 49653464','Whitefield','Casual Dining, Cafe','Burgers, Steak, Baconator Burger, Chicken Bbq Wings, Cream Soup, Sandwiches, Pasta','Steak, Continental, American, Italian, Salad, Cafe',900,'Delivery')
,('90/3, Opposite Innovative Multiplex, Outer Ring Road, Marathahalli, Bangalore','Leon Grill','Yes','No','4.0/5',652,'080 48654147','Marathahalli','Quick Bites','Burgers, Fries, Chicken Jumbo Burger, Salads, Jumbo Royale Burger, Peri Peri Wrap, Peri Peri Chicken Burger','Turkish, Arabian, Fast Food, Salad, Healthy Food, Desserts',450,'Delivery')
,('Lower Ground Floor, Ascendas Park Square Mall, Whitefield, Bangalore','Cafesta','Yes','No','4.3/5',559,'+91 8448630631','Whitefield','Cafe','Burgers, Waffles, Coffee, Chocolava, Pasta, Chocolate Cake, Brownie','Cafe, Italian, Fast Food, Desserts',550,'Delivery')
,('32/2G, NCPR Industrial Layout, Doddanakundi Industrial Area 2, Seetharampalya, Hoodi, Whitefield, Bangalore','eat.fit','Yes','No','4.4/5',1034,NULL,'Whitefield','Delivery','Hyderabadi Chicken, Murgh Khurchan, Rajma, Brownie Chocolate, Cabbage Salad, Raita, Chicken Curry','Healthy Food, North Indian, Biryani, Continental, Sandwich, Desserts',500,NULL)
,('3rd Floor, Forum Neighbourhood Mall, Varthur Main Road, Whitefield, Bangalore','Rajdhani Thali Restaurant','Yes','Yes','3.8/5',741,'080 25939309','Whitefield','Casual Dining','Veg Thali, Aamras, Samosa, Buttermilk, Dal Bati Churma, Rajdhani Thali, Dhokla','North Indian',900,'Delivery')
,('1338, D Block, AECS Layout, Opposite Water Tank Ground, Brookefield, Bangalore','Simhapuri Kitchen','Yes','Yes','4.0/5',510,'+91 7022344559
080 41118430','Brookefield','Casual Dining','Hyderabadi Biryani, Gongura Biryani, Butter Naan, Vegetarian, Mutton Biryani, Ghee Karam Dosa, Tandoori Chicken','Andhra, Biryani, Chinese, South Indian',800,'Delivery')
,('Ground Floor, Forum Shantiniketan, Whitefield Main Road, Hoodi, Whitefield, Bangalore','Punjab Grill','Yes','No','4.9/5',518,'+91 8448581880
+91 8448581881','Whitefield','Casual Dining','Kadai Paneer, Kulfi, Kadhai Paneer, Dahi Kebab, Butter Chicken, Murgh Lababdar, Lunch Buffet','North Indian',2000,'Delivery')
,('FB 11, 1st Floor, Inorbit Mall, EPIP Area, Whitefield, Bangalore','Biryani Kitchen','Yes','No','4.3/5',627,'080 28029555','Whitefield','Food Court','Chicken Boneless Biryani, Hyderabadi Dum Biryani, Raita, Mutton Biryani, Prawn Biryani, Vegetable Biryani, Hyderabadi Chicken Biryani','Biryani',450,'Delivery')
,('619, 2nd Floor, Whitefield Main Road, Whitefield, Bangalore','Bangalore Mandarin','Yes','No','4.2/5',764,'080 40914803
080 40998477','Whitefield','Casual Dining','Singapore Noodles, Kung Pao Chicken, Mixed Fried Rice, Corn Fritters, Clear Soup, Fish, Rice Noodles','Chinese, Seafood',1100,'Delivery')
,('ITPL Ascendas Park Square Mall, ITPL, First Floor, ITPB, Whitefield Road, Bangalore,','Oliver''s Pub & Diner','Yes','Yes','3.9/5',539,'+91 8043691111
+91 8028026519','Whitefield','Pub, Casual Dining','Pizza, Beer, Cocktails, Nachos, Pasta, Moo Burger, Noodles','Finger Food, American, Continental, Burger, Pizza',1500,'Delivery')
,('5/3, BEML Layout, Kundanahalli Gate, Whitefield, Bangalore','Biriyani Zone','Yes','No','3.9/5',1618,'+91 9886639782
+91 9886639783','Whitefield','Casual Dining','Plain Rice, Hyderabadi Biryani, Panneer Butter Masala, Mutton Biryani, Tandoori Chicken, Chicken Boneless Biryani, Vegetable Biryani','Biryani, North Indian, Chinese, Seafood',800,'Delivery')
,('100, Whitefield Main Road, Whitefield, Bangalore','Glen''s Bakehouse','Yes','Yes','4.2/5',794,'080 48524900','Whitefield','Bakery, Cafe','Pizza, Cheesecake, Pasta, Risotto, Chicken Burger, Sandwich, Hot Chocolate','Bakery, Cafe, Italian, Desserts',600,NULL)
,('120/57, Ground Floor, Azeem''s Gold Building, Whitefield, Bangalore','Stoner','Yes','No','4.3/5',544,'+91 8028455660','Whitefield','Dessert Parlor, Cafe','Burgers, Paan Ice Cream, Butter Chicken Pizza, Peri Peri Chicken Burger, Caramel Custard, Cheesecake, Hot Chocolate','Ice Cream, Cafe, Pizza, Burger, Desserts, Beverages',500,'Delivery')
,('2nd Floor, Forum Neighbourhood Mall, Whitefield, Bangalore','Toscano','Yes','Yes','4.3/5',1017,'+91 7619320072
+91 8123430127','Whitefield','Casual Dining','Pizza, Pasta, Mocktails, Tiramisu, Salads, Cocktails, Sea Food','Italian, Salad',1500,'Delivery')
,('Near Thubarahalli Bus Stop, Inside Gurukul Compound, Thubarahalli, Whitefield, Bangalore','Kapoor''s Cafe','No','No','4.2/5',2992,'+91 9739267702
+91 8105674336','Whitefield','Casual Dining','Paratha, Matka Lassi, Rabri, Masala Soda, Chaach, Veg Kolhapuri, Punjabi Lassi','North Indian',800,'Delivery')
,('35/1A, Munnekolalu Village, Marathahalli, Bangalore','Wok With Chung','No','No','3.8/5',688,'080 28540039
080 28540041','Marathahalli','Casual Dining','Noodles, Drunken Chicken Wings, Chicken Satay, Golden Fried Prawns, Mushroom Manchurian, Spring Roll, Chop Suey','Chinese, Thai',1000,'Delivery')
,('614, C Block, AECS Layout, Kundalahalli, Brookefield, Bangalore','Moriz Restaurant','Yes','No','2.8/5',1870,'080 41614242
080 41614243','Brookefield','Casual Dining','Al Faham Chicken, Kalmi Kebab, Bbq Chicken, Chicken Tikka, Shawarma, Malabari Biryani, Chicken Wrap','Arabian, North Indian, Biryani, Chinese, Seafood',750,'Delivery')
,('Silver Springs Layout, Near Spice Garden Restaurant, Marathahalli, Bangalore','Puchkas','Yes','No','4.1/5',673,'+91 9008011110
+91 8050403007','Marathahalli','Quick Bites','Chaat, Panipuri, Jalebi, Vada Pav, Samosa, Gol Gappe, Chole Bhature','Street Food, North Indian',200,'Delivery')
,('17, Green Park Avenue, Opposite Yamaha Showroom, Whitefield, Bangalore','Orzuv','Yes','Yes','3.8/5',818,'+91 7780838093
+91 9663542684','Whitefield','Casual Dining, Cafe','Tabakh Maaz, Phirni, Mutton Kanti, Saffron Kahwa, Tea, Mutton Roganjosh, Meat Balls','Kashmiri, Cafe',1100,'Delivery')
,('601, Ground Floor, 1st Main, AECS Layout, Kundanahalli, Brookefield, Bangalore','Jade','Yes','Yes','3.7/5',690,'080 41609484','Brookefield','Casual Dining','Chicken Manchow Soup, Lime Soda, Clear Soup, Spring Roll, Veg Manchurian, Chilli Potatoes, Wonton Soup','Chinese, Seafood, Momos',750,'Delivery')
,('Third Floor, Ascendas Park Square, ITPL Main Road, Whitefield, Bangalore','Amoeba Sports Bar','Yes','Yes','3.9/5',568,'080 49652977','Whitefield','Lounge, Bar','Pasta, Fish, Beer, Chicken Wings, Mocktails, Gulab Jamun, Lunch Buffet','Continental, Chinese',1000,'Delivery')
,('1st Floor, Inorbit Mall, EPIP Industrial Area, Sai Baba Hospital, Whitefield, Bangalore','Happy Singh','Yes','No','3.8/5',507,'+91 9742266961
080 28029668','Whitefield','Casual Dining','Deluxe Thali, Mango Lassi, Hara Bhara Kebab, Jumbo Lassi, Jal-jeera, Amritsari Paneer, Gulab Jamun','Chinese, North Indian',900,'Delivery')
,('25/7, Doddannakundi, Outer Ring Road, Mahadevapura, Marathahalli, Bangalore','Jalsa','Yes','Yes','4.2/5',2173,'+91 7406617555
+91 7406627555','Marathahalli','Casual Dining','Mutton Curry, Stuffed Mushroom, Laccha Paratha, Prawn, Multani Paneer Tikka, Butter Chicken, Murgh Patiala','North Indian, Mughlai',1500,'Delivery')
,('3, Sai Baba Temple Road, Green Garden Layout, Silver Springs Layout, Munnekollal, Marathahalli, Bangalore','Kaafi Desi','Yes','No','4.1/5',515,'+91 9599154965','Marathahalli','Quick Bites','Samosa, Jalebi, Rasmalai, Poha, Aloo Poori, Panipuri, Aloo Sabji','North Indian, Street Food',150,'Delivery')
,('Plot No 7, 4th Floor, Prashanth Layout, Trijal Commerspace, ITPL Main Road, Hope Farm Circle, Whitefield, Bangalore','Beyond Elements','Yes','Yes','4.1/5',859,'080 48500777','Whitefield','Casual Dining, Cafe','Masala Chaach, Dal Makhani, Pasta, Wood Fire Pizza, Sweet Lassi, Bharwan Mushroom, Paneer Tikka Masala','Cafe, Italian, Pizza, North Indian',900,'Delivery')
,('1st Floor, Santosh Tower, 3rd Road, EPIP Industrial Area, Phase 1, Hoodi Village, Whitefield, Bangalore','Salt Mango Tree','Yes','No','4.3/5',517,'080 49653536','Whitefield','Casual Dining','Mushroom Soup, Faluda, Paratha, Banana Fritters, Kerala Parotta, Fruit Juices, Murgh Ghee Roast','Kerala',1000,NULL)
,('42/2, Varthur Main Road, Marathahalli, Bangalore','Golkonda Chimney','Yes','Yes','3.7/5',1813,'080 42053331
080 28476532','Marathahalli','Casual Dining','Paneer Tikka, Carrot Halwa, Rolls, Mutton Biryani, Chilli Chicken, Chicken Manchow Soup, Tom Yum Soup','Biryani, North Indian, Mughlai',850,'Delivery')
,('188, Kundalahalli, ITPL Main Road, Brookefield','Chef Baker''s','Yes','No','4.0/5',544,'+91 7406066610
+91 7406066612','Brookefield','Bakery','Burgers, Salads, Pizza, Sandwiches, Pesto Pasta, Pasta Alfredo, Chocolate Brownie Bowl','Bakery',450,'Desserts')
,('43, 1st Floor, Kundanahalli Gate, ITPL Main Road, Brookefield, Bangalore','Gilly''s Restobar','No','Yes','4.4/5',1700,'080 49653492','Brookefield','Pub, Casual Dining','Mutton Biryani, Drunken Chicken, Chicken Biryani, Beer, Cocktails, Pasta, Onion Rings','Continental, Finger Food, North Indian, Chinese',1200,NULL)
,('601, 3rd Floor, C Block, AECS Layout, Brookefield, Bangalore','Chulha Chauki Da Dhaba','Yes','No','4.1/5',2143,'080 40925270

+91 7349738047','Brookefield','Casual Dining','Lassi, Malai Kebab, Kadhai Mushroom, Lahori Chicken, Chicken Keema, Paneer Kofta, Ginger Chicken','North Indian',800,'Dine-out')
,('Cosmos Mall, Brookefield, Bangalore','Taco Bell','Yes','No','4.0/5',777,'+91 8448797300
+91 7406630449','Brookefield','Quick Bites','Nachos, Burrito, Rice Bowl, Pizza, Fiesta Potatoes, Chicken Burritos, Crispy Tacos','Mexican, American, Fast Food',600,'Dine-out')
,('2, Doddanekkundi, Whitefield Road, Mahadevpura, Whitefield, Bangalore','Biergarten','No','Yes','4.7/5',6865,'+91 8033946181','Whitefield','Microbrewery, Pub','Wheat Beer, Risotto, Craft Beer, Caesar Salad, Pizza, Biryani, Cheesy Garlic Bread','Continental, European, BBQ, Chinese, Asian',2400,NULL)
,('331, Road 5B, EPIP Area, Next to KTPO, Whitefield, Bangalore','Windmills Craftworks','No','No','4.6/5',5890,'+91 8880233322','Whitefield','Microbrewery, Pub','Keema Pav, Cocktails, Craft Beer, Pork Chops, Mocktails, Hefeweizen, Nachos','American, North Indian, Salad',2500,NULL)
,('2, Graphite India Road, Doddanekundi Industrial Area, Whitefield, Bangalore','Pablo''s Gastrobar','No','No','4.1/5',1073,'00 9108214702','Whitefield','Bar','Cocktails, Beer, Potato Wedges, Pizza, Long Island Iced Tea, Peri Peri Fries, Chilli Chicken','Finger Food, American, Asian, Italian',1450,'Dine-out')
,('135, Munekolala Varthur hobli, HAL Main Road, Marathahalli, Bangalore','A2B - Adyar Ananda Bhavan','Yes','No','2.7/5',596,'18001036363
080 25229959','Marathahalli','Casual Dining','Ghee Dosa, Chai, Mysore Pak, Filter Coffee, Vada, Salad, Masala Dosa','South Indian, Fast Food, Street Food',400,'Dine-out')
,('1st Floor, OYO Building, Silver Spring Layout, Spice Garden, Munnekolalu, Marathahalli, Bangalore','Faasos','Yes','No','3.8/5',632,'+91 7700020020','Marathahalli','Quick Bites','Rolls, Salad, Dal Makhani, Chicken Wrap, Pizza, Chocolate Cake, Chocolate Fantasy','North Indian, Biryani, Fast Food',500,'Dine-out')
,('417, M.S Reddy Layout, Opposite Maha Bazaar Supermarket, Marathahalli, Bangalore','Thalassery Restaurant','Yes','No','3.1/5',509,'+91 9916352553','Marathahalli','Quick Bites','Coffee, Kerala Parotta, Thalassery Dum Biriyani, Appam, Noodles, Malabari Biryani, Thalassery Chicken Curry','Kerala, Biryani, South Indian, North Indian, Chinese, Arabian, Beverages',500,'Dine-out')
,('100 Feet Road, 1st Phase, Near Jayadeva Flyover, 2nd Stage, BTM, Bangalore','AB''s - Absolute Barbecues','No','Yes','4.9/5',6375,'040 45659912','BTM','Casual Dining','Tangdi Chicken, Bbq Buffet, Chocolate Icecreams, Kofta Curry, Mutton Seekh Kabab, Paneer Curry, Mutton Keema','European, Mediterranean, North Indian, BBQ',1600,NULL)
,('5th Floor, CPR Tower, 100 Feet Ring Road, 1st Phase, 2nd Stage, BTM, Bangalore','3B''s - Buddies, Bar & Barbecues','No','Yes','4.4/5',1149,'+91 8880088696','BTM','Casual Dining, Bar','Paan Ice Cream, Cocktails, Fish Grill, Crispy Corn, Butter Chicken, Phirni, Chicken Tikka','North Indian, Mediterranean, European, BBQ',1100,'Buffet')
,('105, 1st A Cross Road, Jyothi Nivas College Road, Koramangala 5th Block, Bangalore','The Black Pearl','No','Yes','4.7/5',10413,'080 49652452','Koramangala 5th Block','Casual Dining, Bar','Chocolate Lollipop, Chocolate Biscuit, Fire Shots, Sangria, Chocolate Ganache, Paneer Makhani, Corn Fry','North Indian, European, Mediterranean',1400,'Buffet')
,('8, Koramanagala Industrial Layout, Near HDFC Bank, Koramangala 5th Block, Bangalore','XOOX Brewmill','No','Yes','4.4/5',1533,'080 49652469','Koramangala 5th Block','Microbrewery, Casual Dining','Cocktails, Apple Cider, Craft Beer, Burgers, Stout, Seafood Salad, Noodles','Modern Indian, European, Asian',2000,NULL)
,('60, Jyothi Nivas College Road, Koramangala 5th Block, Bangalore','Buff Buffet Buff','Yes','Yes','4.5/5',3125,'080 45128765','Koramangala 5th Block','Casual Dining, Bar','Egg Chilli, Butter Naan, Watermelon Juice, Chocolate Halwa, Fry Prawns, Mocktails, Salads','North Indian, Chinese, Continental, Thai, Salad',1500,'Buffet')
,('105, 1st Main, KHB Colony, Jyothi Nivas College Road, Koramangala 5th Block, Bangalore','Boho','No','Yes','4.2/5',1721,'080 49653567','Koramangala 5th Block','Casual Dining','Barbecue Chicken Wings, Chilli Paneer, Cocktails, Chicken Steak, Sangria, Spicy Chicken, Burgers','Continental, Asian, American, North Indian, Desserts',1200,NULL)
,('BluPetal Hotel, 60 Jyoti Nivas College Road, Koramangala 5th Block, Bangalore','Sultans of Spice','Yes','Yes','4.5/5',3458,'080 49652770','Koramangala 5th Block','Casual Dining','Jeera Rice, Mutton Chops, Chicken Salad, Vegetable Biryani, Zafrani Mutton Biryani, Mutton Seekh, Mutton Roganjosh','North Indian, Mughlai, Salad',1300,'Buffet')
,('136, Ground Floor, 1st Cross, 5th Block, Jyoti Niwas College Road, Koramangala 5th Block, Bangalore','Asia Kitchen By Mainland China','Yes','Yes','4.9/5',2178,'080 49652573','Koramangala 5th Block','Casual Dining, Bar','Noodles, Chicken Dim Sum, Pad Thai Noodle, Jumbo Prawns, Cocktails, Prawn Sushi, Treasure Soup','Asian, Chinese, Thai, Momos',1500,NULL)
,('130, 1st Cross, Jwoti Nivas College Road, Koramangala 5th Block, Bangalore','Bonsouth','Yes','Yes','4.2/5',2616,'080 49652934','Koramangala 5th Block','Casual Dining','Coconut Payassam, Seafood Soup, Fish, Filter Kaapi, Tender Coconut Payasam, Mutton Curry, Mysore Masala Dosa','Chettinad, Andhra, Kerala',1300,'Buffet')
,('6th Floor, Bangalore Central Mall, JP Nagar, Bangalore','Village - The Soul of India','No','Yes','4.1/5',2456,'080 43283012
+91 9663924344','JP Nagar','Casual Dining','Chaat, Pav Bhaji, Pakoda, Phirni, Veg Buffet, Jalebi, Gulab Jamun','Rajasthani, Gujarati, North Indian, South Indian',1000,'Buffet')
,('2nd Floor, Forum Mall, Koramangala 7th Block, Bangalore Koramangala 7th Block','Toscano','Yes','Yes','4.5/5',710,'080 22067757
+91 7619320075','Koramangala 7th Block','Casual Dining','Pizza, Pasta, Cocktails, Spinach Ravioli, Tiramisu, Panna Cotta, Wine','Italian, Salad',1500,NULL)
,('Grand Mercure, 12th Main, 3rd Block, Koramangala 3rd Block, Bangalore','By The Blue - Grand Mercure','No','Yes','4.1/5',782,'+91 8045121212
+91 8045121637','Koramangala 3rd Block','Casual Dining','Butter Naan, Mocktails, Cocktails, Sunday Brunch, Waffles, Gulab Jamun, Veg Platter','North Indian, Mughlai',1500,'Buffet')
,('2nd Floor, Forum Mall, Koramangala 7th Block, Bangalore','Salt - Indian Restaurant Bar & Grill','Yes','Yes','4.4/5',677,'080 49653245','Koramangala 7th Block','Casual Dining','Dahi Kebab, Lamb, Mocktails, Lassi, Vegetable Biryani, Galauti Kebab, Mutton Biryani','North Indian, Mughlai, Biryani',1500,'Buffet')
,('54, 5th A Cross, Canara Bank Road, 6th Block, Koramangala 6th Block, Bangalore','Oye Amritsar','Yes','Yes','4.0/5',1851,'080 40994451
+91 9945521705','Koramangala 6th Block','Casual Dining','Lassi, Raita, Dal Makhani, Jalebi Rabri, Chaach, Hara Bhara Kabab, Lime Soda','North Indian',600,'Buffet')
,('123, 1st Floor, KHB Colony, Koramangala 5th Block, Bangalore','Hunan','No','Yes','4.3/5',2241,'080 25520154','Koramangala 5th Block','Casual Dining','Noodles, Chicken Momo, Momos, Lunch Buffet, Garlic Butter Noodle, Crab Soup, Jasmine Tea','Chinese, Thai, Momos',1100,'Buffet')
,('103, Industrial Area, 5th Block, Near Jyothi Nivas College','Empire Restaurant','Yes','No','4.1/5',6875,'080 45128675','Koramangala 5th Block','Casual Dining','Brain Fry, Non Veg Thali, Peri Peri Chicken, Egg Biryani, Fruit Salad, Lassi, Jumbo Shawarma','North Indian, Mughlai, South Indian, Chinese',750,'Buffet')
,('2, 2nd Floor, 100 Feet Road, Koramangala 5th Block, Bangalore','Over The Top Terrace Lounge','No','Yes','3.9/5',1388,'+91 9900178608
+91 9900178610','Koramangala 5th Block','Lounge','Nachos, Pasta, Cocktails, Khamiri Roti, Beer, Lamb, Burgers','Continental, North Indian',1400,'Buffet')
,('28, 4th ''B'' Cross, Koramangala 5th Block, Bangalore','Truffles','No','No','4.7/5',14654,'080 49652818','Koramangala 5th Block','Cafe, Casual Dining','Burgers, Pasta, Cocktails, American Cheese Burger, Chicken Salad, Pancakes, Chocolate Dessert','Cafe, American, Burger, Steak',900,'Cafes')
,('23, Near Mangala Kalyana Mantapa, MIG, KHB Colony, Koramangala 5th Block, Bangalore','Dyu Art Cafe','No','No','4.5/5',3826,'+91 9895674244
+91 9611319774','Koramangala 5th Block','Cafe','Coffee, Chocolate Mocha, Hot Chocolate, Chocolate Cake, Sandwiches, Pizza, Bannoffee Pie','Cafe, Italian, Fast Food',800,NULL)
,('136, Rooftop, Above Gold''s Gym, 1st Cross, Koramangala 5th Block, Bangalore','Om Made Cafe','No','No','4.0/5',2729,'080 43024010
080 25533369','Koramangala 5th Block','Cafe','Margarita, Pasta, Mocktails, Lemonade, Bruschettas, Salads, Spaghetti','Cafe, Continental, European, Juices',1300,'Cafes')
,('59, 1st Floor, Diagonally Opposite JNC, Industrial Layout, Koramangala 5th Block, Bangalore','A Hole Lotta Love Cafe','Yes','No','4.4/5',2859,'080 25522562
+91 9611031867','Koramangala 5th Block','Cafe','Burgers, Waffles, Pancakes, Chicken Lasagne, English Breakfast, Sandwiches, Pasta','Cafe, American, Burger, Sandwich, Beverages',600,NULL)
,('104, Vijay Building, 5th Main, Koramangala 5th Block, Bangalore','Hungry Hippie','No','Yes','4.3/5',1463,'080 49653231','Koramangala 5th Block','Cafe','Butter Chicken Pizza, Lamb Burger, Chicken Bao, Vegetable Moussaka, Peri Chicken, Pasta, Pink Lemonade','Cafe, Continental, Italian, Burger',800,NULL)
,('71/72, The Elite, 5th Block, Jyoti Nivas College Road, Koramangala 5th Block, Bangalore','Dice N Dine','Yes','Yes','4.3/5',1800,'080 41302255
+91 8105273207','Koramangala 5th Block','Casual Dining, Cafe','Lasagne, Tiramisu, Virgin Mojito, Chicken Popcorn, Mocktails, Club Chicken Sandwich, Nachos','Continental, Cafe, Italian, Fast Food, Steak',900,NULL)
,('Elite Building Ground Floor, Industrial Layout, Jyoti Niwas College Road, Koramangala 5th Block, Bangalore','Stoner','Yes','No','4.5/5',2594,'080 41253030
+91 9849012123','Koramangala 5th Block','Dessert Parlor, Cafe','Burgers, Spinach Pizza, Butter Chicken Pizza, Chicken Bbq Burger, Tiramisu, Ferrero Rocher, Brownie Shake','Ice Cream, Cafe, Pizza, Burger, Desserts, Beverages',500,NULL)
,('122B, 1st A Cross Road, near to McDonald?s,2 nd floor KHB colony, Koramangala 5th Block, Bangalore','YORK St.','Yes','No','4.4/5',939,'+91 7624945998','Koramangala 5th Block','Cafe','Beef Steak, Custard, Burgers, Beef Stroganoff, Salad, Sandwich, Sandwiches','Cafe, European, Continental',900,'Cafes')
,('203, 1st Main, Koramangala 7th Block, bangalore','Lot Like Crepes','Yes','No','4.7/5',1022,'+91 9742293475
080 65650566','Koramangala 7th Block','Cafe, Dessert Parlor','Paneer Peri Peri, Pancakes, Fajitas, Sweet Crepe, Peri Peri Chicken, Chicken Breast, Nutella Crepe','Cafe, Desserts, Continental',550,'Cafes')
,('10, Fifth A Block, 17th B Main, Koramangala 5th Block, Bangalore','Market Table','No','Yes','4.5/5',546,'080 49652848','Koramangala 5th Block','Cafe','Salads, Healthy Breakfast, Quinoa Salad, Frittata, Pancakes, Smoothie Chocolate, Wheat Roll','Cafe, Continental, Mediterranean, Beverages',900,NULL)
,('100 Feet Road, Next to Karnataka Bank, Near BDA Complex, 3rd Block, Koramangala 3rd Block, Bangalore','Mr. Beans - Home Cafe','Yes','Yes','4.2/5',2709,'080 49653320','Koramangala 3rd Block','Cafe','Coffee, Pasta, Salads, Tiramisu, Pizza, Waffles, Pancakes','Cafe, Continental, Italian',1000,'Cafes')
,('154, 8th Main Road, 3rd Block, Koramangala 3rd Block, Bangalore','154 Breakfast Club','Yes','Yes','4.0/5',1509,'080 25533133','Koramangala 3rd Block','Cafe','Pancakes, Waffles, Bbq Sandwich, Mushroom Ragout, Big Breakfast, Nutella Waffle, Omelette','Cafe, Continental',900,NULL)
,('Ground Floor, Near Forum Mall, Industrial Layout, Koramangala 7th Block, Bangalore','Starbucks','No','No','4.2/5',1355,'18602660010','Koramangala 7th Block','Cafe','Hot Chocolate, Coffee Hazelnut, Caramel Frappuccino, Cappuccino, Mocha Frappuccino, Java Chip Frappuccino, Sandwiches','Cafe, Desserts',700,'Cafes')
,('130, 1st Cross, Koramangala 5th Block, Bangalore','Cafe D''hide','Yes','Yes','4.2/5',869,'+91 7204196666','Koramangala 5th Block','Cafe','Pasta, Coffee, Buffalo Chicken Wings, Caesar Salad, Cheesy Fries, Mojito, Salads','Cafe, American, Continental, Italian',600,'Cafes')
,('473, KHB Colony, 17th C Main, Koramangala 5th Block, Bangalore','Cafe Medley','Yes','No','4.2/5',1059,'+91 8041160865
+91 9845141475','Koramangala 5th Block','Cafe','Coffee, Burgers, Pasta, Sandwiches, Mudcake, Chicken Burger, Pizza','Cafe, Continental, Burger',800,'Cafes')
,('75/2, 17th Main, Hosur Road, Koramangala 5th Block, Bangalore','Smally''s Resto Cafe','Yes','Yes','4.2/5',1692,'+91 7406772442
+91 7406772332','Koramangala 5th Block','Cafe','Burgers, Pasta, Chocolate Mousse, Potato Wedges, Cup Cake, Cheesy Fries, Peri Peri Chicken','Cafe, Italian, Burger, American, Steak',650,NULL)
,('Delivery Only','FreshMenu','Yes','No','3.9/5',582,'+91 9019245000','Koramangala','Delivery','Salads, Burgers, Sandwich, Pasta, Pizza, Rice Bowls, Biryani','Healthy Food, Chinese, Biryani, North Indian, Continental, Salad, American, Burger',450,'Delivery')
,('117, 1st Main, Jakkasandra Extension, Koramangala 1st Block, Bangalore','Delhi Food Point','Yes','No','3.3/5',909,'+91 9844299630','Koramangala 1st Block','Quick Bites','Jeera Rice, Corn Paratha, Paneer Bhurji, Gobhi Matar, Vegetarian, Sweet Lassi, Dal Fry','North Indian, Beverages',250,'Delivery')
,('50/1 Opposite Jyothi Niwas College, Koramangala 5th Block, Bangalore','Wok Paper Scissors','Yes','No','4.3/5',1587,'00 7204653999','Koramangala 5th Block','Casual Dining','Noodles, Manchow Soup, Khau Suey, Chilli Chicken, Chaat, Cheesecake, Momos','Asian, Malaysian, Chinese, Thai, Momos',550,'Delivery')
,('A/4, KHB Colony, Near Airtel Office, 5th Block, 80 Feet Road, Koramangala 5th Block, Bangalore','Momoz','No','No','3.9/5',625,'080 41739353','Koramangala 5th Block','Casual Dining','Noodles, Thukpa, Chop Suey, Chicken Momo, Cheese Momos, Sweet Corn Soup, Prawn','Chinese, Momos',600,'Delivery')
,('635, 100 Feet Road, Koramangala 6th Block, Bangalore','Kota Kachori','Yes','No','4.3/5',3605,'080 49652458','Koramangala 6th Block','Quick Bites','Pyaz Kachori, Chaat, Gajar Ka Halwa, Shrikhand, Jalebi Rabri, Churma, Boondi Raita','Street Food, Desserts, North Indian, Mithai, Rajasthani',400,NULL)
,('2/3, 80 Feet Road, Sony World Signal, Opposite Sapphirez, Koramangala 6th Block, Bangalore','Taco Bell','Yes','No','4.1/5',1959,'+91 8088933838

+91 9731183188','Koramangala 6th Block','Quick Bites','Tacos, Nachos, Potato Pops, Potato Burrito, Fiery Potato, Rice Bowls, Taco Joint','Mexican, American, Fast Food',600,'Delivery')
,('240, 19th Main, Sector 4, HSR, Bangalore','Shree Muthahalli Veg','Yes','No','4.1/5',840,'+91 8884695222

+91 9738284866','HSR','Quick Bites','Rava Idli, Filter Coffee, Tea, Vada, Paper Masala Dosa, Donne Biryani','South Indian, North Indian, Chinese, Juices, Ice Cream',300,'Delivery')
,('#88.KK center Jyoti nivas collage road,Industrial Area, Koramangala 5th Block, Bangalore 560094','Bathinda Junction','Yes','Yes','4.1/5',1242,'+91 9886101619','Koramangala 5th Block','Casual Dining','Butter Chicken, Kadhai Murgh, Rajma Chawal, Kadhai Paneer, Makke Ki Roti, Sweet Lassi, Dal Makhani','North Indian',600,'Delivery')
,('143/A, 60 Feet Road, Koramangala 5th Block, Bangalore','Anand Sweets And Savouries','Yes','No','4.2/5',1076,'080 25631555

080 41104466','Koramangala 5th Block','Sweet Shop','Chaat, Rasmalai, Motichoor Ladoo, Thali, Pav Bhaji, Paneer Tikka, Chole Bhature','Mithai, Street Food',400,'Delivery')
,('Ground & First Floor, 30, Sector 4, 14th Main Road, Opposite BDA Complex, HSR, Bangalore','KFC','Yes','No','3.6/5',621,'080 33994444','HSR','Quick Bites','Burgers, Crispy Chicken, Fiery Chicken, Chicken Wings, Chicken Grill, Rice Bowl, Hot Wings','Burger, Fast Food',400,'Delivery')
,('248, 19th Main, 15th Cross, Near Nilgiris Super Store, Sector 4, HSR Layout, Bangalore, HSR, Bangalore','Mumbai Tiffin','Yes','No','4.4/5',1286,NULL,'HSR','Quick Bites','Thali, Coffee, Buttermilk, Tea, Methi Paratha, Sweet Lassi, Aamras','North Indian',400,'Delivery')
,('1, Near BDA Complex, 14th Main Road, Sector 7, HSR, Bangalore','McDonald''s','Yes','No','3.8/5',509,'+91 8066000666','HSR','Quick Bites','Coffee, Peri Peri Fries, Hot Chocolate, Scrambled Eggs, Donut, Grilled Chicken Wrap, Ice Tea','Burger, Fast Food',500,'Delivery')
,('503, 6th Cross Road, Koramangala 6th Block, Bangalore','Podi Idly','Yes','No','4.3/5',650,'080 41330399','Koramangala 6th Block','Quick Bites','Podi Idli, Masala Dosa, Pongal, Coffee, Mini Idlis, Appam, Raagi Dosa','South Indian',250,'Delivery')
,('67/7, 1st Floor, Roopena Agrahara, Opposite Mahindra Showroom, Hosur Road, Bangalore','Sardarji Ka Dhaba','Yes','No','4.0/5',750,'+91 9513530530

+91 9513530530','Hosur Road','Quick Bites','Lassi, Punjabi Chicken, Paratha, Kadhai Murgh, Butter Naan, Lemon Chicken, Roti','North Indian',250,'Delivery')
,('G 6, Ground Floor, Money Centre, 80 Feet Road, 7th Block, Koramangala 7th Block, Bangalore','Mad Over Donuts','Yes','No','4.2/5',702,'+91 8033166397

+91 8067266398','Koramangala 7th Block','Dessert Parlor','Donut, Latte, Coffee, Choco Bomb, Hot Chocolate, Waffles, Cappuccino','Bakery, Desserts, Beverages',450,'Delivery')
,('1053, 1st Floor, Above Natural''s Salon, 80 Feet Road, Koramangala 3rd Block, Bangalore','Mustard Cafe','Yes','No','4.1/5',888,'+91 8040940831

+91 8606621987','Koramangala 3rd Block','Cafe','Mushroom Bruschettas, Mocktails, Blueberry Smoothie, Opera Cake, Beef Burger, Pasta Arrabiata, Burgers','Cafe, Continental, Burger, Salad, Healthy Food, Italian',800,'Delivery')
,('89, 17th Main Road, HSR, Bangalore','Cream Stone','Yes','No','4.1/5',1022,'+91 8064568822

+91 8553666666','HSR','Dessert Parlor','Nutella Brownie, Fruit Ice Cream, Ferrero Rocher Ice Cream, Chocolava, Hot Chocolate Fudge, Mango Ice Cream, Waffles','Desserts, Beverages',500,'Delivery')
,('132, 17th A Main, Koramangala 5th Block, Bangalore','Beer Adda','Yes','Yes','4.2/5',541,'080 45128825','Koramangala 5th Block','Casual Dining, Pub','Sea Food, Burgers, Onion Rings, Non Veg Thali, Craft Beer, Roti, Pizza','North Indian, Chinese, Pizza',1000,'Delivery')
,('118, Koramangala Industrial Area, Koramangala 7th Block, Bangalore','Koramangala Social','Yes','No','4.6/5',4650,'080 43723295

080 43723095','Koramangala 7th Block','Lounge','Manchow Soup, Caramel Custard, Cocktails, Bbq Platter, Pork Ribs, Mocktails, Paratha','American, North Indian, Chinese, Finger Food',1500,NULL)
,('354, 1st Main Road, Koramangala 7th Block, Bangalore','Friend''s Cafe','Yes','No','3.9/5',551,'+91 8884740361','Koramangala 7th Block','Quick Bites','Coffee, Burgers, Pasta, Beef Steak, Chicken Lasagne, Salads, Sandwiches','Fast Food, American, Chinese',600,'Delivery')
,('915, Ground Floor, 80 Feet Road, Koramangala 6th Block, Bangalore','Go Italia','Yes','No','4.0/5',777,'080 41515858

+91 9611639043','Koramangala 6th Block','Casual Dining','Pizza, Pasta, Garlic Bread, Veg Burger, Wine, Mocktails, Risotto','Italian, Pizza, Fast Food, Salad',750,'Delivery')
,('27/4, Outer Ring Road, Stage 2, BTM, Bangalore','Fattoush','Yes','No','4.1/5',1272,NULL,'BTM','Casual Dining','Fattoush, Crispy Chilli Potatoes, Mutton Roganjosh, Butter Chicken Biryani, Crispy Chilli Babycorn, Chicken Grill, Tandoori Chicken','Arabian, Mughlai, Biryani, North Indian, Chinese, Seafood',900,NULL)
,('780, 19th Main, 17th Cross, Sector-1, VCR Cornerstone, HSR, Bangalore','Purnabramha Maharashtrian Restaurant','Yes','No','3.7/5',829,'+91 8550078515','HSR','Casual Dining','Thali, Puran Poli, Misal Pav, Sabudana Vada, Buttermilk, Kanda Poha, Kanda Bhaji','Maharashtrian',850,'Delivery')
,('5th Main, Sector 7, HSR, Bangalore','Shanmukha','Yes','No','4.0/5',985,'080 49653004','HSR','Casual Dining','Onion Kulcha, Hyderabadi Chicken Dum Biryani, Butter Naan, Veg Seekh Kebab, Mushroom Manchurian, Wings, Mutton Biryani','Biryani, Andhra, North Indian, Chinese',800,NULL)
,('1016, 1st Floor, 80 Feet Road, Koramangala 1st Block, Bangalore','Koshe Kosha','Yes','No','4.0/5',571,'+91 9830949494','Koramangala 1st Block','Casual Dining','Fish, Kosha Mangsho, Chicken Curry, Luchi, Chingri Malaikari, Biryani, Bhetki Fry','Bengali, Seafood',600,'Delivery')
,('115, 31st Main, 2nd Stage, Behind Bus Stand, BTM , Bangalore','Abhiruchi Hotel','Yes','No','3.5/5',735,'080 41434999

080 64245555','BTM','Casual Dining','Dum Biryani, Prawn Curry, Paneer Biryani, Chicken Boneless Biryani, Apollo Fish','Andhra, Biryani, Chinese, North Indian, Seafood, South Indian',600,'Delivery')
,('Ground Floor, Forum Mall, Hosur Road, Koramangala 7th Block, Bangalore','Smoor','Yes','No','4.2/5',600,'080 22067901

+91 9902588030','Koramangala 7th Block','Dessert Parlor','Sandwich, Cheesecake, Cup Cake, Hot Chocolate, Coffee, Macaroon, Mousse','Desserts, Beverages',900,'Delivery')
,('Twin Tulips, 1086/A, Near BDA Complex, 18th Cross Road, 14th Main, Sector 3, HSR, Bangalore','Parika Multicuisine & Coastal Fine Dine','Yes','Yes','3.9/5',601,'080 49653159','HSR','Casual Dining','Sea Food, Fish, Prawn Curry, Crab Masala, Prawn Gassi, Naan, Neer Dosa','Mangalorean, Seafood, North Indian, Chinese',1000,'Delivery')
,('18, 4th Main, 14th Cross, 4th Link Road, Maruthi Nagar, Madiwala, BTM, Bangalore','Biryani Pot','Yes','No','3.8/5',1071,'080 49652177','BTM','Casual Dining','Hyderabadi Biryani, Vegetable Biryani, Mutton Biryani, Veg Dum Biryani, Chicken Boneless Biryani, Egg Biryani, Chicken Dum Biryani','Biryani',500,'Delivery')
,('1216, Ground Floor, 14th Main, 3rd Sector, HSR, Bangalore','Grapevine','Yes','Yes','4.1/5',732,'+91 8971470114

+91 9940693011','HSR','Cafe','Wine, Pizza, Brownie, Pasta, Souvlaki, Tiramisu, Mezze Platter','Cafe, Continental, Italian, Beverages, Mediterranean',1200,'Delivery')
,('1004, Wipro Signal, 80 Feet Road, 1st Block, Koramangala 1st Block, Bangalore','Cafe Terra','Yes','No','4.1/5',778,'080 41313553

+91 9739477277','Koramangala 1st Block','Cafe','English Breakfast, Waffles, Chocolate Cake, Frittata, Chicken Lasagne, Ginger Tea, Burgers','Cafe, Continental',700,'Delivery')
,('124, First Floor, KHB Colony, Koramangala 5th Block, Bangalore','30 Square','Yes','No','4.2/5',556,'+91 9739275618

+91 8884187565','Koramangala 5th Block','Quick Bites','Veg Momos, Noodles, Cheese Momos, Jhol Momos, Wai Wai Bhel, Brownie, Chicken Momo','Tibetan, Nepalese, Momos',400,'Delivery')
,('124, Near Jyothi Nivas College, 1st Cross, KHB Colony, Koramangala 5th Block, Bangalore','Meghana Foods','Yes','No','4.4/5',7210,'080 49653429','Koramangala 5th Block','Casual Dining','Chicken Boneless Biryani, Egg Curry, Andhra Biryani, Hyderabadi Biryani, Paneer Biryani, Buttermilk, Sea Food','Biryani, Seafood, Andhra, North Indian',600,NULL)
,('17/J, 18th Cross, Sector 3, HSR, Bangalore','Caffe Pascucci','Yes','Yes','4.1/5',719,'+91 8043758922','HSR','Cafe','Pizza, Coffee, Pasta, Sandwiches, Chicken Lasagne, Pepper Chicken, Bruschettas','Cafe, Continental, Pizza, Italian, Beverages',950,'Delivery')
,('5th Floor, L167, Outer Ring Road, Service Lane, Sector 6, HSR, Bangalore','Zero Mile Punjab','Yes','Yes','4.1/5',1336,'+91 9986785586','HSR','Casual Dining','Lassi, Chicken Curry, Chicken Malai Tikka, Butter Chicken, Panner Tikka, Butter Naan, Jeera Rice','North Indian, Mughlai',800,'Delivery')
,('5th Main, Near Muni Reddy Kalyana Mantap, Koramangala 5th Block, Bangalore','Sree Krishna Kafe','Yes','No','4.2/5',969,'080 41104345

+91 8197156368','Koramangala 5th Block','Quick Bites','Filter Coffee, Lunch Thali, Idli, Mini Idlis, Ghee Masala Dosa, Rasam Vada, Pongal','South Indian',200,'Delivery')
,('11, 4th C Cross, Behind HDFC Bank, Koramangala 5th Block, Bangalore','Popsies','Yes','No','3.9/5',823,'080 65463880

080 65659336','Koramangala 5th Block','Casual Dining','Momos, Chilli Chicken, Chicken Manchow Soup, Spicy Chicken Wings, Thukpa, Chicken Noodle, Tai Pai Chicken','Chinese, Momos',550,'Delivery')
,('125/A, KHB Colony, Near Jyothi Nivas College, Koramangala 5th Block, Bangalore','Hyderabad Biryaani House','Yes','No','4.1/5',1112,'080 65754353

+91 7204344343','Koramangala 5th Block','Casual Dining','Hyderabadi Biryani, Mutton Biryani, Tandoori Chicken, Mutton Fry, Chicken Biryani, Lassi, Crispy Babycorn','Biryani, North Indian, Chinese, Hyderabadi',750,'Delivery')
,('16, 1st Floor, CitiBank ATM Building, 100 Feet Road, 20th Main, 2nd Stage, BTM, Bangalore','Gyani Da Punjabi Dhaba','Yes','No','3.9/5',1189,'+91 9686407198

+91 9535167751','BTM','Quick Bites','Lassi, Paratha, Paneer Parantha, Butter Chicken, Punjabi Chicken, Shahi Paneer, Chicken Kolhapuri','North Indian, Chinese',500,'Delivery')
,('562, 8th Main, Koramangala 4th Block, Bangalore','Onesta','Yes','Yes','4.4/5',9041,'080 43723443

080 43705665','Koramangala 4th Block','Casual Dining, Cafe','Berryblast, Gourmet Pizza, Mocktails, Ravioli, Bacon Pizza, Pasta, Prawn Pizza','Pizza, Cafe, Italian',600,NULL)
,('668/B, Koramangala 6th Block, Bangalore','Bhojohori Manna','Yes','No','4.1/5',1956,'080 25503666

080 43703091','Koramangala 6th Block','Casual Dining','Fish, Sea Food, Chingri Malai Curry, Mutton Kasha, Jumbo Ilish, Chingri Malaikari, Jumbo Prawns','Bengali, Mughlai',650,'Delivery')
,('418/9, 1st Cross, Green Leaf Layout, 80ft Road, 4th Block, Koramangala, Bangalore','Mealer.in','Yes','No','4.2/5',701,'080 43709452','Koramangala 4th Block','Delivery','Kheer, Sandwich, Roti, Salad, Rajma, Gulab Jamun, Chole','North Indian, Biryani',450,'Delivery')
,('33, 80 Feet Road, Near Maharaja Signal, Koramangala 4th Block, Bangalore','The Beer Cafe','Yes','Yes','4.2/5',1168,'+91 8929188568','Koramangala 4th Block','Pub','Beer, Chilli Chicken, Pizza, Paneer Tikka, Cocktails, Nachos, Mocktails','Finger Food, Chinese, Italian, Burger',1300,'Delivery')
,('612, Basil Montana, 4th Floor, Above YES Bank, 80 Feet Road, Koramangala 4th Block, Bangalore','Attic Lounge','Yes','Yes','4.0/5',1229,NULL,'Koramangala 4th Block','Cafe','Pizza, Pasta, Mocktails, Malai Tikka, Noodles, Chicken Tikka, Onion Rings','Cafe',700,NULL)
,('11, 80 Feet Road, Next to SBI, Koramangala 1st Block, Bangalore','Bistro Claytopia','Yes','Yes','4.1/5',1845,'080 43759392

+91 9834934359','Koramangala 1st Block','Cafe','Burgers, Cappuccino, Barbeque Burger, Sandwiches, Spinach Pasta, Sandwich, Salads','Cafe, American, Italian, Burger',600,'Delivery')
,('972/C, Ground Floor, S.T. Bed, 4th Block, Near Smart Retail Bazar, Koramangala 4th Block, Bangalore','Delicacy','Yes','No','3.9/5',519,'080 25502233

080 41753636','Koramangala 4th Block','Casual Dining','Noodles, Momos, Chicken Manchow Soup, Chicken Noodle, Prawn, Chicken Honey, Thai Rice','Chinese, Thai, Momos',500,'Delivery')
,('404, 1st C Cross, Near Vodafone Store, 7th Block, Koramangala 7th Block, Bangalore','Tibetan Mother''s Kitchen','Yes','No','4.0/5',957,'+91 8041739260
+91 8553085570','Koramangala 7th Block','Casual Dining','Momos, Noodles, Thukpa, Honey Chilli Potatoes, Chicken Thupka, Pork Chilli, Crispy Honey Chicken','Tibetan, Chinese, Momos',500,'Delivery')
,('7, 80 Feet Road, Koramangala 4th Block, Bangalore','Hanoi - Vietnamese Cuisine','Yes','Yes','4.4/5',1796,'080 41405599
+91 9108801480','Koramangala 4th Block','Casual Dining','Pho, Hot Pot, Sangria, Fig Ice Cream, Crepe, Fish, Pumpkin Soup','Vietnamese',1000,NULL)
,('36, 1st Floor, 14th Main Road, 7th Sector, 80 Feet Main Road, Opposite Vedantu Online Learning Center, HSR, Bangalore','Once Upon A Flame','Yes','No','4.5/5',2062,'+91 7760533337','HSR','Casual Dining','Burgers, Mocktails, Mashed Potato, Salads, Pasta Alfredo, Chicken Steak, Beef Steak','Steak, Continental, Burger, BBQ',1200,NULL)
,('55, 5th Cross, Koramangala 6th Block, Bangalore','Stoned Monkey','Yes','No','4.1/5',507,'+91 9844993807','Koramangala 6th Block','Dessert Parlor','Nachos, Waffles, Hot Chocolate Fudge, Chocolate Icecreams, Tiramisu, Cheesy Garlic Bread, Vanilla Ice Cream','Desserts, Ice Cream',500,'Delivery')
,('20, Ground Floor, Raheja Arcade, Koramangala, Koramangala 7th Block, Bangalore','Gramin','Yes','No','4.3/5',3447,'+91 8041104104','Koramangala 7th Block','Casual Dining','Chaach, Bhindi Anardana, Thandai, Jal-jeera, Lunch Thali, Sweet Lassi, Crispy Babycorn','North Indian',600,NULL)
,('G-6/121, Money Centre Building, Koramangala 7th Block, Bangalore','Tenzin Kitchen','Yes','No','4.2/5',522,'+91 9731453282','Koramangala 7th Block','Quick Bites','Momos, Noodles, Thukpa, Teriyaki Chicken, Chicken Chowmein, Clear Chicken Soup, Beef Chilli','Tibetan, Chinese, Momos',450,'Delivery')
,('23, 14th Main, 4th Sector, Opposite BDA Complex, HSR, Bangalore','Kumarakom','Yes','Yes','3.8/5',1166,'080 49653501','HSR','Casual Dining','Egg Roast, Appam, Fish, Sea Food, Chicken Curry, Chicken Stew, Beef Fry','Kerala, Seafood, South Indian, North Indian, Chinese',600,'Delivery')
,('112, 6th Cross, 6th Block, Koramangala, Bangalore','Baba Chatkora','Yes','No','4.2/5',820,'+91 9945640717
+91 9886484223','Koramangala 6th Block','Casual Dining','Matka Lassi, Paneer Tikka, Chole, Shikanji, Onion Kulcha, Malai Chaap, Soya Chaap','North Indian',1000,'Delivery')
,('441, Anantha, Third Floor, 17th Cross, Sector, 4, HSR, Bangalore','The Rasoiya Street','Yes','Yes','4.1/5',1318,'+91 9663030533
+91 8078632775','HSR','Casual Dining','Sandwich, Mushroom Soup, Enchiladas, Wood Fire Pizza, Tawa Pulav, Broccoli Soup, Achari Paneer','North Indian, Continental, Mediterranean, Chinese',800,NULL)
,('1136, Above Andhra Bank, 17th Cross Road, Muneswara Nagar, Sector 7, HSR, Bangalore','Sector 7 CafÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂ©','Yes','No','4.3/5',1101,'+91 8041697171','HSR','Cafe','Pizza, Pancakes, Pasta, Burgers, Buffalo Wings, Peri Peri Chicken Steak, Latte','Cafe, Continental, Pizza, Salad',700,'Delivery')
,('107, 4th Floor, Art Arcade, 80Ft Road, Koramangala 4th Block, Bangalore','Smise','Yes','Yes','4.0/5',1205,'080 48659933
+91 8147068300','Koramangala 4th Block','Cafe','Pasta, Seafood Pizza, Mocktails, Brownie, Tenderloin Burger, Burgers, Exotic Veg Pizza','Cafe, Continental, Italian, Burger, Pizza',650,NULL)
,('50/1, Opposite Jyothi Nivas College, Koramangala 5th Block, Bangalore','Tall Blonde French','Yes','No','4.3/5',721,'+91 9880614444','Koramangala 5th Block','Quick Bites','French Fries, Peri Peri Fries, Cup Cake, Potato Fries, Fried Cheese, Chicken Fries, Mexican Fries','Fast Food',400,'Delivery')
,('974, 80 Feet Road, Koramangala 4th Block, Bangalore','Nasi And Mee','Yes','Yes','4.4/5',2386,'080 49653462','Koramangala 4th Block','Casual Dining','Salads, Shitake Mushrooms, Noodles, Dumplings, Nasi Goreng, Crispy Corn, Vegetarian','Malaysian, Thai, Singaporean, Asian, Chinese, Momos',1000,NULL)
,('43/A, 1st Main, Jakkasandra Road, Near Wipro Park, Koramangala 1st Block, Bangalore','Roots','Yes','Yes','4.5/5',1877,'080 49653573','Koramangala 1st Block','Casual Dining, Bar','Kadhai Murgh, Coffee Toffee, Pasta, Tandoori Chicken, Dum Aloo, Tandoori Pomfret, Butter Chicken','North Indian, South Indian, Chinese, Continental, Mangalorean',1200,'Delivery')
,('A/5, Ground Floor, KHB Colony, 5th Block, Koramangala, Koramangala 5th Block, Bangalore','Bamey''s Restro Cafe','Yes','No','4.2/5',532,'080 41102071
+91 8892077730','Koramangala 5th Block','Casual Dining','Momo Platter, Noodles, Thali, Chicken Sekuwa, Chicken Thukpa, Jhol Momos, Veg Momos','Chinese, Singaporean, Thai, Asian, Nepalese, Momos',600,'Delivery')
,('450, 17th Cross, Sector 4, HSR Layout, HSR, Bangalore','Samaikya','Yes','Yes','3.9/5',533,'+91 8861730009
080 25726616','HSR','Casual Dining','Andhra Thali, Mutton Biryani, Mutton Fry, Lassi, Chicken Curry, Ragi Mudde, Ulavacharu','Andhra, Seafood, Biryani',900,'Delivery')
,('998, 1st Main, Koramangala 1st Block, Bangalore','Cafe Thulp','Yes','No','4.1/5',3001,'080 40933344
080 40933355','Koramangala 1st Block','Cafe','Burgers, Fries, Pasta, Pork Chops, Chocolate Milkshake, Sandwiches, Waffles','Cafe, Burger, Italian, Salad',1000,'Delivery')
,('501, 6th Cross, Koramangala 6th Block, Bangalore','The Smoke Co.','Yes','Yes','4.3/5',516,'+91 8046218500
+91 8296394454','Koramangala 6th Block','Casual Dining','Mysore Pak, Cocktails, Burgers, Pork Ribs, Fish, Mocktails, Beer','American, European',2500,'Delivery')
,('479, KHB Colony, Near Jyothi Nivas College, 5th Block, Koramangala 5th Block, Bangalore','Lazeez','Yes','No','3.2/5',908,'080 41460578
080 41104271','Koramangala 5th Block','Casual Dining','Biryani, Rolls, Firni, Chicken Roll, Mutton Pasanda, Mutton Rezala, Phirni','North Indian, Mughlai, Biryani',600,'Delivery')
,('158, Near Sai Baba Temple Road, 1st Main, Koramangala 7th Block, Bangalore','Aalishan Restaurant & Caterer','Yes','No','3.5/5',888,'080 42005111','Koramangala 7th Block','Casual Dining','Rolls, Tandoori Murgh Masala, Legendary Arsalan, Firni, Phirni, Mutton Biryani, Chicken Roll','North Indian, Mughlai',650,'Delivery')
,('124, Near Jyothi Nivas College, Koramangala 5th Block, Bangalore','Peace Restaurant','Yes','No','3.8/5',658,'080 25500278
+91 7760574774','Koramangala 5th Block','Casual Dining','Momos, Thukpa, Dumplings, Crispy Chilli Potatoes, Beef Shaptak Dry, Chicken Momo, Fruit Beer','Chinese, Tibetan',500,'Delivery')
,('53/1, 5th Cross, Koramangala 6th Block, Bangalore','China Pearl','Yes','Yes','4.4/5',1851,'080 41105060
080 25501735','Koramangala 6th Block','Casual Dining','Noodles, Veg Momos, Chicken Soup, Chicken Dumplings, Meishan Tofu, Sea Food, Mocktails','Chinese',1100,'Delivery')
,('113, 6th Cross, Koramangala 6th Block, Bangalore','Anupam''s Coast II Coast','Yes','No','4.1/5',841,'080 41460555
080 41460666','Koramangala 6th Block','Casual Dining','Neer Dosa, Murgh Ghee Roast, Sea Food, Fish, Ghee Rice, Appam, Prawn Ghee Roast','Seafood, Mangalorean, North Indian, Chinese',700,'Delivery')
,('146, Next to William Penn Showroom, Koramangala 5th Block, Bangalore','What''s In A Name','Yes','Yes','4.1/5',1774,'080 49652465','Koramangala 5th Block','Pub','Cocktails, Chicken Nachos, Pizza, Peri Peri Fries, Hush Puppies, Beer, Tiramisu','Finger Food, Asian, European, Italian',1200,NULL)
,('479, KHB Colony, Koramangala 5th Block, Bangalore','Tunday Kababi','Yes','No','3.9/5',1138,'+91 9731553030
+91 7353763030','Koramangala 5th Block','Casual Dining','Biryani, Galauti Kebab, Tandoori Chicken, Phirni, Tundey Paratha, Rolls, Rumali Roti','North Indian, Kebab',500,'Delivery')
,('1, SJR Primus, 1st Floor, Opposites Forum Mall Signal, Koramangala 7th Block, Bangalore','Harry''s Bar + Cafe','Yes','Yes','4.2/5',1365,'+91 8376863192
+91 9137153743','Koramangala 7th Block','Casual Dining, Bar','Cocktails, Beer, Onion Rings, Burgers, Margherita Pizza, Mocktails, Veg Nachos','Asian, American, Mexican',1400,'Delivery')
,('4, 100 Feet Road, Koramangala 5th Block, Bangalore','Brooks and Bonds Brewery','Yes','Yes','4.4/5',3870,'+91 8618472589
+91 7353535555','Koramangala 5th Block','Casual Dining, Microbrewery','Beef Chilli, Salad, Cocktails, Pizza, Craft Beer, Potato Wedges, Mango Cider','Continental, Mediterranean, North Indian, Chinese, Finger Food',1600,NULL)
,('107/2, 80 Feet Road, 4th Block, Koramangala 4th Block, Bangalore','Fill N Chill Resto Bar & Pub','Yes','Yes','3.9/5',597,'+91 9591989862','Koramangala 4th Block','Bar','Beer, Biryani, Cocktails, Masala Peanuts, Chicken Tikka, Chips, Fish','Finger Food, North Indian, Chinese',1200,'Delivery')
,('1085, 14th Main, 18th Cross, Sector 3, HSR, Bangalore','Shift','Yes','Yes','4.2/5',1867,'080 49653439','HSR','Lounge, Casual Dining','Paneer Steak, Peri Peri Pizza, Lamb Chops, Chicken Biryani, Cocktails, Mocktails, Kiwi Delight','Finger Food, Continental, North Indian',1500,NULL)
,('8, 4th Floor, 80 Feet Road, Koramangala 4th Block, Bangalore','Via Milano','Yes','Yes','4.2/5',1617,'+91 8041309997','Koramangala 4th Block','Casual Dining','Pasta, Pizza, Steak, Mojito, Salads, Tiramisu, Sea Food','Salad, Italian, Desserts, Pizza',1500,'Delivery')
,('477, KHB Colony, Koramangala 5th Block, Bangalore','Tandoor Hut','Yes','No','4.1/5',1003,'080 25501899
080 25631899','Koramangala 5th Block','Casual Dining','Biryani, Tandoori Chicken, Panneer Butter Masala, Naan, Mutton Roganjosh, Lassi, Chicken Tikka Masala','North Indian, Mughlai, Chinese, Rolls',700,'Delivery')
,('77/A, 4th Floor Floor, Jyoti Nivas College Road, Koramangala 5th Block, Bangalore','Crawl Street','Yes','Yes','4.3/5',2563,'+91 7022177177
+91 9513398344','Koramangala 5th Block','Bar','Biryani, Cocktails, Pasta, Peri Peri Chicken, Mocktails, Paneer Tikka Masala, Pizza','Continental, Finger Food, North Indian, Chinese',1200,NULL)
,('Solitaire, 62, 2nd Floor, 1st A Main, Koramangala 7th Block, Bangalore','Zingron','Yes','No','4.0/5',510,'080 40997506
+91 9483414002','Koramangala 7th Block','Casual Dining','Pork Ribs, Smoked Pork, Beef Pickle, Pork Meat, Wine, Pork Momo, Chilli Chicken','Chinese, Naga',750,'Delivery')
,('37, SBI colony, 80 Feet Road, Above AlwaysDry, Next To SBI, Koramangala 3rd Block, Bangalore','Magnolia','Yes','Yes','4.1/5',668,'080 41102222','Koramangala 3rd Block','Casual Dining','Noodles, Pinacolada, Mocktails, Salad, Thai Green Curry, Spicy Crabmeat Soup, Clear Soup','Chinese, Thai, Asian',900,'Delivery')
,('36, 100 Feet Road, Koramangala 6th Block, Bangalore','Kargeens','Yes','No','4.1/5',988,'+91 8041162968
+91 9886472872','Koramangala 6th Block','Cafe','Mocktails, Pasta Alfredo, Nachos, Veggie Pizza, Chicken Steak, Hot Chocolate, Noodles','Cafe, Continental, Italian',600,'Delivery')
,('607, First Floor, 80 Feet Road, 6th Block, Koramangala 6th Block, Bangalore','Carrots','Yes','Yes','4.1/5',600,'080 41172812','Koramangala 6th Block','Casual Dining','Pizza, Pasta, Salads, Masala Chai, Soya Buttermilk, Burgers, Chocolate Icecreams','Italian, North Indian, Healthy Food, Desserts',1100,'Delivery')
,('32, 80 Feet Road, 4th Block, Koramangala 4th Block, Bangalore','Banjara Melting Pot','Yes','Yes','4.2/5',767,'+91 9731379671
080 40918648','Koramangala 4th Block','Casual Dining','Mocktails, Dal Tadka, Paneer Lababdar, Stuffed Kulcha, Vegetable Biryani, Sea Food, Wine','North Indian, Chinese, Seafood',1700,'Delivery')
,('77/A, Ground Floor, Cygnus Chambers, JNC Road, Koramangala 5th Block, Bangalore','Kopper Kadai','Yes','Yes','4.1/5',1697,'+91 8147957515
+91 8951958515','Koramangala 5th Block','Casual Dining','Mutton Kalmi, Chicken Biryani, Dahi Ke Kebab, Lassi, Tomato Soup, Ganna Chicken, Soya Chaap','North Indian, Chinese',1200,'Delivery')
,('900, 1st, Floor, Eat Street, 80 Feet Road, Koramangala 6th Block, Bangalore','Entropy Cafe','Yes','No','4.1/5',505,'+91 9886707141','Koramangala 6th Block','Cafe','Nachos, Biryani, Chaat, Pancakes, Pizza, Pasta, Burgers','Cafe, Chinese, Pizza, North Indian, Burger',600,'Delivery')
,('99, 4th B Cross, Koramangala 5th Block, Bangalore','Momo Hut','Yes','No','4.0/5',684,'+91 9901617606
+91 6360809299','Koramangala 5th Block','Quick Bites','Noodles, Beef Momos, Chicken Shaptra, Chicken Thukpa, Clear Soup, Beef Momo, Chicken Thupka','Chinese, Tibetan, Momos',250,'Delivery')
,('139, Jyoti Nivas College Road, Ground Floor, Terra Tree Service Apartments, 1st Cross, Koramangala 5th Block, Bangalore','Berry''d Alive','Yes','No','4.3/5',1899,'+91 8884411167
+91 9620969017','Koramangala 5th Block','Dessert Parlor','Brownie, Apple Pie, Blackberry Cheesecake, Chocolate Icecreams, Hot Chocolate, Caramel Chocolate, Peach Parfait','Desserts',400,'Delivery')
,('54, Canara Bank Road, 6th Block, Koramangala 6th Block, Bangalore','Banana Beach Bar','Yes','Yes','3.7/5',1014,'080 49652918','Koramangala 6th Block','Bar','Chicken Wings, Cocktails, Mocktails, Chilli Chicken, Noodles, Burgers, Spring Roll','Continental, Chinese',1300,'Delivery')
,('91, Jyothi Nivas College Road, Koramangala 5th Block, Bangalore','Gilly''s Restobar','No','Yes','4.5/5',3902,'080 45128795','Koramangala 5th Block','Pub, Casual Dining','Thai Crispy Chicken, Mojito, Watermelon Martini, Chicken Biryani, Beef Fry, Cocktails, Calamari','Finger Food, Continental, North Indian',1000,NULL)
,('3, 5th Block, 60 Feet Road, Koramangala 5th Block, Bangalore','Big Wong XL','No','Yes','4.5/5',678,'+91 9902667866','Koramangala 5th Block','Casual Dining','Noodles, Manchow Soup, Sake, Veg Sushi, Virgin Pinacolada, Tempura Prawns, Sea Food','Chinese, Sushi, Asian, Thai',1400,NULL)
,('138, 1st Cross, KHB Colony, Koramangala 5th Block, Bangalore','Nagarjuna','No','No','4.3/5',2296,'+91 7204216000
+91 7204217000','Koramangala 5th Block','Casual Dining','Andhra Meal, Chicken Pepper Dry, Andhra Thali, Chicken Biryani, Murgh Ghee Roast, Ghee Rice, Hyderabadi Biryani','Andhra, North Indian, Biryani',800,NULL)
,('105, VTP, Industrial Layout, Koramangala 5th Block, Bangalore','Kritunga Restaurant','No','No','3.8/5',1159,'080 65665777','Koramangala 5th Block','Casual Dining','Bamboo Chicken, Pot Biryani, Brain Fry, Hyderabadi Biryani, Brinjal Curry, Jowar Roti, Mutton Curry','Andhra, Biryani, North Indian, Chinese',650,'Delivery')
,('50/1, Near Jyothi Nivas College, Koramangala 5th Block, Bangalore','Khawa Karpo','No','No','4.3/5',988,'+91 8861867719','Koramangala 5th Block','Quick Bites','Momos, Noodles, Thukpa, Chicken Thupka, Manchow Soup, Chicken Momo, Crispy Honey Chicken','Chinese, Tibetan, Momos',350,'Delivery')
,('122/B, Jyothi Nivas Road, 5th Block, Koramangala 5th Block, Bangalore','House Of Commons','No','Yes','4.8/5',4390,'080 45128604','Koramangala 5th Block','Bar','Cocktails, Chaap, Tandoori Chicken, Mocktails, Beer, Ghee Roast Mutton, Martini','Continental, Asian, North Indian',1000,NULL)
,('40, 4th P Cross, Koramangala 5th Block, Bangalore','Happy Brew','No','Yes','4.0/5',2151,'080 40937001
+91 9845034133','Koramangala 5th Block','Lounge','Beer, Jalapeno Cheeseballs, Peri Peri Chicken Burger, Burgers, Nachos, Barbecue Chicken Wings, Cheesy Fries','Continental, American, Chinese, BBQ, Salad',1000,'Delivery')
,('134, KHB Colony, Koramangala 5th Block, Bangalore','California Burrito','No','No','4.1/5',1223,'080 39515101
080 41284441','Koramangala 5th Block','Quick Bites','Nachos, Rice Bowl, California Burrito, Rice Bowls, Chicken Quesadilla, Bbq Chicken, Pink Lemonade','Mexican, Fast Food',400,'Delivery')
,('4, 17th Main, Near BDA Complex, 100 Feet Road, B Block, Koramangala 4th Block, Bangalore','Anjappar','No','No','3.9/5',1155,'080 25534477
080 25534478','Koramangala 4th Block','Casual Dining','Tandoori Chicken, Biryani, Chettinad Thali, Elaneer Payasam, Crab Soup, Fish, Pepper Chicken','Chettinad, South Indian',650,'Delivery')
,('7, 4th Block, 100 Feet Road, Next to BDA Complex, Koramangala 4th Block, Bangalore','Nandhana Palace','No','Yes','4.1/5',770,'080 49652924','Koramangala 4th Block','Casual Dining, Bar','Supreme Chicken Biryani, Veg Thali, Chilli Chicken, Curd Rice, Lime Soda, Mutton Bone Soup, Hyderabadi Biryani','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('55, Opposite Jyoti Nivas College, Industrial Layout, Koramangala 5th Block, Bangalore','Indian Coffee House & Restaurant','No','No','4.1/5',674,'+91 8025522339','Koramangala 5th Block','Casual Dining','Buttermilk, Chicken Dosa, Masala Dosa, Filter Coffee, Tea, Chicken Sandwich, Paneer Dosa','South Indian, North Indian, Chinese',650,'Delivery')
,('20, Sai Nivas, 1st A Main Road, KHB Colony, Koramangala 5th Block, Bangalore','Roundup Cafe','Yes','Yes','4.2 /5',589,'080 49653438','Koramangala 5th Block','Cafe','Salad, Coffee, Mocktails, Pizza, Meat Balls, Smoked Tomato Soup, Nachos','Cafe, Continental, Beverages',800,NULL)
,('3, 100 Feet Road, 16th Main Road, 1st Stage, BTM Layout','A2B - Adyar Ananda Bhavan','Yes','No','3.8/5',685,'18001036363','BTM','Casual Dining','Tea, Coffee, Rasmalai, Raj Kachori, Masala Dosa, Vegetable Biryani, Vada Sambar','South Indian, North Indian, Chinese, Street Food, Fast Food',400,'Dine-out')
,('800, Near ICICI Bank, 7th Cross, 15th Main, 2nd Stage, BTM, Bangalore','Domino''s Pizza','Yes','No','4.1/5',521,'080 26687733


18602100000','BTM','Quick Bites','Cheese Burst Pizza','Pizza, Fast Food',400,'Dine-out')
,('103, 1st Main, Maruthinagar, Madiwala, BTM, Bangalore','Kabab Magic','Yes','No','3.9/5',879,'080 25633202','BTM','Quick Bites','Chicken Grill, Biryani, Shawarma Roll, Rolls, Arabian Pulpy Grape Juice','North Indian, Kebab, Fast Food',500,'Dine-out')
,('6, Z1 Construction Building, 5th Floor, Next To Sapna Book House, 20th Main Road, Koramangala 7th Block, Bangalore','Bombay Adda','No','Yes','4.5/5',2225,'080 49653211','Koramangala 7th Block','Casual Dining, Bar','Nachos, Cocktails, Chicken Tikka, Nasi Goreng, Pav Bhaji Fondue, Tiramisu, Samosa','Modern Indian',1100,NULL)
,('17th Main Road, JNC Road, Koramangala 5th Block, Bangalore','The Reservoire','No','Yes','4.5/5',2540,'080 45128647','Koramangala 5th Block','Bar, Casual Dining','Cocktails, Bruschettas, Peppy Paneer Pizza, Caramel Custard, Beer, Peri Peri Wings, Wood Fire Pizza','Continental, North Indian, Chinese, American, Pizza, Finger Food',1300,NULL)
,('5th Floor, 6th Block, Elite Building, Industrial Layout, Jyoti Nivas College Road, Koramangala 5th Block, Bangalore','Indigo XP','No','No','4.3/5',2349,'+91 9632357766','Koramangala 5th Block','Pub','Pasta, Biryani, Cocktails, Mocktails, Pizza, Nachos, Blueberry Cheesecake','Finger Food, Continental, Asian, North Indian',1400,NULL)
,('115, 3rd Floor, Opposite Raheja Arcade, Koramangala 7th Block, Bangalore','Fenny''s Lounge And Kitchen','No','Yes','4.5/5',6348,'080 49653085','Koramangala 7th Block','Bar, Casual Dining','Caramel Pudding, Cocktails, Pizza, Mocktails, Bbq Chicken, Veg Starter, Sea Food','Mediterranean, Pizza, Continental, Seafood, Salad',1600,NULL)
,('66, Ground Floor, JNC Road, Koramangala 5th Block, Bangalore','Sharief Bhai','No','Yes','4.3/5',1520,'+91 8095752222','Koramangala 5th Block','Casual Dining','Mutton Biryani, Nalli Nihari, Patthar Ka Gosht, Phirni, Fry Prawns, Lamb Chops, Paya Soup','Mughlai, Biryani',700,NULL)
,('Shop 44, 4th B Cross Road, Koramangala 5th Block, Bangalore','ECHOES Koramangala','No','No','4.7/5',3197,'080 49652674','Koramangala 5th Block','Cafe, Casual Dining','Pasta, Momos, Mezze Platter, Pizza, Waffles, Chocolate Milkshake, Peri Chicken','Chinese, American, Continental, Italian, North Indian',750,NULL)
,('12, 17th Main, 1st Cross, 5th A Block, Koramangala 5th Block, Bangalore','Chianti','No','Yes','4.7/5',4845,'080 41132021

080 41132024','Koramangala 5th Block','Casual Dining','Pasta, Tiramisu, Wine, Barbeque Chicken Pizza, Salads, Brownie Chocolate, Bruschettas','Italian',1500,NULL)
,('413, 100 Feet Road, Next E-Zone, Koramangala 4th Block, Bangalore','The Terrace at Gilly''s Redefined','No','Yes','4.6/5',866,'080 45128809','Koramangala 4th Block','Microbrewery, Casual Dining','Cocktails, Beer, Mocktails, Biryani, Long Island Iced Tea, Drunken Prawn, Sunday Brunch','Continental, Finger Food, Asian, North Indian',1400,'Dine-out')
,('2nd Floor, 1st A Cross Road, Jyothi Nivas College Road, Koramangala 5th Block, Bangalore','The Boozy Griffin','No','Yes','4.6/5',4947,'080 33512954','Koramangala 5th Block','Casual Dining, Pub','Cocktails, Craft Beer, Salads, Devils Chicken, Sea Food, Mocktails, Wedges','European, Continental',1800,NULL)
,('105, 3rd Floor, 1st A Cross Road, Jyothi Nivas College Road, Koramangala 5th Block, Bangalore','Simon Says Brew Works','No','Yes','4.5/5',1932,'080 49653390','Koramangala 5th Block','Microbrewery, Casual Dining','Beer, Onion Pakoda, Long Island Iced Tea, Peri Peri Chicken, Cocktails, Veg Platter, Stout','Continental, American, Italian, Modern Indian, Pizza, Burger',1400,NULL)
,('413, 100 Feet Road, Koramangala 4th Block, Bangalore','Myu Bar at Gilly''s Redefined','No','Yes','4.4/5',1213,'080 49653043','Koramangala 4th Block','Microbrewery, Bar','Mai Thai, Sangria, Cocktails, Pizza, Biryani, Beer, Chicken Nachos','American, North Indian, Pizza, Finger Food, Continental, Italian',1200,NULL)
,('#20, 1st Floor, 1st Cross, 5th A Block, JNC road, Koramangala 5th Block, Bangalore','Kobe Sizzlers','No','Yes','4.1/5',1786,'080 49589249

+91 9901299432','Koramangala 5th Block','Casual Dining','Sandwiches, Salads, Lamb, Ice Tea, Chicken Salad, Steak, Chicken Shashlik','American, Continental, Fast Food, Steak',1000,'Dine-out')
,('53/1, 2, 4th Floor, SV Arcade, Bilekahalli, Bannerghatta Road, Bangalore','Public - The Rooftop Bar And Kitchen','No','Yes','4.3/5',956,'080 48517766','Bannerghatta Road','Casual Dining, Bar','Cocktails, Butter Chicken, Beer, Biryani, Tandoori Chicken, Nachos, Roti','North Indian, South Indian, Andhra, Chinese',1000,'Dine-out')
,('Opposite Jayadeva Hospital, 9th Block, Off Bannerghatta Road, Jayanagar, Bangalore','Al-Bek','Yes','No','3.9/5',682,'+91 9606030006','Jayanagar','Casual Dining','Biryani, Chicken Shawarama, Chicken Grill, Pepper Chicken, Chicken Shwarma Roll, Chicken Tikka, Punjabi Chicken','North Indian, Mughlai, Chinese, Seafood',650,'Dine-out')
,('1313, Near Bangalore Central Mall, 25th Main, 9th Block, Jayanagar, Bangalore','Shanmukha','Yes','No','4.4/5',1944,'080 45128667','Jayanagar','Casual Dining','Egg Biryani, Egg Chilli, Mutton Biryani, Hyderabadi Biryani, Naan, Raita, Butter Chicken','Biryani, Andhra, North Indian, Chinese',800,'Dine-out')
,('25, 1st Floor, 5th Cross, Koramangala 5th Block, Bangalore','Chinita Real Mexican Food','No','No','4.5/5',729,'+91 9591038009

080 43711400','Koramangala 5th Block','Casual Dining','Churros, Tacos, Nachos, Salad, Burrito Bowl, Enchiladas, Hot Chocolate','Mexican',1200,NULL)
,('104, 5th Floor, Industrial Area, Koramangala 5th Block, Bangalore','Karama Restaurant','Yes','No','4.1/5',1555,'080 40222700','Koramangala 5th Block','Casual Dining','Mutton Mandi, Laccha Paratha, Chicken Curry, Tawa Chicken, Rabri, Raan, Biryani','Arabian, North Indian, Beverages',750,'Dine-out')
,('147/D, 8th Main Road, 3rd Block, Koramangala 3rd Block, Bangalore','Sathya''s','No','Yes','4.1/5',759,'080 41317571','Koramangala 3rd Block','Bar','Chicken Tikka, Egg Chilli, Masala Peanuts, Beer, Pepper Chicken, Chilli Chicken, Masala Papad','North Indian, Chinese',1200,'Dine-out')
,('115, First Floor, Opposite Raheja Arcade, Koramangala 7th Block, Bangalore','Rajdhani Thali Restaurant','Yes','Yes','4.0/5',792,'+91 9886099229

080 41647444','Koramangala 7th Block','Casual Dining','Rabri, Gatte Ki Subzi, Dhokla, Jalebi, Rajasthani Thali, Aamras, Daal Baati Churma','North Indian',900,'Dine-out')
,('88, KK Centre, Jyoti Nivas College Road, Koramangala 5th Block, Bangalore','Mani''s Dum Biryani','Yes','No','3.9/5',778,'080 43006111

+91 9606441691','Koramangala 5th Block','Casual Dining','Kebab Biryani, Raita, Chicken Biryani, Vegetable Biryani, Basmati Rice, Hyderabadi Biryani, Dum Biryani','Biryani, Kebab',750,'Dine-out')
,('99, Ground Floor, 4th B Cross, 1st Main Road, Koramangala 5th Block, Bangalore','Tilt Gastro Lounge','No','Yes','4.1/5',1235,'00 9148935778

+91 9886503432','Koramangala 5th Block','Lounge, Casual Dining','Cocktails, Burgers, Pasta, Exotic Pizza, Long Island Iced Tea, Honey Chilli Potatoes, Nachos','Continental, American, North Indian, Chinese',1500,'Dine-out')
,('Nandhana Grand Hotel, 52, 6th Cross, 5th Main, 60 Feet Road, Koramangala 6th Block, Bangalore','52 Wall Street','No','No','3.9/5',737,NULL,'Koramangala 6th Block','Bar, Casual Dining','Beer, Cocktails, Noodles, Buffalo Wings, Chilli Chicken, Pizza, Chicken Tikka','American, Continental, Finger Food',1400,'Dine-out')
,('61, 1st Main, Koramangala 7th Block, Bangalore','Smoke - The Sizzler House','Yes','Yes','4.0/5',1382,'080 25706525

080 25706526','Koramangala 7th Block','Casual Dining','Butter Garlic Prawns, Mocktails, Noodles, Salads, Brownie, Pasta Sizzler, Chicken Steak','Continental, Chinese, Thai, Italian, BBQ, Steak',1100,'Dine-out')
,('46, 4th B Cross Road, Koramangala 5th Block, Bangalore','Sherlock''s Pub','No','Yes','3.9/5',579,'+91 8884445642','Koramangala 5th Block','Pub, Casual Dining','Cocktails, Mai Thai, Tiramisu Martini, Beer, Chilli Chicken, Beef Chilli, Long Island Iced Tea','Continental, North Indian, Chinese',1300,'Dine-out')
,('360, 2nd Floor, Near HDFC Bank,7th Block, Koramangala 7th Block, Bangalore','Axomi - Taste of Assam','Yes','No','4.0/5',610,'+91 9620664830

+91 8861961633','Koramangala 7th Block','Casual Dining','Thali, Duck Curry, Fish, Brinjal Fry, Aloo Pitika, Chicken Curry, Lime Soda','Assamese',500,'Dine-out')
,('44, Kutchi Bhavan, Opposite To Mini Forest, 1st Main, JP Nagar 3rd Phase, JP Nagar, Bangalore','Mavalli Tiffin Room (MTR)','No','No','4.1/5',873,'080 26586633','JP Nagar','Quick Bites','Masala Dosa, Coffee, Rava Idli, Badam Halwa, Thali, Vada, Fruit Salad','South Indian',300,'Dine-out')
,('118, Unit 1, Bavar Atrium, Industrial Area, Koramangala 7th Block, Bangalore','Burger King','Yes','No','3.9/5',1043,'080 33558000','Koramangala 7th Block','Quick Bites','Burgers, Chicken Crisp Burger, Chicken Whopper, Chicken Keema Burger, Chicken Fries, Mutton Whopper, Chocolate Shake','Burger, Fast Food, Beverages',600,'Dine-out')
,('Ground Floor, Gopalan Innovation Mall, Bannerghatta Road, Bangalore','Taco Bell','Yes','No','4.0/5',911,'080 40924046

+91 9986163593','Bannerghatta Road','Quick Bites','Nachos, Tacos, Mexican Pizza, Cheesy Fiesta Potato, Fries, Rice Bowl, Salsa','Mexican, American, Fast Food',600,'Dine-out')
,('Ground Floor, Prestige RR Building, Church Street, Bangalore','Starbucks','No','No','4.1/5',526,NULL,'Church Street','Cafe','Coffee, Java Chip Frappuccino, Brownie, Caramel Frappuccino, Blueberry Muffin, Hot Chocolate, Cappuccino','Cafe, Desserts',700,'Cafes')
,('Skywalk, 5/1, Near Body Craft, Assaye Road, Ulsoor, Bangalore','Smally''s Resto Cafe','Yes','Yes','4.1/5',1852,'+91 7406762555','Ulsoor','Cafe','Burgers, Sandwiches, Salads, Disco Chicken, Beef Steak, Wedges, Peri Chicken','Cafe, Italian, Burger, American, Steak',650,'Delivery')
,('322/1, 1st Floor, CMH Road, Indiranagar, Bangalore','Maravanthe','Yes','Yes','4.4/5',686,'080 49653410','Indiranagar','Casual Dining','Neer Dosa, Sea Food, Fish, Murgh Ghee Roast, Anjal Masala Fry, Prawn Ghee Roast, Mutton Biryani','Seafood, Mangalorean',1000,NULL)
,('3, Coles Road, Frazer Town, Bangalore','Mangalore pearl - Seafood Restaurant','Yes','No','4.3/5',1379,'+91 8025578855


+91 8041152467','Frazer Town','Casual Dining','Sea Food, Neer Dosa, Fish, Caramel Pudding, Curry Crab, Bombil Fry, Masala Prawn','Mangalorean, Seafood',700,'Delivery')
,('89, Near BDA Complex, 11th Cross, 60 Feet Road, Off Double Road, Indiranagar, Bangalore','The Yogisthaan Cafe','Yes','No','4.2/5',1207,'+91 8040914888


+91 7411400888','Indiranagar','Cafe','Salads, Sandwich, Pasta, Tea, Hot Chocolate, Paella, Banana Smoothie','Cafe, Healthy Food, Salad, Beverages',600,'Delivery')
,('46, Millers Road, Vasanth Nagar, Bangalore','Millers 46','No','Yes','4.4/5',2266,'080 41148022


080 41131746','Vasanth Nagar','Casual Dining','Steak, Chicken Wings, Burgers, Bacon Burger, Cocktails, Lime Soda, Chicken Burger','American, Continental, Steak',1100,'Delivery')
,('Skywalk, 4th Floor, Near Body Craft, Assaye Road, Ulsoor, Bangalore','Watson''s','No','Yes','4.2/5',1428,'+91 7760988922
+91 7760988933','Ulsoor','Pub','Beer, Mocktails, Cocktails, Margherita Pizza, Supreme Pizza, Fish Chilli, Margarita','Finger Food, Salad, Chinese, Continental',1300,'Dine-out')
,('111/4 and 8/2, Asha Gallery, Commercial Street, Bangalore','Burger King','Yes','No','3.9/5',645,'+91 8767997746','Commercial Street','Quick Bites','Burgers, Chicken Tandoori Grill Burger, Cheesy Chicken Fries, Chicken Whopper, Whopper Burger, Tandoor Chicken Burger, Mutton Whopper','Burger, Fast Food, Beverages',600,'Dine-out')
,('Taj West End, Race Course Road, Bangalore','Blue Ginger - The Taj West End','No','Yes','4.4/5',514,'080 66605660','Race Course Road','Fine Dining','Mocktails, Jasmine Rice, Chicken Curry, Noodles, Pho, Caramelized Bananas, Prawn','Vietnamese',3200,'Dine-out')
,('163, 2nd Floor, 1st Cross Road, Neeladri Nagar, Phase 1, Electronic City, Bangalore','The Big Barbeque','No','Yes','4.7/5',524,'080 49653461','Electronic City','Casual Dining','Panipuri, Chaat, Jalebi, Paan Kulfi, Paan Shot, Pasta, Soya Chaap','BBQ, North Indian, Continental, Chinese',1500,'Buffet')
,('#154, Neeladri Main Road, Electronic City Phase 1, Above Unlimited Store, Doddathoguru, Electronic City, Bangalore','Fire Station','No','Yes','4.4/5',808,'080 33512968','Electronic City','Pub, Casual Dining','Beer, Lasagne, Cocktails, Pizza, Churros, Chicken Pepper Fry, Chicken Tikka','Continental, Mexican, Burger, Desserts, Italian, Pizza, North Indian, Chinese',1200,NULL)
,('94, Neeladri Nagar, 14th Cross Neeladri Main Road, Doddathogur, Electronic City, Bangalore','Barbeque Nation','No','Yes','4.3/5',1147,'+91 8064806060
18001086060','Electronic City','Casual Dining','Chicken Grill, Paan Kulfi, Mocktails, Crispy Corn, Pasta, Fish Grill, Noodles','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Buffet')
,('Sy No: 54/2 ( Old Sy no 54 ), Above BATA showroom Bommasandra Village, Attible Hobbli, Anekal Taluk, Bengaluru, Karnataka 560099','Onesta','Yes','Yes','4.5/5',860,'080 41177515','Electronic City','Casual Dining, Cafe','Pasta, Ravioli, Potato Wedges, Jalapeno Cheeseballs, Chicken Pizza, Lasagne, Veggie Pizza','Pizza, Cafe, Italian',600,'Buffet')
,('Sai Vishram Business Hotel, 144 - C/1, Kirloskar Road, Bommasandra Industrial Estate, Hebbagodi, Electronic City, Bangalore','Time Traveller - Sai Vishram','Yes','No','4.2/5',882,'080 40400400
00 997200400','Electronic City','Casual Dining','Salads, Veg Buffet, Dahi Vada, Pasta, Vegetarian, Halwa, Noodles','Continental, North Indian, South Indian, Chinese',1100,'Buffet')
,('177/90, Near Velankani Tech Park, Velankani Road, Dodda Thogur, Phase 1, Electronic City, Bangalore','FreshMenu','Yes','No','3.0/5',546,'080 40424242','South Bangalore','Delivery','Burgers, Salads, Lamb Burger, Noodles, Fish, Sandwich, Cheese Burger','Healthy Food, Chinese, Biryani, North Indian, Continental, Salad, American, Burger',450,'Delivery')
,('Near BHEL, Velankani Road, Electronic City, Bangalore','Delhi Base Sri Food Court','Yes','No','3.9/5',505,'080 41102898
+91 9916802329','Electronic City','Quick Bites','Paratha, Biryani','North Indian, South Indian, Chinese, Street Food',250,'Delivery')
,('Opposite Wipro Gate 12, Electronic City, Bangalore','New Punjabi Food Corner','Yes','Yes','4.0/5',960,'080 28523394
+91 9740295272','Electronic City','Quick Bites','Butter Chicken, Rumali Roti, Ghee Rice, Chicken Biryani, Panneer Butter Masala, Sweet Lassi, Lemon Chicken','North Indian, Chinese',500,'Delivery')
,('Doddathoguru Road, Konappana Agrahara, Electronic City, Bangalore','BOX8- Desi Meals','Yes','No','4.2/5',564,'022 33552698','Electronic City','Takeaway, Delivery','Butter Chicken, Dal Makhani, Brownie Chocolate, Sandwiches, Salad, Paratha, Rajma','North Indian, Mughlai, Fast Food',500,'Delivery')
,('Unit 1, Ajmera Avenue, Neeladri, Phase 1, Electronic City, Bangalore','Moriz Restaurant','Yes','No','3.1/5',1365,'080 49523412
080 49523413','Electronic City','Casual Dining','Shawarma, Bbq Chicken, Biryani, Butter Chicken, Paneer Lababdar, Chicken Grill, Chicken Lazeez','Arabian, Seafood, North Indian, Chinese, BBQ, Biryani, Beverages',700,'Delivery')
,('12, Ajmera Avenue, Neeladri Road, Electronic City, Bangalore','Burger King','Yes','No','3.8/5',560,'+91 8291075368
+91 9538182833','Electronic City','Quick Bites','Burgers, Chocolate Shake, Chicken Fries, Veg Whopper, Chicken Whopper, Veg Burger, Grilled Chicken Burger','Burger, Fast Food, Beverages',600,'Delivery')
,('47/14, Velankini Gate Bus Stop, 1st Phase, Electronic City, Bangalore','Maa Reddy''s Hyderabadi Biryani House','Yes','No','3.7/5',945,'+91 8050503465
+91 9019316066','Electronic City','Quick Bites','Hyderabadi Biryani, Chicken Biryani, Vegetable Biryani','Biryani, Andhra, North Indian',500,'Delivery')
,('47/11, Doddathogur Village, Opposite Velankani Tech Park Gate 4, Electronic City, Bangalore','Paradise','Yes','No','4.0/5',2043,'+91 9513477575
+91 9901842605','Electronic City','Casual Dining','Mutton Biryani, Chicken Biryani, Mutton Seekh Kebab, Gajar Ka Halwa, Hyderabadi Biryani, Kebab Platter, Panneer Butter Masala','Biryani, North Indian, Kebab',800,'Delivery')
,('2309, Shanthipura Road, Phase 2, Electronic City, Bangalore','Biryani Darbar','Yes','No','3.6/5',539,'080 49652470','Electronic City','Casual Dining','Paneer Biryani','Biryani, Mughlai, North Indian',800,'Delivery')
,('34/2, Keerthana Apartment, Behind XIME College, Phase 2, Electronic City, Bangalore','King','Yes','No','3.7/5',570,'080 49653308','Electronic City','Quick Bites','Matar Paneer','North Indian, Chinese',300,'Delivery')
,('Chandra Reddy Building, Near Tech Mahindra, Electronic City, Bangalore','Hyderabadi Spice','Yes','No','4.0/5',593,'+91 7795050707','Electronic City','Quick Bites','Chicken Biryani, Hyderabadi Biryani','Hyderabadi, Andhra, Chinese, Biryani',400,'Delivery')
,('56, Survey No. 66, Opposite Wipro Gate 5, Phase 1, Electronic City, Bangalore','KFC','Yes','No','3.9/5',682,'080 33994444','Electronic City','Quick Bites','Burgers, Fries, Potato Krisper, Chicken Bucket, Chicken Popcorn, Hot Wings, Rice Bowl','Burger, Fast Food',450,'Delivery')
,('Opposite Venlankani Doddathogur Village, Gate Number 2, Electronic City, Bangalore','Thalassery Restaurant','Yes','No','3.8/5',571,'+91 7022940222
+91 7022950222','Electronic City','Casual Dining','Thalassery Biryani, Chicken Tikka, Coffee, Tea, Tandoori Chicken, Ghee Rice, Appam','Kerala, Biryani, South Indian, North Indian, Chinese, Seafood, Juices',600,'Delivery')
,('Florus, 3rd Floor, Above Apollo Clinic, Opposite Ajmera Infinity, Neeladri Road, Electronic City, Bangalore','The Rasoiya Street','Yes','Yes','4.2/5',1134,'+91 9741311961
+91 8875308801','Electronic City','Casual Dining','Buttermilk, Pasta, Achari Mushroom, Paneer Tikka, Nachos, Noodles, Baked Nacho','North Indian, Continental, Mediterranean, Chinese',800,'Delivery')
,('47/8, 4, Opposite Velankani Gate 2, Dodda Thogur, Electronic City, Bangalore','New Andhra House','Yes','No','3.7/5',522,'080 41227373
+91 9606907532','Electronic City','Casual Dining','Hyderabadi Style Biryani, Pot Biryani, Andhra Style Biryani, Buttermilk, Guntur Chicken Biryani, Chicken Vepudu, Vegetable Biryani','Andhra, Biryani, Chinese, North Indian',450,'Delivery')
,('4th Floor, Ashrith Corner, Near Uniworld, Neeladri Road, Phase 1, Electronic City, Bangalore','Food Ras','Yes','Yes','4.3/5',1386,'+91 9694112609
+91 9836477957','Electronic City','Casual Dining','Chicken Majestic, Lasagne, Hara Bhara Kabab, Lassi, Biryani, Paneer Tikka, Fish','North Indian, Chinese, Japanese, European, Seafood',900,NULL)
,('274, Neeladei Main Road, Electronic City, Bangalore','Biriyani Zone','Yes','No','3.9/5',678,'+91 7338256681
+91 7338256682','Electronic City','Casual Dining','Mutton Biryani, Tandoori Chicken, Butter Naan, Fish, Butter Chicken, Chicken Boneless Biryani, Vegetable Biryani','Biryani, North Indian, Chinese, Seafood',800,'Delivery')
,('4th floor, Astra Hotel, Near Velankani Bus Stop, Phase 1, Electronic City, Bangalore','Sila Restaurant','Yes','No','3.8/5',514,'+91 7899389888','Electronic City','Casual Dining','Mocktails, Dal Makhani, Masala Papad, Kulcha, Panneer Butter Masala, Chilli Paneer, Chicken Biryani','Chinese, Seafood, North Indian, Biryani, Desserts',750,'Delivery')
,('103/2, Uniworld Commercial Complex, Neeladri Road, Phase 1, Electronic City, Bangalore','Kittu''s','Yes','Yes','4.2/5',800,'+91 9686573008
+91 9686573009','Electronic City','Casual Dining','Murgh Lababdar, Butter Chicken, Paneer Lababdar, Dal Makhani, Afghan Chicken, Chicken Achari Tikka, Lassi','North Indian',750,'Delivery')
,('Svenska Design Hotel, 56 D, Wipro Gate No. 5, Phase 1, Electronic City, Bangalore','Sky Lounge Bar - Svenska Design Hotel','Yes','Yes','4.0/5',537,'080 44310000
+91 7829991103','Electronic City','Bar, Casual Dining','Cocktails, Biryani, Noodles, Beer, Garlic Bread, Tea, Pizza','North Indian, Pizza, Asian, Italian',1500,'Delivery')
,('Ashrith Corner, Near Ajmera Neeladri Road, Phase 1, Electronic City, Bangalore','Gilly''s Restobar','No','Yes','4.3/5',1249,'080 49652601','Electronic City','Pub, Casual Dining','Cocktails, Biryani, Roti, Beer, Chilli Pork, Pizza, Potato Wedges','Continental, North Indian, Chinese, Salad',1200,NULL)
,('70/1, Opposite Wipro Technologies Gate 12, Electronic City, Bangalore','Hyderabadi Spice','Yes','No','4.0/5',1369,'080 49652489','Electronic City','Casual Dining','Chilli Chicken, Chicken Tikka, Paneer Biryani, Mutton Biryani, Hyderabadi Chicken Biryani, Vegetable Biryani, Lemon Chicken','Biryani, North Indian',600,'Dine-out')
,('47/8, 47/9, 47/10, Sjr Equinox, 1st Floor, Dodda Thogur Village, Phase 1, Electronic City, Bangalore','Beijing Bites','Yes','Yes','3.6/5',778,'080 49535288
+91 9035469049','Electronic City','Casual Dining','Noodles, Dragon Chicken, Kung Pao Chicken, Dragon Rolls, Chicken Lollipop, Prawn, Clear Soup','Chinese, Thai',850,'Dine-out')
,('10/11, 2nd Cross Road, Phase 1, Near Infosys Gate 1, Electronic City, Bangalore','Faasos','Yes','No','4.0/5',506,'+91 7700020020','Electronic City','Quick Bites','Rolls, Chocolate Fantasy, Chicken Rice, Chocolava, Paneer Wrap, Kheer, Veggie Wrap','North Indian, Biryani, Fast Food',500,'Dine-out')
,('1/8, 1st Stage, 1st Cross, KK Computers Building, Shri Krishna Temple Road, Indiranagar, Bangalore','eat.fit','Yes','No','4.5/5',857,NULL,'Indiranagar','Delivery','Sandwiches, Salads, Chicken Curry, Dal Makhani, Noodles, Apple Mojito, Shrikhand','Healthy Food, North Indian, Biryani, Continental, Sandwich, Desserts',500,NULL)
,('3rd Floor, Above SBI Bank, Hennur Road, Kammanahalli, Bangalore','FreshMenu','Yes','No','3.6/5',531,'080 40424242','North Bangalore','Delivery','Chicken Steak, Burgers, Salads, Potato Wedges, Salad, Fish, Rice Bowl','Healthy Food, Chinese, Biryani, North Indian, Continental, Salad, American, Burger',450,'Delivery')
,('161, 80 feet Road, Ganganagar, Matadahalli, RT Nagar, Bangalore','Empire Restaurant','Yes','No','4.0/5',2692,'080 49652933','RT Nagar','Casual Dining','Peri Peri Chicken, Chilli Chicken, Butter Chicken, Ghee Rice, Mutton Biryani, Corn Paratha, Chicken Curry','North Indian, Mughlai, South Indian, Chinese',750,'Delivery')
,('20, 5th Avenue, 5th Main Road, Kammanahalli, Bangalore','Al Amanah Cafe','Yes','No','4.4/5',1413,'+91 9900029506
+91 9141817121','Kammanahalli','Quick Bites','Rolls, Jumbo Chicken Roll, Falafel Roll, Chicken Kudu Roll, Shawarma, Mutton Roll, Spicy Roll','Middle Eastern, Fast Food, Rolls',300,'Delivery')
,('484, Signature Square, CMH Road, Indiranagar, Bangalore','Paradise','Yes','No','4.1/5',3248,'+91 9513477571
+91 9886225506','Indiranagar','Casual Dining','Chicken Biryani, Hyderabadi Biryani, Mutton Biryani, Hydrabadi Biryani, Vegetable Biryani, Reshmi Kebab, Mutton Seekh Kabab','Biryani, North Indian, Kebab',800,'Delivery')
,('295/296, 2nd Floor, 100 Feet Road, 1st Stage, Indiranagar, Bangalore','Bathinda Dine','Yes','No','4.1/5',735,'+91 8048515558
+91 8296600145','Indiranagar','Casual Dining','Lassi, Jeera Rice, Hariyali Kebab, Dal Fry, Chicken Lollipop, Chicken Rara, Dahi Ke Sholey','North Indian',950,'Delivery')
,('305, Nehru Road, Kammanahalli, Bangalore','Connie''s Restaurant & Steakhouse','Yes','Yes','4.3/5',1434,'+91 8792815159','Kammanahalli','Casual Dining','Steak, Garlic Bread, Burgers, Pasta, Chicken Wings, Salads, Pepper Chicken','Steak, Continental, Burger, American, BBQ, European, Salad',1500,'Delivery')
,('297, 100 Feet Road, Indiranagar, Bangalore','Glen''s Bakehouse','Yes','No','4.2/5',5308,'080 41228773
080 41616477','Indiranagar','Bakery, Cafe','Coffee, Pizza, Cheesecake, Pasta, Potato Salad, Sandwiches, Chicken Pot Pie','Bakery, Cafe, Italian, Desserts',600,NULL)
,('204, 5th Main, 7th Cross, 1st Stage, Off 100 Feet Road, Indiranagar, Bangalore','Imli','Yes','No','3.9/5',1838,'080 45128802','Indiranagar','Casual Dining','Potato Fries, Imli, Missi Rotis, Jalebi, Chaat, Shikanji, Ginger Tea','North Indian, Street Food',900,'Delivery')
,('21, 2nd Cross, CPR Layout, Kammanahalli Road, Kammanahalli, Bangalore','Cafe Thulp','Yes','No','4.0/5',719,'080 41606454
080 41606452','Kammanahalli','Cafe','Burgers, Sandwiches, Pasta, Moo Burger, Cheesy Fries, Beef Burger, Potato Skins','Cafe, Burger, Italian, Salad',1000,'Delivery')
,('307, 2nd Floor, 1st Stage, K.P. Square, 100 feet Road, Indiranagar, Bangalore','Pulimunchi','Yes','Yes','4.3/5',688,'080 41233940
00 09686013675','Indiranagar','Casual Dining','Murgh Ghee Roast, Neer Dosa, Sea Food, Tender Coconut Souffle, Crab Ghee Roast, Fish, Prawn Ghee Roast','Mangalorean, Seafood',1000,'Delivery')
,('12, CMH Road, Indiranagar, Bangalore','A2B - Adyar Ananda Bhavan','Yes','No','3.0/5',566,'18001036363
080 41155099','Indiranagar','Casual Dining','Pav Bhaji, Filter Coffee, Onion Dosa, Rava Dosa, Mysore Pak, Vada, Filter Kaapi','South Indian, North Indian, Chinese, Street Food, Fast Food',400,'Delivery')
,('13, Captain Munshi Layout, Kammanahalli, Bangalore','Giselle Resto Cafe','Yes','Yes','4.1/5',836,'080 49653161','Kammanahalli','Cafe','Pancakes, Steak, Mocktails, Burgers, Wings, Paneer Pizza, Wood Fire Pizza','Cafe, Italian, Pizza, Beverages, Desserts',800,NULL)
,('197, Nandi Durga Road, Jayamahal Extension, Benson Town, Frazer Town, Bangalore','Elements Eatery','No','Yes','4.0/5',608,'+91 9663223456
080 32904513','Frazer Town','Casual Dining','Mocktails, Soda Pops, Pasta, Pudding, Clear Soup, Chicken Steak, Chips','Continental, Steak',1100,'Delivery')
,('60/1, Coles Road, Frazer Town, Bangalore','Sherlock''s Pub','No','No','4.0/5',580,'+91 8880300600
+91 9008696633','Frazer Town','Pub, Casual Dining','Cocktails, Nachos, Jalapeno Cheeseballs, Draught Beer, Chicken Tikka, Masala Peanuts, Mai Thai','Continental, North Indian, Chinese',1500,'Delivery')
,('618, 2nd Main Road, Binnamangala, Hoysala Nagar, Indiranagar, Bangalore','The Teal Door Cafe','Yes','No','4.2/5',1876,'080 49653146','Indiranagar','Cafe','Mocktails, Sandwiches, Mushroom Soup, Idli Platter, Nachos, Appam, Egg Dosa','Cafe, Continental',800,NULL)
,('842/A, 100 Feet Road, Indiranagar, Bangalore','Byblos','Yes','Yes','4.2/5',1347,'080 25200411
080 41605027','Indiranagar','Casual Dining','Pita Bread, Shawarma, Falafel, Baklava, Chicken Kebab, Rice Pudding, Fattoush','Lebanese, Arabian, Middle Eastern, Salad, Beverages',1700,'Delivery')
,('169/A/170, Opposite Shoba Super Market, Sector 6, HSR Layout, HSR, Bangalore','Empire Restaurant','Yes','No','3.9/5',3831,'080 49652958','HSR','Casual Dining','Mutton Varuval, Brain Fry, Chicken Grill, Ghee Rice, Jumbo Shawarma, Mutton Raan Biriyani, Butter Chicken','North Indian, Mughlai, South Indian, Chinese',750,'Buffet')
,('86, 1st Cross, Koramangala 1st Block, Bangalore','Barbeque Nation','No','Yes','4.7/5',3614,'+91 8860216060','Koramangala 1st Block','Casual Dining','Cocktails, Mutton Seekh, Tangdi Chicken, Mango Ice Cream, Biryani, Malai Kulfi, Fish','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Buffet')
,('Ground Floor, Shree Arcade, 17th Cross Road, 19th Main Road, Sector 4, HSR, Bangalore','Zee5 Loft','Yes','No','4.4/5',788,'080 49652919','HSR','Cafe','Pizza, Pasta, Lemonade, Brownie, Chocolate Shake, Peri Peri Fries, Chicken Wings','Cafe, Burger, Pizza, Sandwich',700,NULL)
,('2343, AJ Forte, 17th Cross, 1st Sector, HSR, Bangalore','Tea Villa Cafe','Yes','Yes','4.2/5',859,'080 33512986','HSR','Cafe, Casual Dining','Tea, Waffles, Pasta, Spaghetti, Sandwiches, Ratatouille, Nutella Waffle','Cafe, Tea, Continental, Mediterranean, Italian, Desserts, Beverages',800,NULL)
,('Shop 28, Opposite BDA Complex, 14th Main Road, Sector 2, HSR Layout, Bangalore','Here & Now','No','No','4.6/5',1580,'+91 9108790611','HSR','Cafe','Burgers, Waffles, Pancakes, Sunday Morning Breakfast, Sandwich, Pasta, Chocolate Milkshake','Cafe, American, Burger, Beverages',750,NULL)
,('120/4, Harlur Main Road, PWD Quarters, Reliable Residency Layout Phase 3, HSR, Bangalore','Grilliez','Yes','No','4.1/5',564,'080 49653484','HSR','Cafe','Burgers, Pita Bread, Fries, Charcoal Chicken, Falafel Wrap, Barbeque Chicken, Saffron Rice','Cafe, Arabian, Continental, Turkish, Fast Food, Burger, Beverages',600,'Cafes')
,('101, 1st Floor, 3rd Cross, Narayana Reddy Layout, 80 Feet Road, Koramangala 6th Block, Bangalore','Midnight Mania','Yes','No','4.1/5',723,'080 43005560','Koramangala 6th Block','Delivery','Paneer Tikka Pizza, Veggie Pizza, Chocolate Tart, Peri Peri Chicken Pizza, Pasta, Kit Kat Shake, Burgers','Pizza, Italian, Beverages',700,'Delivery')
,('270, 2nd Floor, Krishna Reddy Building, Somasundrapalya, Sector 2, HSR, Bangalore','Aligarh House','Yes','No','4.4/5',568,'+91 7863044000','HSR','Delivery','Chicken Masala Biryani, Kulcha, Raita, Chicken Nihari, Shami Kebab, Shahi Tukda, Mutton Biryani','North Indian, Biryani, Awadhi, Mughlai',400,'Delivery')
,('171, 19th Main Road, Sector 4, HSR, Bangalore','Silbatti','No','Yes','4.0/5',1551,'+91 7760520733
+91 7978749463','HSR','Casual Dining','Mojito, Orange Lemonade, Masala Shikanji, Lassi, Dahi Kebab, Chicken Wings, Biryani','North Indian',750,'Delivery')
,('337, 27th Main, HSR, Bangalore','Kapoor''s Cafe','No','No','4.0/5',917,'+91 9739267702
+91 9538579030','HSR','Casual Dining','Paratha, Lassi, Chaach, Matar Pulao, Buttermilk, Saag, Chole','North Indian',800,NULL)
,('1082, 18th Cross, 3rd Sector, HSR, Bangalore','The Punjabi Rasoi','No','No','4.0/5',1829,'080 25720999
+91 9591957444','HSR','Casual Dining','Mango Lassi, Tomato Soup, Egg Curry, Chana Masala, Sarson Ka Saag, Butter Chicken, Kadai Paneer','North Indian',800,'Delivery')
,('1677, 27th Main, 22nd Cross, Sector 2, Near NIFT College, HSR Layout, HSR, Bangalore','Fish & Fries Restaurant','No','No','4.0/5',649,'+91 9880116229
+91 6360269013','HSR','Casual Dining','Fries, Sea Food, Beer Batter Fish, Salad, Clear Soup, Pasta, Mustard Fish','Continental, Seafood, Bengali, Fast Food',750,'Delivery')
,('Shop 78/4, Ground Floor, Opposite Airtel Office, Lakedew Residency Compound, Haralur Main Road, HSR, Bangalore','Punjabi Nawabi','Yes','No','4.0/5',988,'+91 7406713131
+91 7406813131','HSR','Casual Dining','Masala Lassi, Paneer Tikka Masala, Jeera Rice, Dal Makhani, Matar Paneer, Chicken Irani, Rajma','North Indian',500,'Delivery')
,('907/1177, Sai Optimus Builidng, 5th main, 7th Sector, HSR, Bangalore','Vasudev Adiga''s','No','No','3.7/5',532,'+91 8494912611
+91 8494904666','HSR','Casual Dining','Pongal, Khara Bhath, Lassi, Vada, Idli, Paper Masala Dosa, Filter Coffee','South Indian, North Indian, Chinese, Street Food',250,'Delivery')
,('402, 25 B Main, 22nd Cross, Sector 2, HSR, Bangalore','Kachori Kafe','Yes','No','3.1/5',570,'+91 6360970467','HSR','Quick Bites','Kachori, Tea, Badam Milk, Lassi, Chaat, Paratha, Rabri','Street Food, Mithai, Desserts, North Indian',300,'Delivery')
,('2609, 27th Main road, Sector 1, HSR Layout, Bangalore','Northam''s Pizza.Pita','Yes','No','4.1/5',671,'+91 8105711811','HSR','Quick Bites','Exotic Garlic Bread, Spicy Falafel, Burgers, Pasta, Pita Pocket, Pita Pizza, Veggie Pizza','Italian, Pizza',450,'Delivery')
,('17, 18th Cross Road, Near Reliance Digital, Sector 3, HSR layout, HSR, Bangalore','Helloo Delhi','Yes','Yes','3.9/5',880,'080 25721818
080 25721919','HSR','Casual Dining','Paneer Makhani, Vegetable Biryani, Rabri, Dal Makhani, Paneer Lababdar, Murgh Lababdar, Butter Chicken','North Indian',1000,'Delivery')
,('112/1, Lakedew Residency, Haralur Main Road, HSR Post, HSR, Bangalore','Punjabi Nukkad Pure Veg','Yes','No','4.0/5',768,'+91 9513131489
+91 7829581313','HSR','Quick Bites','Lassi, Dal Makhani, Ajwaini Paratha, Mushroom Masala, Roti, Shahi Tukda, Shahi Paneer','North Indian, Chinese, Juices',500,'Delivery')
,('18th Cross, Near Reliance Digital, Sector 3, HSR, Bangalore','Leon Grill','Yes','No','4.3/5',1099,'+91 8025722900
+91 9108873135','HSR','Quick Bites','Burgers, Waffles, Fries, Peri Peri Chicken Wings, Jumbo Royale Burger, Chicken Doner, Salad','Turkish, Arabian, Fast Food, Desserts, Healthy Food, Salad',450,'Delivery')
,('27th Main, Sector 2, Near NIFT, HSR, Bangalore','Corner House Ice Cream','No','No','4.4/5',790,'+91 9036922956
+91 7259241707','HSR','Dessert Parlor','Hot Chocolate Fudge, Cashew Fudge, Vanilla Ice Cream, Thick Shakes, Brownie, Apple Crumble, Ice Cream Sundae','Ice Cream, Desserts',400,'Desserts')
,('Astra Hotel, 2795, 27th Main, Sector 1, HSR, Bangalore','TBC Sky Lounge','No','Yes','4.7/5',6745,'+91 7338649944','HSR','Casual Dining, Bar','Kulcha, Cocktails, Peri Peri Chicken, Masala Peanuts, Virgin Colada, Apple Pie, Sea Food','Continental, Asian, Italian, North Indian',1000,'Dine-out')
,('2324, 17th Cross, 27th Main, Opposite Studio Pepper Fry, Sector 1, HSR, Bangalore','Hangover','Yes','Yes','4.3/5',797,'080 49652578','HSR','Bar, Casual Dining','Cocktails, Long Island Iced Tea, Paneer Lababdar, Keema Pav, Nachos, Peri Peri Fries, Beer','Asian, Continental, Finger Food',1500,NULL)
,('253, 2nd Floor, 5th Main, 17th Cross, Sector 6, HSR, Bangalore','Vanilla Sky','No','Yes','4.6/5',766,'080 49653084','HSR','Lounge','Cocktails, Gulab Jamun, Spring Roll, Egg Pakora, Biryani, Veg Nachos, Buffalo Wings','Chinese, Continental, North Indian, Finger Food',1200,NULL)
,('253, 1st Floor, 5th Main, 17th Cross, Sector 6, HSR Layout, HSR, Bangalore','Baar Union','No','Yes','4.6/5',634,'080 49653440','HSR','Bar, Pub','Masala Peanuts, Onion Rings, Cocktails, Biryani, Veg Momos, Pinacolada, Pakoda','Continental, Finger Food, Asian, Chinese',850,'Dine-out')
,('145, Ground Floor, Below Swathi Spice n Ice, Close To HSR BDA Junction, Sector 5, HSR, Bangalore','Safe House','No','Yes','4.1/5',1372,'080 49652593','HSR','Bar, Casual Dining','Prawn, Masala Peanuts, Honey Chilli Potatoes, Craft Beer, Mushroom Noodles, Cocktails, Pizza','Continental, North Indian, Chinese, Finger Food',900,NULL)
,('1669, 3rd and 4th Floor, 27th Main Road, Sector 2, PWD Quarters, HSR Layout','The Colony Gastropub','No','Yes','4.1/5',512,'+91 9731523151
+91 8792446647','HSR','Casual Dining, Bar','Cocktails, Pizza, Mutton Curry, Bruschettas, Chilli Mushroom, Veg Starter, Long Island Iced Tea','Modern Indian, Continental',1200,'Dine-out')
,('666, 27th Main Road, 13th Cross, Sector 1, HSR, Bangalore','Luo Han','Yes','No','3.6/5',777,'080 64505304','HSR','Casual Dining','Thai Noodles, Singapore Noodles, Manchow Soup, Momos, Clear Soup, Spring Roll, Vegetarian','Chinese, Thai',500,'Dine-out')
,('251, 19th Main, Opposite Gnan Srishti Scholl of Excellence, HSR, Bangalore','Pappu Chaiwalla','No','No','3.9/5',689,'+91 9945702486
080 25723488','HSR','Quick Bites','Chai, Keema Fries, Sandwiches, Chicken Keema, Rajma Chawal, Ginger Tea, Momos','Fast Food, Tea, Beverages',300,'Dine-out')
,('773, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','The Kebab Room - Restaurant & Brewery','No','Yes','4.0/5',773,'080 49653060','Indiranagar','Casual Dining, Microbrewery','Biryani, Beer, Phirni, Paneer Tikka, Raita, Dahi Ke Kebab, Fish','Mughlai, North Indian',1000,'Buffet')
,('57, 2nd Floor, 100 Feet Road, Indiranagar, Bangalore','Peacock','Yes','Yes','3.9/5',847,'080 49653000','Indiranagar','Casual Dining','Mutton Roganjosh, Mango Mousse, Sev Puri, Kadai Paneer, Butter Chicken, Mocktails, Chicken Biryani','North Indian, BBQ, Mughlai',1200,'Buffet')
,('LR Arcade,4121, Old Airport Road, Bangalore','Big Pitcher','No','Yes','4.7/5',9021,'080 49652494','Old Airport Road','Pub, Microbrewery','Beer, Cocktails, Tiramisu, Tawa Chicken, Mocktails, Chicken Satay, Sea Food','American, Continental, North Indian, Mediterranean',1800,NULL)
,('4005, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Barbeque Nation','No','Yes','4.7/5',7152,'+91 8064806060','Indiranagar','Casual Dining','Mutton Curry, Tender Coconut Payasam, Mutton Seekh Kebab, Kulfi, Kheer, Chicken Biryani, Brownie','North Indian, European, Mediterranean, BBQ, Kebab',1600,NULL)
,('763, Near Sony World, 100 Feet Road, Indiranagar, Bangalore','LOFT38','No','Yes','4.3/5',3586,'080 49337555','Indiranagar','Lounge, Casual Dining','Cocktails, Mushroom Pizza, Pork Ribs, Mocktails, Nachos, Sea Food, Long Island Iced Tea','Continental, American, Asian, North Indian, Burger',2100,NULL)
,('2011,1st Floor, HAL 2nd Stage,100 Feet Road, Indiranagar, Bangalore','Urban Tamaasha','Yes','Yes','4.1/5',840,'+91 9513951515
+91 9606082474','Indiranagar','Casual Dining','Virgin Mojito, Pasta Alfredo, Mocktails, Mutton Boti Kebab, Chelo Kebab, Diwani Handi, Dragon Rolls','North Indian, Chinese, Continental',1200,NULL)
,('4032, 100 ft Road, HAL II stage Next to Domlur Bridge, Indiranagar, Bangalore','Mainland China','Yes','Yes','4.4/5',1507,'080 49652961','Indiranagar','Casual Dining','Basil Chicken, Lunch Buffet, Chicken Tom Yum Soup, Sweet Corn Soup, Singapore Noodles, Chicken Dim Sum, Chicken Wings','Chinese, Momos',1700,NULL)
,('2017, Near Reebok Showroom, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Little Italy','Yes','Yes','4.3/5',3275,'080 25207171
080 25207272','Indiranagar','Casual Dining','Pasta, Caesar Salad, Wood Fire Pizza, Chocolate Bomb, Ravioli, Cocktails, Mocktails','Italian, Pizza, Mexican',1400,'Buffet')
,('618, 2nd Floor, Above Chicco, 12th Main, Indiranagar, Bengaluru','Dhaba - Estd 1986 Delhi','Yes','Yes','4.4/5',1414,'080 48536713
+91 8884498122','Indiranagar','Casual Dining, Bar','Gajar Halwa, Shikanji, Kheer, Lunch Buffet, Dal Makhani, Panner Tikka, Butter Chicken','North Indian',1100,NULL)
,('2022, 100 Feet Road,HAL 2nd Stage, Indiranagar, Bangalore','Pasta Street','Yes','Yes','4.5/5',1614,'080 48504242
080 48501500','Indiranagar','Casual Dining','Pasta, Pizza, Garlic Bread, Ravioli, Orange Mojito, Chicken Calzone, Mocktails','Italian, Pizza, Salad',1300,NULL)
,('276, 1st Floor, 6th Main, Binnamangala Layout, Defence Colony, 100 Feet Road, Indiranagar, Bangalore','Southindies','No','Yes','4.1/5',1224,'080 41636363
080 41636362','Indiranagar','Casual Dining','Pongal, Appam, Elaneer Payasam, Gulab Jamun, Rava Idli, Veg Buffet, Lunch Buffet','South Indian, Chettinad, Kerala, Sri Lankan',800,'Buffet')
,('3, HAL 2nd Stage, 80 Feet Road, Indiranagar, Bangalore','Oye Amritsar','Yes','Yes','3.9/5',1432,'+91 9036098911
080 41232111','Indiranagar','Casual Dining','Paneer Makhani, Chaat, Jalebi, Hara Bhara Kabab, Makke Ki Roti, Punjabi Lassi, Rabri','North Indian',1000,'Buffet')
,('716, Goethe Institute, Max Muller Bhavan, CMH Road, Indiranagar, Bangalore','Cafe Max','No','No','4.3/5',1651,'080 41200469','Indiranagar','Cafe, Casual Dining','Pasta, Wine, Mocktails, Coffee, Virgin Mojito, Salads, Sangria','Cafe, Continental, Italian, German, French, Spanish',1300,'Buffet')
,('Next to BSNL, HAL 2nd Stage, 80 Feet Road, Indiranagar, Bangalore','Empire Restaurant','Yes','No','4.2/5',8176,'080 45128757','Indiranagar','Casual Dining','Dum Biryani, Fiery Chicken, Butter Chicken, Pepper Chicken, Paneer Tikka Masala, Chicken Grill, Corn Paratha','North Indian, Mughlai, South Indian, Chinese',750,NULL)
,('477, Krishna Temple Road, 1st Stage, Off 100 Feet Road, Indiranagar, Bangalore','The Restaurant - Coorg','No','Yes','4.3/5',504,'+91 9448200122
+91 9008100544','Indiranagar','Casual Dining','Pandi Curry, Caramel Custard, Coconut Souffle, Chicken Curry, Akki Rottis, Pork Curry, Set Menu','South Indian',1100,'Buffet')
,('2010, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Zaica Dine & Wine','Yes','Yes','4.0/5',1013,'+91 9731333833
080 41201745','Indiranagar','Casual Dining','Chocolate Pani Puri, Butter Chicken, Gajar Halwa, Keema Pav, Mocktails, Raj Kachori, Biryani','North Indian',1200,NULL)
,('462, Sree Krishna Temple Road, Off 100 Feet Road, Indiranagar, Bangalore','Srinathji''s','Yes','Yes','3.6/5',592,'+91 8105886845
+91 9110651171','Indiranagar','Casual Dining','Palak Khichdi, Hyderabadi Biryani, Seekh Kebab, Chole, Naan, Chaat, Fries','Biryani, Chinese, Continental, North Indian, Pizza',850,'Buffet')
,('The Leela Palace, 23, Old Airport Road, Bangalore','Citrus - The Leela Palace','No','Yes','4.2/5',589,'080 25211234','Old Airport Road','Fine Dining','Salad, Steak, Rasgulla, Pizza, Salads, Waffles, Sunday Brunch','North Indian, Italian, Asian, Continental, Mediterranean',3500,'Buffet')
,('36, 80 Feet Road, Indiranagar, Bangalore','Lazy Suzy','Yes','Yes','4.3/5',1235,'080 49652565','Indiranagar','Cafe, Bakery','Hot Chocolate, Pizza, Sandwiches, Pancakes, Mushroom Pasta, Pasta Salad, Sandwich','Cafe, Continental, Beverages, Burger, Desserts, Pizza, Bakery, European',1000,NULL)
,('1st Stage, 100 feet Road, Indiranagar, Bangalore','Truffles','No','No','4.6/5',1308,'080 49652148','Indiranagar','Cafe, Casual Dining','Burgers, Pasta, Crunchy Veg Burger, American Cheese Burger, Peri Peri Chicken Burger, Mojito, Chicken Paprika','Cafe, American, Burger, Steak',900,NULL)
,('#263, Domlur 2nd Stage, Indiranagar, Bangalore','Lavonne','No','No','4.4/5',1095,'+91 9740954505','Indiranagar','Cafe, Dessert Parlor','Coffee, Burgers, Croissants, Pasta, Cheesecake, Sandwich, Spaghetti','Cafe, Desserts',800,'Cafes')
,('1131, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore','Smoor','Yes','No','4.6/5',1687,'080 25211901
+91 8861460270','Indiranagar','Dessert Parlor, Cafe','Hot Chocolate, Chocolate Pastry, Cheesecake, Chocolate Sundae, Coffee, Chips, Macaroon','Desserts, Cafe, Beverages',900,'Cafes')
,('501, Binnamangala Extension, 1st stage, C.M.H Road, Indiranagar, Bangalore','Onesta','Yes','Yes','4.3/5',4644,'080 43712857
+91 9071749304','Indiranagar','Casual Dining, Cafe','Bbq Pizza, Choux Pastry, Bbq Chicken, Tiramisu, Barbeque Chicken, Chicken Calzone, Pasta','Pizza, Cafe, Italian',600,'Cafes')
,('50, Zatakia Centre, 100 Feet Road, Indiranagar, Bangalore','Stoner','Yes','No','4.5/5',2687,'080 41312123
+91 9849012123','Indiranagar','Dessert Parlor, Cafe','Tiramisu Ice Cream, Chocolate Overload, Paneer Tikka Pizza, Hot Chocolate, Chicken Chilli Pizza, Mango Tango, Chocolate Lava','Ice Cream, Cafe, Beverages, Burger, Desserts, Pizza',550,'Cafes')
,('772, 2nd Floor, Near 12th Main Signal, 100 Feet Road, Indiranagar, Bangalore','Chaipatty','No','No','3.1/5',1266,'080 41534140','Indiranagar','Cafe','Tea, Maggi, Omelette, Kullad Chai, Chicken Sausages, Momos, Masala Chai','Cafe',NULL,'Cafes')
,('2286/B, 1st Cross, 14th A Main, HAL 2nd Stage, Off 100 Feet Road, Indiranagar, Bangalore','The Ants Cafe & Store','Yes','Yes','3.9/5',1380,'+91 7204701157
080 41715639','Indiranagar','Cafe','English Breakfast, Coffee, Watermelon Feta Salad, Waffles, Salads, Pasta, Hazelnut Cappuccino','Cafe, Italian',900,'Cafes')
,('26, ESI Hospital Road, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Infinitea Tea Room & Tea Store','Yes','Yes','4.3/5',766,'+91 9740195375
080 41514100','Indiranagar','Casual Dining, Cafe','Coffee, Momos, Sandwich, Tiramisu, Nachos, Kiwi Ice Tea, Masala Tea','Continental, Cafe, Desserts, Salad, Momos',1000,'Cafes')
,('621/B, 12th Main Road, HAL 2nd Stage, Indiranagar, Bangalore','Waffle Magic','No','No','4.2/5',583,'080 45128813','Indiranagar','Cafe','Wedges, Chicken Waffles, Sandwiches, Blueberry Waffles, Blueberry Pancakes, Fruit Pancake, Belgian Waffles','Cafe, Desserts',700,'Cafes')
,('508, Melmat Building, Near Fabindia, CMH Road, Defence Colony, Indiranagar, Bangalore','Matteo Coffea','No','No','4.2/5',858,'080 25211612','Indiranagar','Cafe','Coffee, Salad, Club Sandwiches, Pasta, Sandwich, Burgers, Cappuccino','Cafe',600,'Cafes')
,('421-G, 1st Main, 3rd Cross, 1st Stage, Off 100 Feet Road, Indiranagar, Bangalore','Spoonful Of Sugar','No','No','4.0/5',861,'080 25255534
080 25255535','Indiranagar','Dessert Parlor, Cafe','Chicken Lasagne, Bannoffee Pie, Cup Cake, Salad, Salads, Nutella Cheesecake, Tiramisu','Desserts, Bakery, Cafe',800,'Cafes')
,('172, 2nd Cross Road, Off Indiranagar Double Road, Indiranagar','Tea Brew','Yes','No','4.1/5',1141,'080 41715878
+91 9538612243','Indiranagar','Cafe, Casual Dining','Momos, Wedges, Chai, Veg Club Sandwich, Masala Tea, Pasta, Waffles','Cafe, Continental, Momos, Italian, North Indian',500,'Cafes')
,('2013, Ground Floor, 100 Feet Road, Indiranagar, Bangalore','Starbucks','No','No','4.2/5',583,'+91 8884678529','Indiranagar','Cafe','Coffee, Hot Chocolate, Chocolate Muffin, Cappuccino, Sandwiches, Latte, Croissants','Cafe, Desserts',700,'Cafes')
,('2985, 12th Main Road, HAL 2nd Stage, Indiranagar, Bangalore','Tata Cha','Yes','No','3.9/5',660,'18001208242','Indiranagar','Cafe','Poha, Masala Tea, Hot Chocolate, Gulkand Chai, Kadak Chai, Iced Peach Tea, Bun Maskas','Cafe, Tea, North Indian',500,NULL)
,('776, Near ING Vysa Bank, 100 Feet Road, Indiranagar, Bangalore','Lakeview Milkbar','No','No','2.9/5',539,'080 25200443
+91 9945785031','Indiranagar','Dessert Parlor, Cafe','Sandwiches, Brownie, Chicken Sandwich, Pizza, Hot Chocolate, Chocolate Sundae, Icecream Cake','Desserts, Cafe, Bakery',500,'Cafes')
,('280, Amarjyothi Layout, Opposite DELL, Inner Ring Road, Domlur, Bangalore','Loveshack','No','Yes','3.9/5',1717,'080 40959154
+91 9900034528','Domlur','Lounge, Cafe','Corn Balls, Cocktails, Mocktails, Sunday Brunch, Fish, Tikka, Chicken Wings','Continental, Pizza, North Indian, Goan, Burger, Cafe',1600,'Cafes')
,('270, 100 Feet Road, Indiranagar, Bangalore','Sri Udupi Park','Yes','No','4.2/5',770,'+91 9945977774
080 25257774','Indiranagar','Quick Bites','Idli Vada, Tea, Masala Dosa, Filter Coffee, Pav Bhaji, Kesari Bath, Chaat','South Indian, North Indian, Chinese, Beverages',300,'Delivery')
,('144, Ramaiah Street, Between Diamond District & Anjaneya Tech Park, HAL, Old Airport Road, Bangalore','Gurukrupa Paratha House','Yes','No','3.9/5',639,'+91 9916355851
+91 9986212302','Old Airport Road','Casual Dining','Paratha, Tikka, Rajma, Sweet Lassi, Murgh Patiala, Paneer Lababdar, Dal Makhani','North Indian, Chinese',400,'Delivery')
,('Shri Krishna Temple Road, Stage 1, Indiranagar, Bangalore','FreshMenu','Yes','No','3.8/5',1082,'+91 9019245000','Indiranagar','Delivery','Salads, Burgers, Sandwiches, Pizza, Pasta, Fish, Salad','Asian, Continental, Mediterranean, Salad, American, Biryani',450,'Delivery')
,('3283, 2nd Stage, Off Double Road, Indiranagar, Bangalore','Corner House Ice Cream','Yes','No','4.7/5',2139,'+91 9880846251','Indiranagar','Dessert Parlor','Hot Chocolate Fudge, Chocolate Mousse, Brownie Fudge Sundae, Almond Fudge, Banana Split, Ice Cream Sundae, Apple Pie','Ice Cream, Desserts',400,'Delivery')
,('1671, 9th Main, 4th Cross, HAL 3rd Stage, Jeevan Bhima Nagar, Bangalore','Leon Grill','Yes','No','4.2/5',1327,'+91 7676100700
080 42043332','Jeevan Bhima Nagar','Quick Bites','Burgers, Peri Peri Chicken, Fries, Jumbo Royale Burger, Falafel Roll, Shawarma, Chicken Jumbo Burger','Burger, Turkish, Arabian, Fast Food, Salad, Healthy Food, Desserts',500,'Delivery')
,('3038, 80 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore','Chowpatty','Yes','No','3.9/5',924,'+91 9916820043
080 48908122','Indiranagar','Quick Bites','Gulab Jamun, Chaat, Paratha, Vada Pav, Masala Pav Bhaji, Buttermilk, Aloo Tikki Chat','North Indian, Fast Food, Street Food',300,'Delivery')
,('1st Floor, Salarpuria Landmark, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Rajdhani Thali Restaurant','Yes','Yes','4.0/5',1129,'080 25212517
080 25212518','Indiranagar','Casual Dining','Lassi, Dahi Vada, Aamras, Daal Baati Churma, Malpua, Veg Thali, Kadhi','North Indian',1000,'Delivery')
,('40, 9th Main, Seethappa, Thippasandra, Bangalore','Motis Kitchen','Yes','No','4.1/5',551,'+91 9986106775','Thippasandra','Quick Bites','Roast Beef, Chicken Curry, Tea, Pazham Pori, Fish Fry, Beef Fry, Puttu Biryani','South Indian, Kerala, Biryani',350,'Delivery')
,('25, 1st Floor, NR Chambers, Murgeshpalya, Old Airport Road, Bangalore','Hyderabad Biryaani House','Yes','No','3.9/5',1615,'+91 9686927270
+91 7204826266','Old Airport Road','Casual Dining','Hyderabadi Biryani, Mutton Biryani, Tandoori Chicken, Vegetable Biryani, Chicken Boneless Biryani, Lime Soda, Chicken Dum Biryani','Biryani, North Indian, Chinese',550,'Delivery')
,('59/2, Subramanya Complex, New Thippasandra Main Road, Thippasandra, Bangalore','Plantain Leaf','Yes','No','3.9/5',521,'080 49653395','Thippasandra','Casual Dining','Chicken Boneless Biryani, Chicken Guntur, Tandoori Chicken, Crispy Chicken, Panner Tikka, Hyderabadi Biryani, Naan','Andhra, Chinese, North Indian, Biryani',600,'Delivery')
,('138, Maruthi Towers, Old Airport Road, Bangalore','Zaitoon','Yes','Yes','4.2/5',2015,'080 41676777
080 41482777','Old Airport Road','Casual Dining','Vegetable Biryani, Barbeque Chicken, Pepper Bbq Chicken, Shawarma, Sea Food, Paneer Tikka, Tomato Soup','BBQ, Arabian, Chinese, North Indian, Desserts',1000,'Delivery')
,('951, 12th Main Road, HAL 2nd Stage, Indiranagar, Bangalore','Delhi Highway','Yes','Yes','4.5/5',3219,'080 42111151
+91 8884042151','Indiranagar','Casual Dining','Kheer, Dum Aloo Kashmiri, Lunch Thali, Dahipuri, Tandoori Mushrooms, Buttermilk, Lassi','North Indian',1200,NULL)
,('1/A, Ward No 82, NGEF Layout, Binnamangala, CMH Road, Indiranagar, Bangalore','Pizza Hut','Yes','No','3.7/5',833,'080 39883988
080 25260999','Indiranagar','Casual Dining','Cheesy Maxx Pizza, Pasta, Cheesy Garlic Bread, Pane Pizza, Kurkure Pizza','Pizza, Fast Food',750,'Delivery')
,('476, Ground Floor, Next to BSNL Office, 10th Main, Jeevan Bhima Nagar, Bangalore','Aathurar','Yes','No','3.2/5',574,'080 41485868
080 41485878','Jeevan Bhima Nagar','Casual Dining','Sea Food, Jumbo Vanjiram, Chicken Biryani, Mutton Biryani, Naan, Paratha, Chicken Chettinad','Chettinad, Biryani, South Indian, Seafood',600,'Delivery')
,('1209, 100 Feet Road, Opposite Apollo Clinic, Indiranagar, Bangalore','Smoke House Deli','Yes','Yes','4.6/5',5421,'080 25200898
080 25200899','Indiranagar','Casual Dining','Cappuccino, Pasta, Cucumber Spritzer, Cocktails, Murgh Platter, Mocktails, Burgers','European, Italian, Desserts, Salad, Juices, Steak',1600,NULL)
,('621/B, 12th Main, HAL 2nd Stage, Indiranagar, Bangalore','Cream Stone','Yes','No','4.2/5',734,NULL,'Indiranagar','Dessert Parlor','Chocolate Icecreams, Coffee Craze, Chocolava, Ferrero Rocher, Waffles, Nutella Brownie, Tiramisu','Desserts',300,'Delivery')
,('610, 3rd Floor, 12th Main, Off 80 Feet Road, Indiranagar, Bangalore','The Fatty Bao - Asian Gastro Bar','Yes','No','4.6/5',3760,'00 08044114499','Indiranagar','Casual Dining, Bar','Ramen, Cocktails, Crab Sushi, Maki Roll, Creme Brulee, Thai Chicken Salad, Beef Salad','Asian, Thai, Vietnamese, Malaysian, Beverages',1200,NULL)
,('474, Ground Floor, 10th Main, HAL 3rd Stage, Jeevan Bhima Nagar, Bangalore','Mani''s Dum Biryani','Yes','No','4.0/5',682,'080 60001600','Jeevan Bhima Nagar','Casual Dining','Vegetable Biryani, Raita, Mutton Biryani, Chicken Kebab Biryani, Paneer Biryani, Chicken Biryani Combo, Lemon Chicken','Biryani, Kebab',750,'Delivery')
,('M 22, 10th Main, 1st Floor, Jeevan Bhima Nagar, Bangalore','Delicacy','Yes','No','3.9/5',647,'080 25299333
080 42005566','Jeevan Bhima Nagar','Casual Dining','Noodles, Momos, Fish, Paneer Satay, Sweet Corn Soup, Basil Chicken, Lime Soda','Chinese, Thai, Momos',500,'Delivery')
,('607, Ground Floor, 12th Main, Hal 2nd Stage, Indiranagar, Bangalore','Burma Burma','Yes','No','4.7/5',1594,'080 43008120
080 43008130','Indiranagar','Casual Dining','Samosa Soup, Khau Suey, Salads, Khao Suey, Avocado Ice Cream, Mocktails, Salad','Asian, Burmese',1500,NULL)
,('1675, Ground Floor, 4th Cross, 9th Main, HAL 3rd Stage, Thippasandra, Bangalore','Le Casse CroÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂ»te','Yes','No','4.4/5',580,'+91 9901428604
+91 7760253076','Thippasandra','Quick Bites','Sandwiches, Sandwich, French Fries, Creme Caramel, Onion Rings, Potato Fries','French, Sandwich, Salad',450,'Delivery')
,('1138, 13th Main Corner, 100 Feet Road, Indiranagar, Bangalore','Bhartiya Jalpan','No','No','4.1/5',1075,'+91 9686443672
080 48525797','Indiranagar','Casual Dining','Chaat, Jalebi, Rasgulla, Panipuri, Dhokla, Kullad Chai, Paratha','North Indian, Street Food, Chinese',800,'Delivery')
,('195, Double Road, Indiranagar, Bangalore','Nagarjuna','No','No','4.2/5',1926,'080 42800900
080 50924455','Indiranagar','Casual Dining','Mutton Biryani, Andhra Style Biryani, Andhra Meal, Chicken Biryani, Butter Naan, Dal Palak, Andhra Thali','Andhra, Biryani',850,NULL)
,('610, Diagonally Opposite SBI Bank, 12th Main, Off 80 Feet Road, Indiranagar, Bangalore','Monkey Bar','Yes','No','4.3/5',3848,'080 44114455','Indiranagar','Pub','Cocktails, Burgers, Nachos, Sandwiches, Butterfly Chicken, Pizza, Dabeli','American, Asian, European, North Indian',1400,NULL)
,('383, HAL 2nd Stage, Opposite Croma, 100 Feet Road, Indiranagar, Bangalore','Bite Me Cupcakes','Yes','No','4.2/5',624,'+91 7259032026
+91 8197811135','Indiranagar','Dessert Parlor','Cup Cake, Gooey Chocolate Cupcake, Tiramisu, Choco Cake','Desserts',300,'Delivery')
,('2989/B, 12th Main Road, HAL 2nd Stage, Indiranagar, Bangalore','Bombay Brasserie','Yes','No','4.4/5',1865,'+91 8884400700
080 41471004','Indiranagar','Casual Dining','Chips, Cocktails, Biryani, Pinacolada, Almond Soup, Mocktails, Tomato Soup','Modern Indian',1800,NULL)
,('4034, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Nandhana Palace','No','Yes','4.2/5',902,'080 49652742','Indiranagar','Casual Dining, Bar','Andhra Meal, Mutton Soup, Vegetable Biryani, Non Veg Thali, Chicken Boneless Biryani, Mutton Biryani, Chilli Chicken','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('3047, HAL 2nd Stage, 80 Feet Road, Indiranagar, Bangalore','Treat','Yes','No','3.9/5',543,'080 25253902
080 25282137','Indiranagar','Casual Dining','Butter Chicken, Rolls, Railway Mutton Curry, Panneer Butter Masala, Chole Bhature, Roti, Palak Paneer','North Indian, Mughlai',800,'Delivery')
,('Opposite Snap Fitness, 12th Main Road, 4th Cross, HAL 2nd Stage, Indiranagar, Bangalore','Jonah''s','Yes','Yes','4.1/5',1827,'+91 7349671712
+91 7349671711','Indiranagar','Casual Dining, Bar','Pizza, Cocktails, Pasta, Mushroom Soup, Panna Cotta, Mocktails, Sandwich','Italian, Seafood, American, Continental',1100,NULL)
,('3302/L, HAL 2nd Stage, 12th A Main, Doopanahalli, Indiranagar, Bangalore','Aaha Andhra','No','No','4.2/5',807,'080 48542558
+91 9632723360','Indiranagar','Casual Dining','Faluda, Chicken Curry, Keema Biryani, Vegetable Biryani, Chicken Dosa, Guntur Chicken Biryani, Thali','Andhra, Biryani, North Indian',900,'Delivery')
,('54, 3rd Main Road, Defence Colony, 100 Feet Road, Indiranagar, Bangalore','Anjappar','No','No','3.8/5',768,'080 41222790','Indiranagar','Casual Dining','Biryani, Mutton Bone Soup, Crab Toast, Uttapam, Fish, Sea Food, Chicken Chettinad','Chettinad, South Indian',650,'Delivery')
,('516, Near ICICI Bank, CMH Road, Indiranagar, Bangalore','Kobe Sizzlers','Yes','Yes','4.1/5',1473,'+91 8050001660','Indiranagar','Casual Dining','Sizzler Brownie, Ice Tea, Paneer Steak, Sangria, Momos, Pizza, Tomato Soup','American, Continental, Fast Food, Steak',1500,'Delivery')
,('152/1, 2nd Main, Canara Bank Road, 1st Stage, Off Double Road, Indiranagar, Bangalore','The Punjabi Rasoi','No','Yes','4.1/5',2008,'080 41285353
+91 9880998057','Indiranagar','Casual Dining','Lassi, Bhindi Masala, Chicken Butter Masala, Dal Makhani, Achari Paneer, Chicken Bharta, Malai Kofta','North Indian',800,'Delivery')
,('46, Opposite BSNL Office, 80 Feet Road, Indiranagar, Bangalore','Tayabbs','Yes','No','4.0/5',736,'+91 7829811234','Indiranagar','Quick Bites','Rolls, Beda Roti, Chicken Malai Roll, Peri Peri Chicken, Mutton Baida Roti, Chicken Beda, Chicken Baida Roti','Rolls, North Indian, Fast Food',500,'Delivery')
,('3169-B, 12th Main, HAL 2nd Stage, Double Road, Indiranagar, Bangalore','Tandoori Taal','Yes','Yes','4.3/5',1788,'080 41266222
+91 9663231111','Indiranagar','Casual Dining','Veg Pulao, Sarso Da Saag, Chicken Curry, Murgh Makhani, Makkai Roti, Tandoori Chicken, Dal Makhani','Biryani, North Indian',900,'Delivery')
,('1200, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore','Boozers Bar & Kitchen','No','No','4.3/5',700,NULL,'Indiranagar','Bar, Casual Dining','Beer, Cocktails, Chicken Burger, Pasta, Tandoori Chicken, Chicken Manchurian, Pizza','Continental, Burger, Italian, Pizza, North Indian, Chinese, Finger Food',NULL,'Delivery')
,('256, 2nd Floor, Defense Colony, Above Girias Showroom, 100 Feet Road, Indiranagar, Bangalore','Bottle & Glass','No','Yes','4.0/5',973,'+91 7338386888
+91 9742888888','Indiranagar','Bar, Casual Dining','Bbq Chicken Pizza, Sangria, Cocktails, Beer, Chicken Nachos, Mai Thai, Burgers','Continental, Chinese, Italian',1400,'Delivery')
,('346, 9th Main, 14th Cross, 2nd Stage, CMH Road, Indiranagar, Bangalore','CakeZone','No','No','4.1/5',666,'080 39513573
+91 9916888854','Indiranagar','Bakery','Cup Cake, Chocolate Truffle, Chocolate Cake, Coffee, Choco Truffle, Photo Cake, Cheesecake','Bakery, Desserts',500,'Delivery')
,('3051, HAL 2nd Stage, 80 Feet Road, Indiranagar, Bangalore','Madurai Idly Shop','No','No','3.7/5',722,'+91 9148186349','Indiranagar','Quick Bites','Masala Dosa, Idli, Tea, Podi Dosa, Pongal, Filter Coffee, Mini Idlis','South Indian',200,'Delivery')
,('538, Opposite Metro Station, CMH Road, Indiranagar, Bangalore','Tadka Singh','No','No','3.4/5',946,'+91 7676121212','Indiranagar','Casual Dining','Paratha, Lassi, Butter Chicken, Kheer, Chicken Curry, Sarso Da Saag, Dal Makhani','North Indian',NULL,'Delivery')
,('275, Opposite E-Zone, 100 Feet Road, Indiranagar, Bangalore','Tunday Kababi','Yes','No','3.8/5',721,'+91 9739583030','Indiranagar','Casual Dining','Tandoori Chicken, Galauti Kebab, Mughlai Paratha, Kheer, Mutton Biryani, Rolls, Rumali Roti','North Indian, Rolls, Kebab',500,'Delivery')
,('2985, 12th Main, HAL 2nd Stage, Indiranagar, Bangalore','The Pizza Bakery','Yes','Yes','4.8/5',1724,'080 49652968','Indiranagar','Casual Dining','Pizza, Garlic Bread, Beer, Tiramisu, Vanilla Ice Cream, Ravioli, Coffee Ice Cream','Italian, Pizza, Beverages',1200,NULL)
,('710, 3rd Floor, Above New Bata Showroom, 80 Feet Road, Indiranagar, Bangalore','NH8','Yes','Yes','4.1/5',2075,'080 42076575
+91 9620771098','Indiranagar','Casual Dining','Rajasthani Thali, Panneer Butter Masala, Shrikhand, Papdi Chaat, Rasgulla, Jal-jeera, Lunch Thali','Rajasthani',800,'Delivery')
,('303, Ashok Terrace, 1st Stage, 100 Feet Road, Indiranagar, Bangalore','Kund Indian Barbeque','No','Yes','4.0/5',869,'080 25281416
+91 9980934242','Indiranagar','Casual Dining','Dal Makhani, Lassi, Palak Paneer, Mutton Roganjosh, Butter Chicken, Tandoori Chicken, Jal-jeera','North Indian, Mughlai',1100,'Delivery')
,('460, 2nd Cross, Krishna Temple Road, Indiranagar, Bangalore','Milano Ice Cream','No','No','4.9/5',2090,'080 41256483
+91 8281464593','Indiranagar','Dessert Parlor','Pie, Vanilla Gelato, Mango Ice Cream, Tiramisu, Truffle, Gelato Ice Cream, Ice Cream Sandwiches','Ice Cream, Desserts',400,NULL)
,('754, Near Krishna Temple Road, Off 100 Feet Road, Indiranagar, Bangalore','CakeWalk','No','No','4.1/5',540,'080 25205393
080 41611644','Indiranagar','Dessert Parlor','Rainbow Pastry, Cheesecake, Brownie, Fruit Cake, Rainbow Cake, Pie, Sandwiches','Desserts, Bakery',500,'Desserts')
,('Next to Apple Of My Eye, 12th Main, 2nd Stage, HAL, Off 100 Feet Road, Indiranagar, Bangalore','Natural Ice Cream','No','No','4.6/5',922,'080 25200059
080 25200159','Indiranagar','Dessert Parlor','Mango Ice Cream, Coffee, Chocolate Icecreams, Tender Coconut Ice Cream, Kala Jamun, Kesar Pista, Malai Korma','Ice Cream, Desserts',150,'Desserts')
,('3, 4 Floor, 618, HAL 2nd Stage, Indiranagar, Bangalore','Sly Granny - The Community House','No','Yes','4.4/5',953,'080 48536712
080 48536715','Indiranagar','Fine Dining, Bar','Cocktails, Pie, Rolls, Mezze Platter, Schnitzel, Pancakes, Eggs Benedict','Modern Indian, European, American',2500,NULL)
,('298, Namma Metro Pillar 62, 100 Feet Road, Indiranagar, Bangalore','Toit','No','No','4.7/5',14956,'+91 9019713388','Indiranagar','Microbrewery','Beer, Pesto Pizza, Nachos, Cocktails, Beef Lasagna, Mai Thai, Tacos','Italian, American, Pizza',1500,NULL)
,('770, Escape Hotel & Spa, 12th Main, 100 Feet Road, Indiranagar, Bangalore','The Black Rabbit','No','Yes','4.3/5',4187,'080 42415575
+91 7406636763','Indiranagar','Bar, Casual Dining','Burgers, Spicy Fries, Cosmopolitan, Cocktails, Custard, Pepperoni Pizza, Peri Peri Chicken','Continental, Salad, Burger, Finger Food, Pizza',1500,NULL)
,('100 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore','1131 Bar + Kitchen','No','Yes','4.6/5',2785,'080 49652166','Indiranagar','Bar, Casual Dining','Pizza, Chocolate Cake, Cocktails, Beer, Nachos, Sangria, Mocktails','Continental, Asian, Italian, North Indian',1500,NULL)
,('840/1,100 Feet Road, Metro Pillar 56-57, Indiranagar, Bangalore','Three Dots & A Dash','No','Yes','4.1/5',3864,'080 49653111','Indiranagar','Casual Dining, Bar','Cocktails, Pork Dumplings, Pork Steak, Cosmopolitan, Pizza, Mocktails, Chicken Pasta','European, Continental',1300,NULL)
,('960, Next To Gold Gym,12thMain, HAL 2nd Stage, Indiranagar, Bangalore','Chianti','No','Yes','4.7/5',4398,'080 41265000
080 41264000','Indiranagar','Casual Dining','Pasta, Pizza, Salads, Tiramisu, Wine, Bruschettas, Sangria','Italian',1500,NULL)
,('2008, 2nd Floor, 100 Feet Road, Indiranagar, Bangalore','Tipsy Bull - The Bar Exchange','No','Yes','4.4/5',2993,'080 49652910','Indiranagar','Bar, Casual Dining','Cocktails, Peri Peri Chicken, Pizza, Mocktails, Biryani, Sangria, Chicken Dim Sum','Chinese, Continental, North Indian, Mexican',1400,NULL)
,('776, 3rd Floor, 100 Feet Road, Indiranagar, Bangalore','BTDT? Been There Done That','No','Yes','4.3/5',879,'+91 9108974398','Indiranagar','Bar, Casual Dining','Cocktails, Momos, Pizza, Roti, Mocktails, Nachos, Fish','European, Continental, Asian, Finger Food',1300,NULL)
,('276, Above Girias Showroom, 100 Feet Road, HAL 2nd Stage, Indiranagar, Bangalore','Tippler','No','Yes','4.2/5',2901,'080 49652782','Indiranagar','Pub','Cocktails, Pie, Peri Peri Fries, Long Island Iced Tea, Chicken Steak, Mocktails, Nachos','Russian, Continental, North Indian',1300,NULL)
,('Escape Hotel & Spa, 770, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Bricklane','No','Yes','4.2/5',1633,'080 42415505
+91 7899383979','Indiranagar','Casual Dining','Pizza, Tandoori Chicken, Mocktails, Sali Boti, Chocolate Mud Pot, Cocktails, Crispy Lotus Stem','Italian, Mediterranean, Pizza',1500,NULL)
,('965, 12th Main, HAL 2nd Stage, Off 100 Feet Road, Indiranagar, Bangalore','Phobidden Fruit','No','No','4.4/5',2921,'080 41255175
080 41107735','Indiranagar','Casual Dining','Pho, Noodles, Salads, Mocktails, Veg Momos, Banh Cuon, Pork Chops','Vietnamese, Salad',1100,'Dine-out')
,('759, 1st Floor, 100 Feet Road, Indira Nagar, Bangalore','Bologna','No','Yes','4.5/5',717,'+91 8043027392','Indiranagar','Casual Dining','Tiramisu, Pasta, Pizza, Lasagne, Bruschettas, Mango Mousse, Watermelon Sangria','Italian',1000,NULL)
,('311, Gowra, Binnamangala, 1st Stage, Indiranagar, Bangalore','The Marina','No','No','4.4/5',542,'080 49653074','Indiranagar','Casual Dining','Sea Food, Jumbo Prawns, Malabar Fish Curry, Crab Soup, Mocktails, Ghee Rice, Veg Starter','Seafood, Continental, North Indian, South Indian',1200,'Dine-out')
,('303, 100 Feet Road, Indiranagar, Bangalore','Barebones - The Balcony Bar','No','Yes','4.2/5',2445,'080 49652591','Indiranagar','Bar, Casual Dining','Chips, Lamb, Cocktails, Wedges, Roast Chicken, Pizza, Margarita','Chinese, Continental, Finger Food, Italian',1500,NULL)
,('201, Double Road, Indiranagar, Bangalore','Esplanade','No','No','4.3/5',1563,'080 40927878','Indiranagar','Casual Dining','Fish, Daab Chingri, Luchi, Chicken Rezala, Plain Rice, Kosha Mangsho, Mochar Ghonto','Bengali',1000,'Dine-out')
,('218, Near BDA Complex, Double Road, Indiranagar, Bangalore','Chinita Real Mexican Food','No','No','4.4/5',2658,'080 45128735','Indiranagar','Casual Dining','Nachos, Churros, Burrito Bowl, Tacos, Enchiladas, Quesedillas, Salads','Mexican',1200,'Dine-out')
,('957, Near Gold''s Gym, 12th Main, Off 100 Feet Road, Indiranagar, Bangalore','Plan B','No','No','4.2/5',1651,'+91 8041609100','Indiranagar','Casual Dining, Pub','Burgers, Chicken Wings, Beer, Cocktails, Peri Peri Chicken Steak, Peri Peri Wings, Peri Fries','American, Continental, BBQ, Steak',1200,'Dine-out')
,('657, Above KTM Bike Show Room, 100 Feet Road, Indiranagar, Bangalore','Wall Street 657','No','No','4.1/5',1858,'+91 9900927657
00 919742659299','Indiranagar','Bar','Beer, Cocktails, Brownie, Chicken Satay, Chicken Wings, Pizza, Chilli Paneer','Finger Food, Continental',1200,NULL)
,('765, 4th Floor, Above Tommy Hilfiger, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Xtreme Sports Bar','No','Yes','3.6/5',1111,'+91 9663312706
+91 8668873469','Indiranagar','Lounge','Mojito, Beer, Cocktails, Chicken Wings, Pasta, Nachos, Potato Wedges','Continental, Chinese, North Indian',1400,'Dine-out')
,('1136, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Agent Jack''s Bar','No','Yes','4.0/5',592,'080 49653212','Indiranagar','Bar','Margarita, Masala Peanuts, Cocktails, Momos, Pizza, Chilli Chicken, Beer','Continental, North Indian, Italian',1300,'Dine-out')
,('1080, 12th Main, HAL 2nd Stage, Indiranagar, Bangalore','Hangover','Yes','Yes','4.0/5',1413,'080 49653251','Indiranagar','Bar, Casual Dining','Cocktails, Blueberry Cheesecake, Margarita, Long Island Iced Tea, Sangria, Bbq Pizza, Beer','Thai, Chinese, North Indian, Continental, Steak',1500,'Dine-out')
,('765, 1st floor, 2nd Stage HAL, 100 Feet Road, Indiranagar, Bangalore','Pecos Stones','No','Yes','4.2/5',1089,'+91 8971664068
+91 9986524411','Indiranagar','Pub, Casual Dining','Chicken Curry, Chicken Dosa, Sea Food, Masala Peanuts, Chicken Tacos, Draught Beer, Lime Soda','Finger Food',1100,'Dine-out')
,('421/P, Sri Krishna Temple Road, Off 100 Feet Road, Indiranagar, Bangalore','Wanley','No','No','4.0/5',514,'080 25253463
+91 9591373167','Indiranagar','Casual Dining','Noodles, Manchow Soup, Dragon Chicken, Sweet Corn Soup, Roast Pork Chilli, Chop Suey, Roasted Pork','Chinese',500,'Dine-out')
,('3rd Floor, 212, 1st Main, 2nd Stage, Domlur Layout, Indiranagar, Bangalore','Sherlock''s Pub','No','Yes','3.9/5',644,'+91 8884445645
+91 8884445646','Indiranagar','Pub, Casual Dining','Beer, Nachos, Cocktails, Salsa, Noodles, Pasta, Jalapeno Cheeseballs','Continental, North Indian, Chinese',1500,'Dine-out')
,('1081, 12th Main, HAL 2nd Stage, Off 100 Feet Road, Indiranagar, Bangalore','Jimi''s Beer Cafe','No','Yes','3.9/5',815,'+91 8892607344
080 25203879','Indiranagar','Bar','Beer, Beef Steak, Potato Wedges, Burgers, Nachos, Chilli Pork, Masala Peanuts','American, North Indian, Chinese',1700,'Dine-out')
,('776, Above Kotak Mahindra Bank, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Bflat Bar','No','Yes','3.9/5',854,'+91 9591126639
+91 8170086848','Indiranagar','Lounge','Biryani, Cocktails, Mushroom Pasta, Dragon Chicken, Beer, Noodles, Steak','North Indian, Chinese, Continental, Bengali',1600,'Dine-out')
,('37, 80 Feet Road, HAL 3rd Stage, Indiranagar, Bangalore','Bootlegger','No','Yes','4.0/5',601,'+91 8025200099','Indiranagar','Lounge','Cocktails, Pasta, Chilli Pork, Beer, Beetroot Burger, Chicken Nachos, Pepperoni Pizza','Continental, Steak',1800,'Dine-out')
,('654, 2nd Floor, Navajyoti. Above BIBA, 100 Feet Road, Indiranagar, Bangalore','Doff Pub and Lounge','No','Yes','4.1/5',1341,'+91 7996604540
+91 7020190128','Indiranagar','Lounge','Beer, Cocktails, Pasta, Chicken Lollipop, Jalapeno Cheeseballs, Nachos, Chicken Fingers','Continental, American, Pizza, North Indian, Chinese, Finger Food, Asian, Thai',1500,'Dine-out')
,('54, 3rd Main, 100 Feet Road, Indiranagar, Bangalore','Blistering Barnacles','No','Yes','3.9/5',1214,'080 41263332','Indiranagar','Pub','Strawberry Mojito, Cocktails, Chicken Momo, Caramel Custard, Long Island Iced Tea, Spring Roll, Tortilla Chips','Chinese, Continental, American, Steak',1200,'Dine-out')
,('Namma Metro Pillar 62, 100 Feet Road, Indiranagar, Bangalore','Mavalli Tiffin Room (MTR)','No','No','4.3/5',1878,'080 41690688
+91 9886894116','Indiranagar','Quick Bites','Masala Dosa, Filter Coffee, Lunch Thali, Rava Idli, Neer Dosa, Medu Vada, Tea','South Indian',300,'Dine-out')
,('38/1A, CMH Road, Indiranagar, Bangalore','KFC','Yes','No','3.1/5',668,'080 33994444','Indiranagar','Quick Bites','Zinger Burger, Crispy Chicken, Rice Bowl, Hot Wings, Pizza, Chicken Popcorn, Virgin Mojito','Burger, Fast Food',450,'Dine-out')
,('The Paul Bangalore, 139/28, Opposite Embassy Golf Links, Off Intermediate Ring Road, Domlur, Bangalore','Murphy''s Brewhouse - The Paul Bangalore','No','Yes','4.3/5',2031,'080 40477755
080 40477777','Domlur','Pub, Microbrewery','Chicken Bruschetta, Tandoori Chicken, Veggie Pizza, Barbeque Chicken Pizza, Nachos, Wheat Beer, Stout','Continental, North Indian, Finger Food',1700,'Dine-out')
,('24, 46th Cross, 5th Block Jayanagar, Bangalore','Sea Lions BBQ & Grills','No','Yes','4.6/5',538,'080 45128689','Jayanagar','Casual Dining','Neer Dosa, Mutton Biryani, Brownie, Paan Ice Cream, Cocktails, Mocktails, Vegetable Biryani','North Indian, Chinese, Mughlai, Mexican, BBQ',1100,NULL)
,('N17, 24th Main Road, 6th Phase, JP Nagar, Bangalore','Dr. Sheesha','No','Yes','4.1/5',1445,'080 49653341','JP Nagar','Cafe','Mocktails, Pizza, Pasta Alfredo, Burgers, Nachos, Exotic Garlic Bread, Milk Shake','Cafe, Chinese, Continental, Italian',800,'Cafes')
,('783, Outer Ring Road, Nagarjun Enclave, 1st Phase, JP Nagar, Bangalore','Skyline Pizzeria','No','No','3.9/5',764,'+91 7795015404
+91 8197544572','JP Nagar','Cafe, Bakery','Pizza, Pasta, Mocktails, Pink Lemonade, Sandwiches, Mojito, Nachos','Cafe, Bakery, Italian',600,'Cafes')
,('69, Behind Yediyur Bus Stop, Jayanagar, Bangalore','Kabab Magic','Yes','No','3.9/5',984,'080 26760225
080 41247366','Jayanagar','Quick Bites','Shawarma, Chicken Grill, Grape Juice, Biryani, Rolls, Paratha, Veggie Roll','North Indian, Kebab, Fast Food',500,'Delivery')
,('177/A-44, 22nd Cross, 3rd Block, Jayanagar, Bangalore','Hari Super Sandwich','No','No','4.4/5',1830,'080 65350113
+91 9901117355','Jayanagar','Quick Bites','Sandwiches, Chocolate Sandwich, Potato Twister, Sev Puri, Corn Sandwich, Cheese Sandwich, Panipuri','Fast Food, Street Food',200,'Delivery')
,('1101, 1st Floor, 24th Main, Near ICICI Bank, JP Nagar, Bangalore','Nandhana Palace','No','Yes','4.3/5',1079,'+91 9513444821
080 46131111','JP Nagar','Casual Dining, Bar','Bamboo Chicken, Chicken Guntur, Mutton Bone Soup, Chicken Boneless Biryani, Hyderabadi Biryani, Chicken Kshatriya, Vegetable Biryani','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('718, 1st C Main, 45th Cross, 8th Block, Jayanagar, Bangalore','Shivaji Military Hotel','No','No',NULL,2497,'+91 9845149217
+91 9980739217','Jayanagar','Casual Dining','Mutton Biryani, Mutton Fry, Donne Biryani, Chicken Biryani, Chicken Fry, Mutton Chops, Dum Biryani','South Indian, Biryani',450,'Dine-out')
,('Suraj Tower, 216/13, 27th Cross, 3rd Block, Jayanagar, Bangalore','Pizza Hut','Yes','No','3.8 /5',706,'080 39883988
080 26532999','Jayanagar','Casual Dining','Pasta, Garlic Bread, Tandoori Paneer, Pane Pizza, Potato Wedges, Chicken Pizza, Chocolate Fudge','Pizza, Fast Food',750,'Dine-out')
,('11th Main Road, 4th block, Jayanagar, Bangalore','Burger King','Yes','No','3.9 /5',1075,'+91 9108013561
+91 8285475260','Jayanagar','Quick Bites','Burgers, Tandoor Chicken Burger, Cheesy Italian Fries, Chocolate Shake, Cheesy Chicken Fries, Whopper Burger, Chicken Whopper','Burger, Fast Food, Beverages',600,'Dine-out')
,('607, 15th Cross, Outer Ring Road, 1st Phase, JP Nagar, Bangalore','The Pump House','No','No','4.3 /5',721,'+91 9606127666','JP Nagar','Microbrewery','Beer, Cocktails, Nachos, Pizza, Tiramisu, Pork Ribs, Stout','Continental, Finger Food',1500,NULL)
,('172/1, Unit 3, 3rd Floor, Vega City Mall, Srinivasa Industrial Estate, Bannerghatta Road, Bangalore','Chianti','No','Yes','4.5 /5',800,'+91 8067922473','Bannerghatta Road','Casual Dining','Pasta, Pizza, Mushroom Soup, Tiramisu, Sangria, Fish, Panna Cotta','Italian',1500,NULL)
,('610, 15th Cross, 100 Ft Ring Road, 1st Phase, JP Nagar, Bangalore','The Underpass Pub & Grub','No','No','4.0 /5',726,NULL,'JP Nagar','Pub, Casual Dining','Pasta, Cocktails, Pizza, Paneer Tikka, Mocktails, Fish, Fries','Finger Food, Continental, North Indian, Chinese',1500,'Dine-out')
,('#35/4, 24th main JP Nagar 7th phase, Puttenahalli, JP Nagar, Bangalore','Kitchens@JP Nagar','Yes','No','3.9/5',502,'080 43334321','JP Nagar','Takeaway, Delivery','Vegetable Biryani','Biryani, Kerala, Mughlai, Street Food, North Indian, Chinese, South Indian, Andhra',400,'Delivery')
,('24th Main Road, 5th Phase, JP Nagar, Bangalore','Empire Restaurant','Yes','No','4.1/5',2402,'080 49652986','JP Nagar','Casual Dining','Sea Food, Chicken Dosa, Jeera Rice, Non Veg Thali, Chilli Chicken, Butter Chicken, Tandoori Chicken','North Indian, Mughlai, South Indian, Chinese',750,'Dine-out')
,('448, 4th Floor, Big Bazaar Building, SRK Towers, Bannerghatta Road, Bangalore','The Yellow Submarine','No','Yes','4.4/5',2075,'+91 8722147555','Bannerghatta Road','Microbrewery, Casual Dining','Watermelon Feta Salad, Craft Beer, Mutton Biryani, Blueberry Cheesecake, Bbq Pizza, Cocktails, Shitake Mushrooms','Continental, North Indian, Chinese, Pizza, Thai',1200,NULL)
,('2nd Floor, Roseline Landmark, 5th B Cross, HRBR Layout, 3rd Block, Kalyan Nagar, Bangalore','AB''s - Absolute Barbecues','No','Yes','4.6/5',1502,'080 30474040','Kalyan Nagar','Casual Dining','Sea Food, Mocktails, Paan Ice Cream, Fish, Chaat, Macaroon, Gulab Jamun','European, Mediterranean, North Indian, BBQ',1400,'Buffet')
,('5AC-430, 5th A Cross Service Road, 2nd Block, HRBR Layout, Kalyan Nagar, Bangalore','Sigree Global Grill','No','Yes','4.4/5',1099,'+91 9538319944
080 25451318','Kalyan Nagar','Casual Dining, Bar','Pasta, Mutton Seekh, Fish, Prawn Curry, Pizza, Papdi Chaat, Salad','North Indian, BBQ',1400,NULL)
,('30, 3rd Floor, B.R.Plaza, 4th Cross, CMR Road, HRBR Layout, Kalyan Nagar, Bangalore','Barbeque Nation','No','Yes','4.2/5',1132,'+91 8064806060
18001086060','Kalyan Nagar','Casual Dining','Mocktails, Fish, Gulab Jamun, Paan Kulfi, Crispy Corn, Prawn, Biryani','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Buffet')
,('429, 7th Main Road, HRBR Layout, 1st Block, Kalyan Nagar, Bangalore','Imperio Restaurant','Yes','Yes','4.5/5',1228,'080 61525151
+91 7411705151','Kalyan Nagar','Casual Dining','Non Veg Thali, Chicken Kolhapuri, Paneer Tikka, Paratha, Butter Naan, Faluda, Hot Dog','North Indian, Mughlai, Biryani, South Indian, Beverages',800,'Buffet')
,('83, Nehru Main Road, Kammanahalli, Bangalore','Empire Restaurant','Yes','No','4.0/5',3128,'080 49652120','Kammanahalli','Casual Dining','Alfam Chicken, Ghee Rice, Chicken Curry, Mutton Biryani, Chicken Grill, Shawarma, Fruit Salad','North Indian, Mughlai, South Indian, Chinese',750,'Buffet')
,('5M 408, Ground Floor, 5th Main, HRBR Layout, Kalyan Nagar, Bangalore','Truffles','No','No','4.5/5',1181,'080 48539093
080 48539094','Kalyan Nagar','Cafe, Casual Dining','Burgers, Orange Mojito, Pasta, Ferrero Rocher Shake, Cheese Burger, Coffee, Chaat','Cafe, American, Burger, Steak',900,NULL)
,('315, CMR Road HRBR layout, Kalyan Nagar, Bangalore','Cafe Azzure','Yes','Yes','4.2/5',559,'080 45128605','Kalyan Nagar','Cafe','Tex Mex Burger, Pizza, Fish, Pasta Alfredo, Mojito, Burgers, Blueberry Cheesecake','Cafe, Continental, Italian, Burger',1200,NULL)
,('5M-403, 1st Floor, 5th Main, 2nd Block, HRBR Layout, Kalyan Nagar, Bangalore','Cafe Pink Pajamas','Yes','Yes','4.1/5',577,'080 49652812','Kalyan Nagar','Cafe','Tex Mex Burger, Pasta, Pizza, Fish, Burgers, Salads, Veg Burger','Cafe, Italian',700,NULL)
,('4th Floor, 7M-414, 7th Main Road, HRBR, 1st Block Extension, Kammanahalli, Bangalore','Onesta','Yes','Yes','4.4/5',2589,'+91 8904001530','Kammanahalli','Casual Dining, Cafe','Roast Chicken Pizza, Ricotta Ravioli, Pasta, Berryblast, Paneer Tikka Pizza, Barbeque Chicken Pizza, Mocktails','Pizza, Cafe, Italian',600,'Cafes')
,('356, 1st Floor, Hennur Main Road, Opposite Grace Garden Apartment, Hennur, Bangalore','Avista Cafe Pizzeria','Yes','Yes','4.5/5',506,'+91 9513459574','Hennur','Cafe','Sandwiches, Bbq Chicken Pizza, Burgers, Steak, Mashed Potato, Peri Peri Chicken Pizza, Aglio Olio Pasta','Cafe, Italian',650,NULL)
,('3rd Floor, Elements Mall, Thanisandra Main Road, Nagawara, Bangalore','One For The Road','Yes','Yes','4.5/5',755,'080 49653530','Nagawara','Bar','Cocktails, Pasta, Pizza, Mocktails, Thai Crispy Chicken, Beer, Chicken Wings','Continental, North Indian, Finger Food',1300,'Delivery')
,('9th B Main, Chairman Layout, Banaswadi Main Road, Landmark: Near Banaswadi Fire station, Bengaluru, Karnataka 560043','Tamarind - Tamarind Hospitality','Yes','No','3.9/5',611,'+91 8043529922

+91 8043529999','Banaswadi','Casual Dining','Biryani, Lemon Chicken, Laccha Paratha, Kashmiri Pulao, Kulcha, Cocktails, Beer','Chinese, Continental, North Indian',750,'Delivery')
,('141, Thanisandra Main Road, Nagawara Junction, Nagawara, Bangalore','Zaica Dine & Wine','Yes','Yes','4.0/5',694,'+91 8884516772','Nagawara','Casual Dining','Panneer Butter Masala, Mocktails, Chicken Tikka, Dal Makhani, Salads, Chaat, Jalebi','North Indian, Mughlai',1200,'Delivery')
,('2075, 4th Cross, 2nd Block, H.R.B.R Layout, Kalyan Nagar, Bangalore','The Local','Yes','Yes','4.2/5',1196,'080 49653495','Kalyan Nagar','Pub, Casual Dining','Beer, Cocktails, Prawn Ghee Roast, Bbq Chicken Pizza, Chicken Nachos, Appam, Chicken Steak','Finger Food, Continental, Italian, Salad',1400,'Delivery')
,('10, Next To Manyata Tech Park, Outer Ring Road, Nagawara, Bangalore','Biriyani House','Yes','No','3.7/5',600,'00 918050090066

00 918050090077','Nagawara','Casual Dining','Butter Naan, Hyderabadi Biryani, Tandoori Chicken, Butter Chicken, Chicken Dum Biryani, Vegetable Biryani, Chicken Boneless Biryani','Andhra, North Indian, Biryani, Beverages',600,'Delivery')
,('Opposite Manyatha Tech Park, Beside Honda Service Centre, Nagawara, Bangalore','Aroma''s Hyderabad House','Yes','No','4.2/5',533,'+91 8970588888

+91 8970688888','Nagawara','Casual Dining','Vegetable Biryani, Hyderabadi Biryani, Chicken Dum Biryani, Raita, Chicken Boneless Biryani, Mutton Biryani, Paneer Biryani','Mughlai, Biryani, North Indian',800,'Delivery')
,('HRBR layout, 5AC 430,5th A cross , service road 2nd block ,Close to Girias, Ring Road, Kalyan Nagar, Bangalore','Mainland China','Yes','Yes','4.5/5',1013,'080 49652123','Kalyan Nagar','Casual Dining','Noodles, Jumbo Prawns, Lunch Buffet, Crispy Corn, Chicken Dim Sum, Brownie, Sea Food','Chinese, Momos',1100,'Delivery')
,('30, B.R.Plaza, 4th Floor, 4th Cross, CMR Road, HRBR Layout, Kalyan Nagar, Bangalore','Brewklyn Microbrewery','Yes','Yes','4.4/5',2329,'080 49653123','Kalyan Nagar','Microbrewery, Casual Dining','Pizza, Beef Chilli, Craft Beer, Apple Crumble, Pork Chilli, Chips, Wheat Beer','American, South Indian, Thai, Pizza, Italian',1400,'Delivery')
,('420, 5th Cross, 2nd Block, HRBR Layout, Kalyan Nagar, Bangalore','7 Plates','Yes','No','3.6/5',519,'+91 7829774447
+91 7829779997','Kalyan Nagar','Casual Dining','Rolls, Mutton Biryani, Jumbo Chicken Roll, Butter Chicken, Kheer, Tangdi Kabab, Tandoori Chicken','North Indian, Mughlai, Rolls, Fast Food',600,'Delivery')
,('2, Maruthi Towers, 9th B Main, Chairmans Layout, 100 Feet Road, Banaswadi, Bangalore','Saffron Vegetarian Cuisine','Yes','Yes','4.0/5',667,'080 49653428','Banaswadi','Casual Dining','Tikka, Biryani, Salad, Pasta, Masala Papad, Palak Paneer, Garlic Naan','North Indian, Continental, Chinese, Mexican, Italian',700,'Delivery')
,('Near Elements mall Thanisandra Main Road, Nagawara, Bangalore','Night Food Joint','Yes','No','2.9/5',619,'+91 7411228242
+91 7022443180','Nagawara','Quick Bites','Panneer Butter Masala','North Indian, Chinese',500,NULL)
,('1-M, 404, Masand Square, Opposite Sobha Supermarket, Hennur Main Road, HRBR Layout, Kalyan Nagar, Bangalore','Chulha Chauki Da Dhaba','Yes','No','4.1/5',1208,'080 40911333
+91 7349738041','Kalyan Nagar','Casual Dining','Vegetable Biryani, Meetha Paan, Chana Masala, Sweet Lassi, Sweet Paan, Butter Chicken, Tandoori Chicken','North Indian',800,'Delivery')
,('7, 5th Main, 2nd Block, Kalyan Nagar, Bangalore','Aioli','No','Yes','4.2/5',783,'080 69990174','Kalyan Nagar','Casual Dining','Garlic Bread, Salad, Salads, Pita Bread, Lamb Chops, Sea Food, Steak','Mediterranean, Continental, Italian, Salad',1400,'Delivery')
,('310, 3rd Block, Kammanahalli Service Road, Opposite Indo Asian Academy, Ring, HBR Layout, Bangalore Road','FireHouse - Bar & Kitchen','Yes','Yes','3.9/5',751,'080 39511692
+91 9980841016','HBR Layout','Pub','Cocktails, Peri Peri Chicken, Meat Pizza, Mojito, Buffalo Wings, Beer, Burgers','Continental, American, Chinese, BBQ, Salad, Italian',1500,'Delivery')
,('83, St. Thomas Town, Kammanahalli Main Road, Kammanahalli, Bangalore','Nandhana Palace','No','Yes','4.1/5',737,'+91 9513444814
+91 8046131111','Kammanahalli','Casual Dining, Bar','Biryani, Andhra Thali, Mutton Fry, Andhra Chilli Chicken, Chicken Kshatriya, Chicken Guntur, Bamboo Chicken','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('5AC-430, 4th Floor, 5th A Cross, HRBR 2nd Stage, Kalyan Nagar, Bangalore','Hoppipola','Yes','Yes','4.4/5',816,'+91 9739118123','Kalyan Nagar','Lounge','Mocktails, Masala Pizza, Salad, Cocktails, Wine, Chilli Chicken, Chicken Tikka','Continental, Fast Food, European',1200,'Delivery')
,('4C-614, 2nd Block, HRBR Layout, Kalyan Nagar, Bangalore','Corner House Ice Cream','No','No','4.4/5',669,'080 65465551','Kalyan Nagar','Dessert Parlor','Hot Chocolate Fudge, Fruit Salad, Brownie, Almond Fudge, Chocolate Milkshake, Mango Ice Cream, Vanilla Ice Cream','Ice Cream, Desserts',400,'Desserts')
,('G-1/2, First Avenue, 5th Main, 2nd Block, HRBR Layout, Kalyan Nagar, Bangalore','BYLI - Bet You Love It!','No','Yes','4.2/5',1989,'080 49652954','Kalyan Nagar','Casual Dining','Pizza, Sandwiches, Burgers, Nachos, Meatballs, Pasta Carbonara, Mocktails','Continental, Italian, Mexican, Asian',800,'Dine-out')
,('7th Main Road, 1st Block, HRBR Layout, Kalyan Nagar, Bangalore','Wanderers','No','Yes','4.0/5',662,'080 25455225','Kalyan Nagar','Microbrewery, Casual Dining','Pizza, Peri Peri Fries, Wheat Beer, Craft Beer, Chips, Stout, Chicken Burger','Continental, North Indian, South Indian, Italian',1500,NULL)
,('418, 5th Main, 2nd Block, HRBR Layout, Kalyan Nagar, Bangalore','Chung Wah','Yes','Yes','4.0/5',702,'080 65703696
080 40900253','Kalyan Nagar','Casual Dining','Clear Soup, Hunan Chicken, Lamb, Chowmein, Sweet Corn Soup, Hakka Noodles, Chicken Lollipop','Chinese, Thai, Momos, Vietnamese',800,'Dine-out')
,('80 HRBR 3rd Block, Kammanahalli, Bangalore','Burger King','Yes','No','3.9/5',718,'+91 8197463990','Kammanahalli','Quick Bites','Burgers, Fries, Mutton Whopper, Chicken Grill, Mango Shake, Chicken Whopper, Chocolate Milkshake','Burger, Fast Food, Beverages',600,'Dine-out')
,('4M- 403, 80 Feet Road, Kammanahalli, Bangalore','KFC','Yes','No','3.1/5',616,'080 33994444','Kammanahalli','Quick Bites','Hot Wings, Crispy Chicken, Popcorn Chicken, Rice Bowl, Rice Bowls, Zinger Burger','Burger, Fast Food',450,'Dine-out')
,('203, 4th Cross, 3rd Block, HRBR Layout, Kalyan Nagar, Bangalore','The Filter Coffee','Yes','No','4.1/5',620,'+91 9900455577','Kalyan Nagar','Quick Bites','Filter Coffee, Vada, Masala Dosa, Pongal, Idli, Onion Uttapam, Kesari Bath','South Indian, Coffee',200,'Delivery')
,('2/3, Above Pantaloons, Sony World Junction, 80 Feet Road, Koramangala 6th Block, Bangalore','Barleyz','No','No','3.8/5',4646,'+91 8880128888','Koramangala 6th Block','Lounge, Microbrewery','Tandoori Chicken, Fish Chilli, Cocktails, Chilli Chicken, Pizza, Craft Beer, Chaat','North Indian, Continental, Chinese',2000,'Buffet')
,('4, 8th Main Road, Koramangala 4th Block, Bangalore','The Hole in the Wall Cafe','No','No','4.6/5',7113,'080 40949490
+91 9945602562','Koramangala 4th Block','Cafe','Waffles, Healthy Breakfast, English Breakfast, Pancakes, Burgers, Sandwiches, Mushroom Omelette','Cafe, American, Burger',600,'Cafes')
,('984, 80 Feet Main Road, Koramangala 4th Block, Bangalore','Third Wave Coffee Roasters','No','No','4.4/5',1224,'+91 7337684222','Koramangala 4th Block','Cafe','Coffee, Hummus Platter, Granola Parfait, Hot Chocolate, Cappuccino, Waffles, Skillet Cookie','Cafe, Continental, Desserts',800,NULL)
,('111, Ground Floor, Asha Mansion, 6th Cross, Club Road, Koramangala 6th Block, Bangalore','Bundar','No','No','4.1/5',2448,'080 41425060','Koramangala 6th Block','Cafe','Burgers, Cheese Burger, Mojito, Peri Peri Fries, Apple Pie, Tea, Peri Peri Chicken Wings','Cafe, Burger, Fast Food, Desserts',700,NULL)
,('Shop 55, 1st Floor, 5th Cross Road, Koramangala 6th Block, Bangalore','Gudguda Prime Cafe','No','Yes','4.2/5',815,'+91 9886374766
+91 9741567111','Koramangala 6th Block','Cafe','Mocktails, Pizza, Veg Platter, Brownie, Burgers, Pasta, Fries Basket','Cafe, Continental, Chinese, Italian',800,'Cafes')
,('897, Near Indoor Stadium, 6th Block, 80 Feet Peripheral Road, Koramangala, Koramangala 6th Block, Bangalore','Domino''s Pizza','Yes','No','4.0/5',567,'080 25528888

18602100000','Koramangala 6th Block','Quick Bites','Pizza, Barbeque Chicken','Pizza, Fast Food',400,'Delivery')
,('3, 80 Feet Road, 4-C Block, Koramangala 4th Block, Bangalore','1522 - The Pub','No','Yes','4.2/5',1739,'+91 9980985527
+91 9481451597','Koramangala 4th Block','Pub','Cocktails, Devils Chicken, Beer, Tandoori Chicken, Pasta, Pinacolada, Pizza','Chinese, Continental, North Indian',1400,'Delivery')
,('780, Ground Floor, 19th Main Road, Sector 1, HSR, Bangalore','Sunny Cafe & Kitchen','Yes','Yes','3.8/5',503,'080 49653055','HSR','Cafe, Casual Dining','Latte, Sandwich, Pizza, Falafel, Pasta, Choco Brownie Shake, Waffles','Cafe, Continental, Beverages, Desserts',700,'Delivery')
,('80 Feet Road, Above Liberty Showroom, 4th Block, Koramangala 4th Block, Bangalore','Mast Kalandar','No','No','2.5/5',547,'080 41641751
080 41655896','Koramangala 4th Block','Casual Dining','Rajma Chawal, Khichda, Gulab Jamun, Paratha, Dal Makhani, Lassi, Paneer Tikka','North Indian',450,NULL)
,('12th Main, Koramangala 4th Block, Bangalore','Cupcake Noggins','No','No','4.1/5',724,'+91 8150861619','Koramangala 4th Block','Dessert Parlor, Bakery','Cup Cake, Truffle, Raspberry Cheesecake, Burgers, Blueberry Cheesecake, Chocolate Chocochip, Chocolate Crunch','Desserts, Bakery',300,'Delivery')
,('418/9, 1st Cross, Green Leaf Layout, 80 Feet Road, 4th Block, Near blue dart office, Koramangala, Bangalore','Nite Out','Yes','No','4.0/5',1110,'080 43709452','Koramangala 4th Block','Delivery','Chicken Boneless Biryani, Brownie, Rolls, Chicken Masala, Chocolate Milkshake, Chicken Curry, Noodles','North Indian, Chinese, Biryani',500,'Delivery')
,('11, 80 Feet Road, Opposite Indian Oil Petrol Pump, Koramangala 6th Block, Bangalore','Eat Street','No','No','4.2/5',1531,'080 42296566','Koramangala 6th Block','Quick Bites','Lassi, Nachos, Mojito, Roti, Panipuri, Pizza, Waffles','North Indian, Chinese, Italian, Street Food, Desserts',600,'Delivery')
,('1021, 80 Feet Main Road, Koramangala 1st Block, Bangalore','Natural Ice Cream','No','No','4.5/5',940,'080 25634466','Koramangala 1st Block','Dessert Parlor','Coffee Walnut, Chocolate Icecreams, Tender Coconut Ice Cream, Thandai, Mango Ice Cream, Fruit Ice Cream, Custard Apple','Ice Cream, Beverages',200,'Delivery')
,('14, Patel Narayana Reddy Layout, 80 Ft Main Road, Koramangala 6th Block, Bangalore','The Bier Library','Yes','Yes','4.3/5',552,'080 49652559','Koramangala 6th Block','Microbrewery, Casual Dining','Beer, Pizza, Mocktails, Pasta, Cocktails, Rasmalai, Brownie','Continental, North Indian, Pizza, BBQ',2000,NULL)
,('105, 1st A Cross, Koramangala 5th Block, Bangalore','XO Belgian Waffle','Yes','No','4.5/5',833,'+91 9900332623','Koramangala 5th Block','Dessert Parlor','Hot Chocolate, Chocolate Overload, Belgian Waffles, Nutella Waffle, Thick Shakes, Caramel Coffee, Vanilla Ice Cream','Desserts, Beverages',400,NULL)
,('749, 10th Main, 80 Feet Road, Koramangala 4th Block, Bangalore','Prost Brew Pub','No','Yes','4.5 /5',7854,'080 49653036','Koramangala 4th Block','Pub, Microbrewery','Mango Cider, Cajun Potato, Nachos, Salads, Pizza, Wheat Beer, Pork Ribs','American, Continental, North Indian, Salad',1800,'Dine-out')
,('769, 80 Feet Road, Koramangala 4th Block, Bangalore','Sotally Tober','No','Yes','4.4 /5',4079,'080 49652998','Koramangala 4th Block','Bar, Casual Dining','Cocktails, Barbeque Chicken Pizza, Chocolate Martini, Nachos, Bbq Chicken Pizza, Wedges, Beer','Asian, Burger, Pizza, Chinese, Finger Food',1200,NULL)
,('24, Shankar Plaza, 80 Feet Road, Koramangala 4th Block, Bangalore','La Pino''z Pizza','Yes','No','4.1 /5',502,'080 49652662','Koramangala 4th Block','Quick Bites','Fries, White Sauce Pasta, Monster Pizza, Cheesy Garlic Bread, Cheesy Pizza, Margherita Pizza','Italian, Pizza, Beverages',600,'Dine-out')
,('470, 80 Feet Road, Koramangala 6th Block, Bangalore','The Old Fashioned Bar','No','Yes','4.5 /5',569,'080 49652711','Koramangala 6th Block','Bar','Cocktails, Long Island Iced Tea, Draught Beer, Masala Peanuts, Pizza, Mocktails, Chicken Tikka','Finger Food, North Indian, Continental',1000,NULL)
,('43/A, 1st Main, Near Wipro Park, Jakkasandra Road, Koramangala 1st Block, Bangalore','B-hive','No','Yes','4.3 /5',1550,'080 49652932','Koramangala 1st Block','Pub','Tandoori Chicken, Cocktails, Noodles, Paneer Tikka, Beer, Nachos, Pasta','Finger Food, North Indian',1200,'Dine-out')
,('467, 80 Feet Road, Opposite BMTC Bus Depot, Koramangala 6th Block, Bangalore','The Local - Terrace Drinkery','No','No','4.0 /5',1409,'080 49653497','Koramangala 6th Block','Pub, Casual Dining','Beer, Burgers, Sandwiches, Virgin Mojito, Beef Chilli, Pork Chilli, Chicken Nachos','Continental, American, Pizza, BBQ',1000,'Dine-out')
,('11, 1st Cross, A Block, Koramangala 5th Block, Bangalore','Beijing Bites','Yes','Yes','4.0 /5',859,'080 42246688


080 42246588','Koramangala 5th Block','Casual Dining','Noodles, Spring Roll, Dragon Chicken, Hunan Chicken, Lung Fung Soup, Prawn, Chop Suey','Chinese, Thai',850,'Dine-out')
,('467,Qwikys Coffee Building, 17th G Main, 6 Block, Koramangala 6th Block, Bangalore','Jimi''s Beer Cafe','No','No','3.8 /5',674,'+91 9980044552


080 41217849','Koramangala 6th Block','Pub','Beer, Steak, Chilli Chicken, Burgers, Tandoori Chicken, Masala Peanuts, Fries','American, North Indian, Chinese',1700,'Dine-out')
,('1st Floor, Forum Mall, Koramangala 7th Block, Bangalore Koramangala 7th Block','Pizza Hut','Yes','No','3.7 /5',708,'080 39883988


080 22067994','Koramangala 7th Block','Casual Dining','Pizza, Pasta, Garlic Bread, Tandoori Paneer, Masala Lemonade, Chicken Wings, Onion Rings','Pizza, Fast Food',750,'Dine-out')
,('18-30, 60 Feet Road, 6th Block, Koramangala, Bangalore','Delite Chaat House','Yes','No','3.9 /5',501,'080 49652649','Koramangala 6th Block','Quick Bites','Chaat, Dabeli, Pav Bhaji, Dhokla, Gujarati Food, Jalebi, Panipuri','Street Food, Gujarati',300,'Dine-out')
,('122B, 1st A Cross Road, near to McDonaldÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂs,2 nd floor KHB colony, Koramangala 5th Block, Bangalore','YORK St.','Yes','No','4.4 /5',950,'+91 7624945998','Koramangala 5th Block','Cafe','Beef Steak, Custard, Burgers, Beef Stroganoff, Salad, Sandwich, Sandwiches','Cafe, European, Continental',900,'Dine-out')
,('No ÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂÃÂ 51 , 11th Main Road, Jayanagar 4 th Block, Bangalore','The Yellow Chilli','Yes','Yes','3.8 /5',584,'080 41712345','Jayanagar','Casual Dining','Spring Roll, Tomato Soup, Mocktails, Sweet Corn Soup, Gulab Jamun, Roti, Paneer Tikka','North Indian, Mughlai, Biryani',1200,'Delivery')
,('67-7-61, 1st A Main, Koramangala 7th Block, Bangalore','Corner House Ice Cream','No','No','4.5 /5',1547,'+91 9845923734','Koramangala 7th Block','Dessert Parlor','Hot Chocolate Fudge, Caramel Ice Cream, Brownie Sundae, Banana Split, Thick Shakes, Brownie Chocolate, Apple Pie','Ice Cream, Desserts',400,'Desserts')
,('4th B Cross, Koramangala 5th Block, Bangalore','Biergarten','No','Yes','4.8 /5',516,'080 49653208','Koramangala 5th Block','Pub, Microbrewery','Cocktails, Pizza, Craft Beer, Nachos, Stout, Cheesecake, Chilli Chicken','Continental, North Indian, Chinese, European, BBQ, Finger Food, Asian',2100,NULL)
,('Ground Floor, Forum Mall, Hosur Road, Koramangala, Bangalore, Koramangala 7th Block, Bangalore','KFC','Yes','No','3.9 /5',654,'080 33994444','Koramangala 7th Block','Quick Bites','Burgers, Zinger Burger, Chicken Bucket, Virgin Mojito, Chicken Wings, Crispy Chicken, Hot Wings','Burger, Fast Food',450,'Dine-out')
,('2/1, Serpentine Road, Kumara Park West, Seshadripuram, Bangalore','Gullu''s Chat','Yes','No','3.7 /5',592,'+91 9845102389
+91 8050410142','Seshadripuram','Quick Bites','Chaat, Panipuri, Masala Poori, Pav Bhaji, Bhel Puri, Pizza, Dahi Papdi','Fast Food, Street Food, Juices',250,'Delivery')
,('2, Serpentine Road, Kumara Park West, Seshadripuram, Bangalore','Chetty''s Corner','Yes','No','4.2 /5',740,'+91 9945908751
+91 9341411997','Seshadripuram','Quick Bites','Burgers, Bun Nippat Masala, Masala Cola, Pizza, Masala Pepsi, Masala Soda, Sandwiches','Fast Food, Pizza, Sandwich',250,'Delivery')
,('4, KH Road, Double Road, Shanti Nagar, Bangalore','The Bangalore Cafe','Yes','Yes','4.2 /5',508,'080 49653314','Shanti Nagar','Casual Dining','Pasta, Coffee, Chaat, Paneer Pizza, Tawa Pulav, Aloo Biryani, Paratha','Modern Indian, North Indian, Pizza, Continental, Beverages',800,NULL)
,('Shangri-La Hotel, 56-6B, Palace Road, Bengaluru','Ssaffron - Shangri-La Hotel','No','Yes','4.4 /5',751,'+91 8045126430','Vasanth Nagar','Fine Dining, Bar','Biryani, Kulfi, Butter Chicken, Dal Makhani, Zaraja Paratha, Vegetable Kebab Platter, Gulab Jamun','North Indian',3000,'Dine-out')
,('Le Meridien, 28, Sankey Road, Bangalore','The Sugar Factory - Le Meridien','No','No','3.9 /5',628,'+91 9620031234
080 41305566','Sankey Road','Club','Cocktails, Chicken Satay, Nachos, Beer','Finger Food',2000,'Dine-out')
,('The GreenPath, Organic State, Opposite Mantri Metro station, Sampige Road, Rajiv Gandhi Circle, Malleshwaram, Bangalore','The Green Path - Forgotten Food','No','Yes','4.3 /5',1143,'080 49653006','Malleshwaram','Casual Dining','Lunch Buffet, Millet Pizza, Salads, Beetroot Payasam, Banana Pudding, Thali, Tikki','North Indian, South Indian',1100,'Buffet')
,('15, 3rd Floor, Sankey Main Road, Lower Palace Orchard, Above Indus Ind Bank, Sadashiv Nagar, Bangalore','Barbecued - By The Orchard','No','Yes','4.3 /5',592,'080 49653451','Sadashiv Nagar','Casual Dining','Vegetable Biryani, Panipuri, Chaat, Paneer Tikka, Lunch Buffet, Curd Rice, Vegetarian','North Indian',1200,'Buffet')
,('Sheraton Grand Bangalore Hotel at Brigade Gateway, Malleshwaram, Bangalore','Feast - Sheraton Grand Bangalore Hotel at Brigade...','No','Yes','4.3 /5',950,'080 49653030','Malleshwaram','Fine Dining','Sunday Brunch, Chocolate Cake, Mutton Biryani, Pasta, Pizza, Croissants, Cocktails','North Indian, Continental',2000,NULL)
,('26/1, Orion Mall, Brigade Gateway Campus, Dr. Rajkumar Road, Near Yeshwantpur Malleshwaram, Malleshwaram, Bangalore','Mainland China','Yes','Yes','4.5 /5',1150,'080 49652687','Malleshwaram','Casual Dining','Kimchi, Salads, Momos, Mocktails, Manchow Soup, Chicken Dumplings, Dimsum Platter','Chinese',1700,NULL)
,('1st Floor, Orion Mall, Brigade Gateway, Dr. Rajkumar Road, Near Yeshwantpur, Malleshwaram, Bangalore','Toscano','Yes','Yes','4.3 /5',1099,'080 22682055
+91 7619320073','Malleshwaram','Casual Dining','Pizza, Pasta, Wine, Cocktails, Mocktails, Mojito, Tiramisu','Italian, Salad, Mediterranean',1500,'Buffet')
,('5, 4th Floor, Above GIRIAS, 15th Cross, Malleshwaram, Bangalore','1947','No','Yes','4.0 /5',1070,'080 41314321
+91 9739989448','Malleshwaram','Casual Dining','Jal-jeera, Roti, Dhokla, Biryani, Kheer, Chaach, Dal Tadka','North Indian, Chinese',950,'Buffet')
,('Mantri Square Mall, Shop No T-38, 3rd floor,1 Sampaige Road, Malleshwaram, Bangalore','Village - The Soul of India','No','Yes','4.0 /5',568,'+91 9741223008
080 22667262','Malleshwaram','Casual Dining','Buttermilk, Jalebi, Roti, Chaat, Noodles, Vegetable Biryani, Tea','North Indian, South Indian',1000,'Buffet')
,('35, 4 & 5 th Floor, J.M Plaza, Opposite Shell Petrol Bunk, Sadashiv Nagar, Bangalore','Sattvam','No','No','4.4 /5',2127,'080 23608000
+91 7815002550','Sadashiv Nagar','Casual Dining','Gajar Ka Halwa, Jalebi Rabri, Aamras, Pongal, Salads, Lauki Ka Halwa, Pasta','North Indian, South Indian',1200,'Buffet')
,('384/1, Bashyam Circle, Sadashiv Nagar, Bangalore','Mint Masala','Yes','No','3.8 /5',571,'+91 7829346024
+91 8762998064','Sadashiv Nagar','Casual Dining','Salads, Salad, Veg Platter, Lunch Buffet, Kadai Paneer, Mint Masala, Veg Buffet','Chinese, North Indian',800,'Buffet')
,('ISKCON Temple Complex, Hare Krishna Hill, Chord Road, Rajajinagar, Bangalore','The Higher Taste','No','Yes','4.3 /5',854,'080 23575333
+91 9108494505','Rajajinagar','Casual Dining','Aloo Gobhi, Mocktails, Veg Buffet, Dahi Vada, Salads, Chaat, Buttermilk','Pizza, Biryani, North Indian, South Indian',800,'Buffet')
,('134, K N Complex, Opposite Canara Bank, Temple Street, 11th Cross, Malleshwaram, Bangalore','Mumbai Bistro','Yes','No','4.2 /5',504,'+91 9945040585
+91 9611548719','Malleshwaram','Cafe','Pav Bhaji, Tawa Pulav, Vada Pav, Chaat, Rolls, Dabeli, Sandwiches','Cafe, North Indian, Street Food',500,'Cafes')
,('41/1, Sri Sai, 2nd Main, Vyalikaval, Sadashiv Nagar, Bangalore','Aubree','Yes','No','4.3 /5',722,'+91 9611117777
080 40981077','Sadashiv Nagar','Cafe, Bakery','Cup Cake, Peri Peri Paneer Pizza, Coffee, Waffles, Hot Chocolate, Chocolate Hazelnut, Rainbow Cake','Cafe, Bakery',400,'Cafes')
,('1st Floor, Sree Premprasad Complex, Opposite Ramaiah Hospital, RMV 2nd Stage, New BEL Road, Bangalore','Smally''s Resto Cafe','Yes','No','4.2 /5',1440,'+91 7406772288
+91 7406772299','New BEL Road','Cafe','Burgers, Cheddar Cheese Balls, Peri Peri Chicken Steak, Pasta, Pizza, Fries, Peri Peri Chicken Burger','Cafe, Italian, Burger, American, Steak',650,NULL)
,('75, 2nd Floor, 1st Main, Dr. Raj Kumar Road, Rajajinagar, Bangalore','FreshMenu','Yes','No','3.3 /5',535,'080 49653566','West Bangalore','Delivery','Sandwich, Salads, Pizza, Sandwiches, Salad, Pasta, Fish','Healthy Food, Chinese, Biryani, North Indian, Continental, Salad, American, Burger',450,'Delivery')
,('Shop 2, Casino Towers, Municipal 48, Opposite M.S Ramaiah Hospital, RMV 2nd Stage, Devasandra, New BEL Road, Bangalore','Burger King','Yes','No','4.0 /5',555,'+91 8041200511
+91 7406804460','New BEL Road','Quick Bites','Burgers, Chicken Wings, Mango Shake, Chicken Crisp Burger, Cheesy Fries, Chicken Fries, Burger Meal','Burger, Fast Food, Beverages',600,'Delivery')
,('701, Sri Lakshmi Narayana Arcade, West of Chord Road 2nd Stage, Modi Hospital Road, Mahalakshimipuram, Rajajinagar, Bangalore','Empire Restaurant','Yes','No','4.0 /5',601,'091 8040414141','Rajajinagar','Casual Dining','Brain Fry, Butter Chicken, Chicken Kebab, Chicken Wings, Lunch Buffet, Mutton Biryani, Chicken Grill','North Indian, Mughlai, South Indian, Chinese',750,'Delivery')
,('15, Near MSR College, New BEL Road, Bangalore','Chaat Street','Yes','No','4.1 /5',673,'+91 9740174182
+91 7349250512','New BEL Road','Quick Bites','Chaat, Pav Bhaji, Bhel Puri, Dahipuri, Vada Pav, Raj Kachori, Samosa','Street Food, North Indian',250,'Delivery')
,('Ground Floor, 78/ A, Devasandara, Opposite Ramaiah Hospital, New BEL Road, Bangalore','Auntie Fung''s','Yes','No','4.2 /5',577,'+91 8049652828','New BEL Road','Casual Dining','Khau Suey, Burmese Khao Suey, Hakka Noodles, Chicken Satay, Vietnamese Pho, Momos, Yaki Tori','Asian, Chinese',600,'Delivery')
,('215, 216 & 220, Devasandra Village, Kasaba Hobli, New BEL Road, Bangalore','Onesta','Yes','Yes','4.4 /5',4869,'+91 8904001147
+91 8904001148','New BEL Road','Casual Dining, Cafe','Oreo Delight, Apple Pie, Barbeque Chicken, Bbq Chicken, Stuffed Pizza, Ravioli, Mojito','Pizza, Cafe, Italian',600,'Delivery')
,('527, 1st Cross, Sampige Road, Malleshwaram, Bangalore','Al-Bek','Yes','No','4.1 /5',935,'+91 9606030004
080 23461077','Malleshwaram','Casual Dining','Biryani, Shawarma, Kalmi Kabab, Chicken Grill, Chicken Noodle, Chicken Kebab, Chicken Shawarama','Mughlai, Chinese',700,'Delivery')
,('3rd Cross, Sampige Road, Malleshwaram, Bangalore','Halli Mane','Yes','No','4.0 /5',1192,'+91 8310558848','Malleshwaram','Quick Bites','Akki Rottis, Roti, Rava Idli, Filter Coffee, Pongal, Masala Dosa, Kokum Juice','South Indian, North Indian, Chinese',250,'Delivery')
,('434/A, 1st Block , Dr. Rajkumar Road, Rajajinagar, Bangalore','BOX8- Desi Meals','Yes','No','4.1 /5',559,'022 33552698','Rajajinagar','Takeaway, Delivery','Dal Makhani, Paratha, Brownie, Salad, Masala Lemonade, Chicken Biryani, Salads','North Indian, Mughlai, Fast Food',500,'Delivery')
,('22, 1st Floor MSR Nagar, ITI layout, New BEL Road, Bangalore','Vinny''s','Yes','No','4.1 /5',1107,'080 41999113
+91 9148842123','New BEL Road','Casual Dining','Pizza, Pasta, Mocktails, Nachos, Mushroom Soup, Garlic Bread, Mojito','Italian, Pizza',700,NULL)
,('7th Cross, Margosa Road, Malleshwaram, Bangalore','CTR','Yes','No','4.7 /5',4408,'080 23317531','Malleshwaram','Quick Bites','Benne Masala Dosa, Filter Coffee, Chai, Butter Masala Dosa, Crispy Vada, Tea, Kesari Bath','South Indian',150,NULL)
,('199, KGE Layout, Mathikere, New BEL Road, Bangalore','Grubbery','Yes','No','4.1 /5',637,'080 48543255
+91 7406612222','New BEL Road','Cafe','Burgers, Chicken Skewer, Waffles, Pancakes, Pesto Pasta, Coffee, Sandwiches','Cafe, American, Asian, European, Steak, Salad, Desserts',700,'Delivery')
,('11th Main Road, Bimajyothi LIC Colony, Basaveshwara Nagar, Bangalore','Le Arabia','Yes','Yes','4.4 /5',1016,'080 23233000
080 23236000','Basaveshwara Nagar','Casual Dining','Sea Food, Ghee Rice, Hyderabadi Mutton Biryani, Chicken Biryani, Shawarma, Chicken Grill, Crispy Chicken','North Indian, Mughlai',800,'Delivery')
,('2nd Floor, Orion Mall, Dr. Rajkumar Road, Malleshwaram, Bangalore','Chili''s American Grill & Bar','Yes','Yes','4.8 /5',6433,'+91 9500075479
+91 9535541956','Malleshwaram','Casual Dining, Bar','Veg Platter, Burgers, Mushroom Soup, Cocktails, Nachos, Lemon Margarita, Chicken Fajita','American, Tex-Mex, Burger, BBQ, Mexican',1400,NULL)
,('26/1, Dr Rajkumar Road, Brigade Gateway Campus, Malleshwaram Bangalore','Punjab Grill','Yes','Yes','4.9 /5',1940,'+91 8022682400','Malleshwaram','Casual Dining','Chicken Malai Tikka, Jalebi Rabri, Paneer Tikka, Kulfi, Jumbo Prawns, Murgh Malai, Lunch Buffet','North Indian, Mughlai',2000,NULL)
,('77, West of Chord Road, Beside To Mahalakshmi Layout Metro Station, Rajajinagar, Bangalore','Stories','Yes','Yes','4.6 /5',2315,'080 49652455','Rajajinagar','Casual Dining, Bar','Virgin Mojito, Butter Chicken, Mocktails, Pizza, Nachos, Cocktails, Egg Chilli','Continental, North Indian, Chinese',1100,NULL)
,('3, 80 Feet Road, Opposite MK Tower, RMV 2nd Stage, New BEL Road, Bangalore','Hammered','Yes','Yes','4.4 /5',2881,'080 49652705','New BEL Road','Pub, Cafe','Mocktails, Cocktails, Pasta, Tacos, Beer, Pizza, Chicken Tikka Masala','North Indian, Continental, Cafe',1200,NULL)
,('3rd Floor, Mantri Square, Sampige Road, Malleshwaram, Bangalore','The Asian Curry House','Yes','No','4.5 /5',785,'+91 7618700671','Malleshwaram','Casual Dining','Sushi, Noodles, Khao Suey, Momos, Vegetarian, Thukpa Soup, Thai Green Curry','Vietnamese, Thai, Burmese, Japanese',1000,NULL)
,('4th Floor, Above Purvika Mobile, Beside BATA Showroom, New BEL Road, Bangalore','Burp','Yes','Yes','4.0 /5',605,'080 49653219','New BEL Road','Cafe','Burgers, Chicken Soup, Minestrone Soup, Pasta, Au Gratin, Veggie Pizza, Chicken Burger','Cafe, Mexican, Italian, Pizza',800,'Delivery')
,('2/4, 80 Feet Road, Poojari Layout, RMV Extension, New BEL Road, Bangalore','Freskka','Yes','No','4.0 /5',702,'080 41145508','New BEL Road','Casual Dining','Momos, Salads, Lasagne, Risotto, Pesto Pasta, Pizza, Filter Coffee','Italian, American, Asian, Continental, Mexican, Momos',700,'Delivery')
,('71, 80 Feet Road, RMV 2nd Stage, New BEL Road, Bangalore','Smoke - The Sizzler House','Yes','Yes','4.2 /5',674,'080 23417873
+91 9972936494','New BEL Road','Casual Dining','Steak, Pizza, Burgers, Pasta, Fish, Mocktails, Onion Rings','Continental, Italian',800,NULL)
,('343, 8th A Main Road, Milk Colony, Subramanyanagar, 17th Cross, Malleshwaram, Bangalore','3G''s - Gulp & Groove','Yes','Yes','4.1 /5',662,'+91 8073464389
+91 9513120033','Malleshwaram','Bar, Casual Dining','Peri Peri Chicken, Beer, Pasta, Nachos, Cocktails, Pizza, Dragon Prawn','Finger Food, Continental, Chinese',1100,'Delivery')
,('19, Jaladarshini Layout, Above Reliance Digital, New BEL Road, Bangalore','Peppermill Bistro','Yes','Yes','4.0 /5',868,'080 41523055
+91 9740955168','New BEL Road','Casual Dining, Cafe','Pasta, Pizza, Mojito, Nachos, Lamb, Fries, Orange Juice','Continental, European, Mediterranean, Cafe, Steak',1000,'Delivery')
,('70, 80 Feet Road, RMV 2nd stage, New BEL Road, Bangalore','Plated','Yes','Yes','4.1 /5',552,'+91 7353968240
+91 9513803926','New BEL Road','Cafe','Pasta, Waffles, Pancakes, Salsa, Nachos, Creme Brulee, Chips','Cafe, Continental',800,'Delivery')
,('22, 3nd Floor, MSR Nagar, ITI Layout, New BEL Road, Bangalore','Ember The Calabash','Yes','No','4.1 /5',669,'+91 8105930009','New BEL Road','Cafe','Spicy Crispy Corn, Mocktails, Chicken Wings, Pasta, Virgin Mojito, Pizza, Blueberry Mojito','Cafe, Italian, Continental, Beverages',800,'Delivery')
,('187, 15th Cross, Margosa Road, Malleshwaram, Bangalore','Veena Stores','Yes','No','4.5 /5',2407,'080 23344838','Malleshwaram','Quick Bites','Kesari Bath, Idli Vada, Sweet Pongal, Filter Coffee, Idli Chatni, Idli Chutney, Upma','South Indian',150,NULL)
,('2nd Floor, Orion Mall, Brigade Gateway, Dr. Rajkumar Road, Near Yeshwantpur, Malleshwaram, Bangalore','Rajdhani Thali Restaurant','Yes','Yes','4.0 /5',610,'+91 9886339234','Malleshwaram','Casual Dining','Thali, Churma, Khichda, Dhokla, Aamras, Malpua, Buttermilk','North Indian',1000,'Delivery')
,('103, 5 th cross, MSR NAGAR, NEW BEL ROAD 560054','Biriyani Nights','Yes','No','3.2 /5',711,'+91 9742500100
+91 9742400600','New BEL Road','Takeaway, Delivery','Chicken Kebab, Gulab Jamun, Chicken Biryani Combo','Biryani, Kebab, Continental',500,NULL)
,('5, West Of Chord Road, Rajajinagar, Bangalore','Swathi','Yes','No','3.8 /5',591,'+91 9900013400
080 23595565','Rajajinagar','Casual Dining','Chicken Kebab, Roast Mutton, Chicken Guntur, Thali, Chicken Biryani, Lemon Chicken, Babycorn Manchurian','Andhra, North Indian, Chinese',700,'Delivery')
,('2930/15, Wnd Cross, D Block, Behind Kuvempu Metro Station, Rajajinagar, Bangalore','The Purple Pan','Yes','No','4.1 /5',500,'080 49652937','Rajajinagar','Casual Dining','Kalmi Kebab, Vegetable Biryani, Chilli Chicken, Dum Biryani, Chicken Biryani, Honey Chilli Potatoes, Chicken Tikka','North Indian, Chinese',600,'Delivery')
,('706, First Floor, Modi Hospital Main Road,Above Poorvika Mobiles, Rajajinagar, Bangalore','Swasthi Spice Restaurant','Yes','No','3.4 /5',589,'+91 8431616666','Rajajinagar','Casual Dining','Hyderabadi Dum Biryani, Vegetable Biryani','Andhra, North Indian, Chinese, Biryani',600,'Delivery')
,('4, Anaga, Unit 5, 1st Floor, Near Ramaiah Hospital, Devasandra, New BEL Road, Bangalore','Chung Wah','Yes','No','4.0 /5',537,'00 9740299777
+91 7338641070','New BEL Road','Casual Dining','Fish, Chicken Satay, Momos, Sweet Corn Soup, Clear Soup, Hakka Noodles, Chop Suey','Chinese, Momos, Thai, Vietnamese',650,'Delivery')
,('5 & 6, Unathi, Arcade 3rd Floor, Dr. Rajkumar Road, 1st Block, Rajajinagar, Bangalore','Jalpaan','Yes','Yes','3.9 /5',675,'080 41701550
+91 9591996822','Rajajinagar','Casual Dining','Mocktails, Corn Cigars, Seekh Kebab, Potli Biryani, Pizza, Thali, Rumali Roti','North Indian, Continental',900,'Delivery')
,('188/1, 1st Floor, Upper Palace Orchards, Sadashiv Nagar, Bangalore','Pulimunchi','Yes','Yes','4.1 /5',532,'080 23616678
+91 9741310329','Sadashiv Nagar','Casual Dining','Neer Dosa, Egg Ghee Roast, Sea Food, Tender Coconut Souffle, Murgh Ghee Roast, Fish, Appam','Mangalorean, Seafood',1000,'Delivery')
,('15, Sankey Main Road, Lower Palace Orchard, Above Indus Ind Bank, Sadashiv Nagar, Bangalore','The Orchard','Yes','Yes','4.0 /5',672,'+91 9620068888
+91 9036002056','Sadashiv Nagar','Casual Dining','Mocktails, Chaat, Paneer Tikka, Vegetarian, Handi Biryani, Pasta, Tandoori Platter','North Indian',900,'Delivery')
,('6/4, 1st and 2nd Floor, Above Shivananda Stores, Shivananda Circle, Seshadripuram, Bangalore','Sea Rock','Yes','Yes','4.6 /5',514,'+91 8884128881
080 41273344','Seshadripuram','Casual Dining','Sea Food, Neer Dosa, Fish, Squid Masala, Palak Rice, Masala Papad, Chicken Gassi','Mangalorean, Seafood, South Indian, North Indian, Chinese, Mughlai',1000,'Delivery')
,('1522, 17th Cross, Malleshwaram, Bangalore','1522 - The Pub','Yes','No','4.2 /5',1731,'+91 9986351522
+91 9686587469','Malleshwaram','Pub','Beer, Dragon Chicken, Mojito, Cocktails, Murgh Platter, Mocktails, Sea Food','Chinese, Continental, North Indian',1400,'Delivery')
,('12th Main, 2nd Block, Rajajinagar, Bangalore','O.G. Variar & Sons','No','No','4.8 /5',1156,'080 23324808','Rajajinagar','Bakery','Veg Puff, Plum Cake, Sponge Cake, Tea, Coconut Biscuits, Fruit Cake, Apple Cake','Bakery, Desserts',200,'Desserts')
,('26/1 , 31st Floor, Dr. Rajkumar Road, World Trade Centre, Brigade Gateway Campus, Malleshwaram, Bangalore','High Ultra Lounge','No','Yes','4.1 /5',4767,'080 49653120','Malleshwaram','Lounge, Casual Dining','Cocktails, Salmon Sushi, Jumbo Prawns, Chocolate Cake, Mocktails, Pad Thai Noodle, Sushi Platter','Japanese, Thai, Chinese, Korean',2600,NULL)
,('G 3, 4, 5, Ground Floor, Sheraton Hotel, Brigade Gateway Campus, Malleshwaram, Bangalore','District 6 Pub Brewery & Kitchen','No','No','4.3 /5',2316,NULL,'Malleshwaram','Microbrewery','Mushroom Tikka, Nachos, Wheat Beer, Dahi Kebab, Cocktails, Tiramisu, Chicken Tikka','German, European, Pizza, American, North Indian, Chinese',1800,NULL)
,('Unit T-1, Third Floor, Sampige Road, Mantri Square Mall, Malleshwaram, Bangalore','Barbecue by Punjab Grill','No','Yes','4.7 /5',1316,'+91 9821250857
+91 8130594656','Malleshwaram','Casual Dining','Prawn, Panipuri, Chaat, Biryani, Paan Ice Cream, Brownie, Tandoori Prawns','BBQ',1300,NULL)
,('Sheraton Grand Bangalore Hotel at Brigade Gateway, Rajajinagar, Malleshwaram, Bangalore','The Persian Terrace - Sheraton Grand Bangalore Hotel...','No','Yes','4.2 /5',563,'080 49653034','Malleshwaram','Fine Dining','Appam, Cocktails, Tiramisu, Mocktails, Kebab Platter, Salads, Lamb','Lebanese, Mediterranean, Afghan',2500,'Dine-out')
,('Orion Mall, Brigade Gateway, Dr. Rajkumar Road, Near Yeshwantpur, Malleshwaram, Bangalore','The Studio Bar','No','No','4.0 /5',775,'+91 8022682181
+91 9900816815','Malleshwaram','Lounge','Beer, Cocktails, Pork Chilli, Pandi Curry, Steak, Crispy Chicken, Pasta','Italian, American, North Indian',1400,'Dine-out')
,('26 / 1, Upper Ground Floor, Orion Mall, Brigade Gateway, Dr. Rajkumar Road, Malleshwaram, Bangalore','The Beer Cafe','No','No','4.1 /5',730,'+91 8929188567','Malleshwaram','Pub','Beer, Cocktails, Garden Pizza, Chicken Tikka, Spring Roll, Chips, Chicken Wings','Finger Food, North Indian, Italian',1500,'Dine-out')
,('Food Court, Orion Mall, Brigade Gateway, Dr. Rajkumar Road, Near Yeshwantpur, Malleshwaram, Bangalore','Cafe Noir','No','No','4.1 /5',1187,'+91 8040982050','Malleshwaram','Casual Dining','Pasta, Pizza, Salad, Burgers, Fries, Waffles, Sandwiches','European, French, Salad',1500,'Dine-out')
,('Sampige Theatre, Sampige Road, Malleshwaram, Bangalore','New Krishna Bhavan','No','No','4.2 /5',600,'080 23560940','Malleshwaram','Quick Bites','Neer Dosa, Filter Coffee, Button Idli, Benne Masala Dosa, Puri Saagu, Badam Halwa, Vada','South Indian, North Indian, Chinese',200,'Dine-out')
,('27, 8th Cross, Malleshwaram, Bangalore','Hotel Janatha','No','No','4.1 /5',748,'080 23345609','Malleshwaram','Quick Bites','Masala Dosa, Filter Coffee, Tea, Onion Dosa, Vada Sambar, Badam Milk, Badam Halwa','South Indian',150,'Dine-out')
,('89, 1st Main, 10th Cross, Temple Street, Sampige Road, Malleshwaram, Bangalore','Asha Food Camp','No','No','4.1 /5',534,'080 23562357','Malleshwaram','Quick Bites','Panneer Butter Masala, Manchurian, Fruit Salad, Idli, Filter Coffee, Dhokla, Kashmiri Pulao','South Indian, Street Food, Fast Food',800,'Dine-out')
,('Unit UG, 49, Ground Floor, Mantri Square 1, Sampige Road, Malleshwaram, Bangalore','Burger King','Yes','No','4.0 /5',633,'+91 9591869585
+91 8050666820','Malleshwaram','Quick Bites','Burgers, Chicken Fries, Veg Burger, Chicken Wings, Chicken Whopper, Mango Shake, Supreme Burger','Burger, Fast Food, Beverages',600,'Dine-out')
,('3, Industrial Suburb, Opposite To Sheraton Hotel, Near Orion Mall, Rajajinagar, Bangalore','Jetlag','No','Yes','4.3 /5',1042,'080 49652532','Rajajinagar','Bar, Casual Dining','Cocktails, Pasta, Vegetable Biryani, Nachos, Pizza, Chicken Achari Tikka, Tiramisu','Finger Food, Continental, North Indian, Italian, Japanese',1650,NULL)
,('19/2, Kumara Krupa Road, Off Race Course Road, Bangalore','The London Curry House - The Royale Senate Hotel','No','No','4.5 /5',3953,'080 22209090
+91 9731322101','Race Course Road','Casual Dining, Bar','Soan Papdi, Mocktails, Panipuri, Kulfi, Cocktails, Misal Pav, Honey Chilli Potatoes','Pizza, North Indian, Modern Indian',1300,NULL)
,('28, 12th Main, 1st Block, Rajajinagar, Bangalore','Hotel Nalapaka','No','No','4.3 /5',678,'080 23523108
+91 9739998521','Rajajinagar','Casual Dining','Jowar Roti, Benne Dosa, Idli, Brinjal Curry, Akki Rottis, Jolada Rotti, Buttermilk','South Indian',400,'Dine-out')
,('4th & 5th Floor, Sree Premprasad Complex, Opposite Ramaiah Hospital, New BEL Road, Bangalore','Gilly''s Restobar','No','Yes','4.5 /5',2711,'080 45128631','New BEL Road','Pub, Casual Dining','Biryani, Beer, Murgh Platter, Cocktails, Pizza, Burgers, Drunken Chicken','Continental, Finger Food, North Indian, Chinese',1200,NULL)
,('Dr Rajkumar Road, Opposite KLE College, Near Navrang Theatre, Rajajinagar, Bangalore','Sagar Hotel','No','No','4.3 /5',813,'080 23325917','Rajajinagar','Casual Dining','Vada Pav, Dabeli, Pav Bhaji, Chaat, Masala Papad, Jalebi, Sev Puri','North Indian, Chinese, Street Food, Juices',600,'Dine-out')
,('Raceview Hotel, Madhava Nagar, Race Course Road, Bangalore','South Ruchis Square','Yes','Yes','4.3 /5',1033,'+91 7022141080
+91 8048513591','Race Course Road','Casual Dining','Pongal, Filter Coffee, Bonda Soup, Thali, Neer Dosa, Biryani, Masala Dosa','North Indian, South Indian, Chinese',850,'Dine-out')
,('35, 4th Floor, Kadubeesanahalli, Marathalli Outer Ring Road, Opposite Oracle & JP Morgan, Marathahalli, Bangalore','ANTIGRAVITY','No','Yes','4.4 /5',730,'080 49653256','Marathahalli','Pub, Casual Dining','Cocktails, Beer, Pasta, Nachos, Pizza, Potato Mash, Wings','Continental, North Indian, Chinese, BBQ',1500,NULL)
,('90/4, 3rd Floor, Outer Ring Road, Munnekollaly Village, Marathahalli, Bangalore','AB''s - Absolute Barbecues','No','Yes','4.8 /5',12121,'080 49652574','Marathahalli','Casual Dining','Raj Kachori, Paan Kulfi, Churros, Butter Chicken, Momos, Bbq Prawns, Pudding','European, Mediterranean, North Indian, BBQ',1600,NULL)
,('2nd Floor, Soul Space Paradigm, Above Bata Showroom, Outer Ring Road, Marathahalli, Bangalore','The Globe Grub','No','Yes','4.8 /5',3932,'080 49652558','Marathahalli','Casual Dining','Mutton Curry, Mutton Seekh, Brownie, Gol Gappe, Fish, Rabri, Chicken Curry','Continental, North Indian, Asian, Italian',1300,NULL)
,('9/1, 1st Floor, Above Surya Nissan, VRR Orchid, Doddanakkundi, Marathahalli, Bangalore','Flechazo','No','Yes','4.7 /5',7154,'+91 7829999491
+91 7829999492','Marathahalli','Casual Dining','Pizza, Lauki Halwa, Keema Pav, Mutton Kebab, Crab Sushi, Appam, Mutton Chops','Asian, Mediterranean, North Indian, BBQ',1400,'Buffet')
,('Rooftop, 90/4, Above AB''s, Near Park Plaza Hotel, Outer Ring Road, Marathahalli, Bangalore','3B''s - Buddies, Bar & Barbecues','No','Yes','4.5 /5',1909,'+91 8880422301','Marathahalli','Casual Dining, Bar','Chicken Curry, Paan Shot, Pan Shot Ice Cream, Paan Ice Cream, Mocktails, Cocktails, Hot Gulab Jamun','North Indian, Mediterranean, European, BBQ',1100,'Buffet')
,('Radisson Blu, 90/4, Outer Ring Road, Munnekollaly Village, Marathahalli, Bangalore','Melange - Radisson Blu','No','Yes','4.5 /5',785,'080 49652492','Marathahalli','Fine Dining','Sunday Brunch, Mocktails, Salads, Jumbo Prawns, Biryani, Breakfast Buffet, Appam','North Indian, Continental, Chinese, South Indian',2700,'Buffet')
,('Soul Space Arena, 3rd Floor, Doddanekundi Main Road, Chinappa Layout, Marathahalli, Bangalore','Barbeque Nation','No','Yes','4.3 /5',1074,'+91 8064806060
18001086060','Marathahalli','Casual Dining','Pasta, Waffles, Paan Kulfi, Rasgulla, Gulab Jamun, Beer, Panipuri','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Buffet')
,('3rd Floor, Kings Cross Building, Beside Innovative Multiplex, Marathahalli, Bangalore','Bold','No','Yes','3.9 /5',866,'+91 9845476331','Marathahalli','Bar, Casual Dining','Cocktails, Chicken Wings, Mocktails, Paneer Tikka, Beer, Burgers, Nachos','Modern Indian, Continental, North Indian',1500,NULL)
,('93/7, C Narayana Reddy Plaza, Marathahalli , Outer Ring Road','Shanmukha','Yes','No','3.9 /5',1994,'+91 8050538888
+91 9036209015','Marathahalli','Casual Dining','Hyderabadi Biryani, Chicken Kebab, Shanmukha Biryani, Butter Chicken, Gulab Jamun, Chicken Dum Biryani, Lassi','Biryani, Andhra, North Indian, Chinese',800,NULL)
,('1, Diaganolly Opposite to Innovative Multiplex, Outer Ring Road, Marathahalli, Bangalore','Nandhana Palace','No','Yes','4.2 /5',1459,'+91 9513444817
+91 8046131111','Marathahalli','Casual Dining, Bar','Biryani, Chicken Kshatriya, Chilli Chicken, Raita, Mutton Fry, Andhra Meal, Bamboo Chicken','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('5/3, BEML Layout, Kundanahalli Gate, Brookefields, BEML Layout, Brookefield, Bangalore','BOX8- Desi Meals','Yes','No','4.2 /5',571,'080 33552698','Brookefield','Takeaway, Delivery','Paratha, Salad, Vegetable Biryani, Dal Makhani, Gajar Halwa, Salads, Sandwiches','North Indian, Mughlai, Fast Food',500,'Delivery')
,('More Super Market, Opposite VIMS Hospital, Outer Ring Road, Marathahalli, Bangalore','KFC','Yes','No','3.9 /5',536,'080 33994444','Marathahalli','Quick Bites','Crispy Chicken','Burger, Fast Food',450,'Delivery')
,('95, Opposite Vydehi Hospital, EPIP Area, Whitefield, Bangalore','Kritunga Restaurant','Yes','No','3.7 /5',853,'+91 7619333336
+91 7619333337','Whitefield','Casual Dining','Paneer Biryani, Ragi Mudde, Tangdi Kabab, Pot Biryani, Mutton Fry, Andhra Style Biryani, Hyderabadi Biryani','Andhra, Biryani, North Indian, Chinese',650,'Delivery')
,('A-3, 43/3, Sai Temple Road, Near Family Mall, Kundalahalli Gate, Marathahalli, Bangalore','East Delicious','Yes','No','4.0 /5',501,'+91 9738158626
+91 7795651200','Marathahalli','Casual Dining','Noodles, Momos, Chicken Dumplings, Chicken Momo, Chowmein, Honey Chilli Potatoes, Thukpa','Chinese, Thai',600,'Delivery')
,('52/1, First Floor, Tejasvi Plaza, Mallesh Palya Main Road, Kaggadasapura, Bangalore','Hungree Belly','Yes','Yes','4.0 /5',632,'+91 8095666000
00 9880332504','Kaggadasapura','Casual Dining','Chaat, Samosa, Gulab Jamun, Pudina Chicken, Butter Chicken, Chole Bhature, Pasta','Continental, North Indian, Chinese, Bengali',800,'Delivery')
,('20/7, 4th & 5th Floor, Swamy Legato, Outer Ring Road, Kadubeesanahalli, Marathahalli, Bangalore','The Boozy Griffin','No','Yes','4.8 /5',4696,'080 45128669','Marathahalli','Pub','Singapore Sling, Sea Food Platter, Cocktails, Long Island Iced Tea, Vanilla Ice Cream, Martini, Ghee Rice','European, Continental',1800,NULL)
,('88, Outer Ring Road, Next More Supermarket, Marathahalli, Bangalore','Nagarjuna','No','No','4.2 /5',970,'080 61200400
080 65200401','Marathahalli','Casual Dining','Pepper Chicken, Panneer Butter Masala, Andhra Biryani, Andhra Thali, Chicken Biryani, Andhra Meal, Chicken Fry','Andhra, Biryani',800,'Dine-out')
,('62/02, Fourth Floor, Doddanekkundi, Opposite EMC Corporation, Outer Ring Road, Mahadevpura, Marathahalli, Bangalore','BiereKraft','No','Yes','4.2 /5',746,'+91 6363933109','Marathahalli','Bar','Cocktails, Mocktails, Long Island Iced Tea, Beer, Tom Yum Soup, Fish, Sangria','Continental, North Indian, Asian',1600,NULL)
,('36/1, 5th Floor, Berry''s Hotel Kadubeesanahalli, Opposite JP Morgan, Marathahalli Ring Road, Bangalore','TBC- Sky Lounge','No','Yes','4.4 /5',619,'080 42106712
+91 7624959444','Marathahalli','Casual Dining, Bar','Fish, Peri Peri Chicken, Cocktails, Chilli Chicken, Nachos, Burgers, Pasta','Continental, Asian, Italian, North Indian',1000,NULL)
,('Shop 36/4, 4th Floor, Soul Space Arena, Outer Ring Road, Doddanekkundi Village, Marathahalli, Bangalore','Output Bengaluru','No','Yes','4.5 /5',900,'080 49653064','Marathahalli','Pub, Casual Dining','Prawn, Cocktails, Nachos, Pizza, Craft Beer, Fries, Crispy Corn','North Indian, Continental',1000,NULL)
,('92/5, Outer Ring Road, Diagonally Opposite to Innovative Multiplex, Marathahalli, Bangalore','Biriyani Zone','Yes','No','3.8 /5',1819,'+91 9686409944
+91 9686409933','Marathahalli','Casual Dining','Chicken Biryani, Masala Prawn, Hyderabadi Biryani, Tandoori Chicken, Kalmi Kebab, Chicken Guntur, Mutton Biryani','Biryani, North Indian, Chinese, Seafood',800,'Dine-out')
,('30, Near Syndicate Bank, Residency Road, Bangalore','Chin Lung Resto Bar','No','No','4.0 /5',516,'+91 8920719748
080 25320136','Residency Road','Bar','Masala Peanuts, Beer, Chicken Lollipop, Pepper Chicken, Chilli Chicken, Fried Rice, Chicken Tikka','North Indian, Chinese, Fast Food',1000,'Dine-out')
,('27, Third Floor, Aljosan, New BEL Road, Bangalore','Chapter One Bar | Maiin','No','Yes','4.2 /5',997,'080 49652764','New BEL Road','Bar, Casual Dining','Chilli Potatoes, Pasta, Pizza, Murgh Ghee Roast, Beer, Cocktails, Roast Chicken','Continental, Italian, North Indian',1400,NULL)
,('10, 1st Floor, New BEL Road, Bangalore','Hunan','No','Yes','4.0 /5',820,'080 23413337
080 23413338','New BEL Road','Casual Dining','Rice Noodles, Dragon Chicken, Momos, Clear Soup, Hakka Noodles, Chop Suey, Salad','Chinese, Thai, Momos',1100,'Buffet')
,('84, 80 Feet Road, RMV 2nd Stage, New BEL Road, Bangalore','Truffles','No','No','4.7 /5',3912,'080 23410222
+91 9611198000','New BEL Road','Cafe, Casual Dining','Burgers, Pasta Arrabiata, Ferrero Rocher Milkshake, Veg Pattice, Pesto Pasta, Rolls, Salads','Cafe, American, Burger, Steak',900,'Cafes')
,('205, New BEL Road, Bangalore','THE BEL ST.','No','No','3.9 /5',523,'+91 9880074252
080 41678314','New BEL Road','Cafe, Casual Dining','Pizza, Coffee, Pasta, Nachos, Mocktails, Fish, Sandwich','Cafe, Italian, American, Continental',1100,'Cafes')
,('Vacuum House 1, Chikkamaranahalli, New BEL Road, Bangalore','Paradise','Yes','No','4.0 /5',1586,'+91 9513477573
+91 9886225506','New BEL Road','Casual Dining','Hyderabadi Biryani, Mutton Biryani, Chicken Biryani, Vegetable Biryani, Faluda, Kalmi Kabab, Chicken Kebab','Biryani, North Indian, Kebab',800,'Delivery')
,('4, Opposite Vivekananda School, Canara Bank Layout, Sahakara Nagar, Bangalore','Cafe Nosh','Yes','No','4.2 /5',583,'+91 7337781460
+91 9380210658','Sahakara Nagar','Cafe','Pasta Arrabiata, Pizza, Salsa, Burgers, Crispy Chicken Salad, Chicken Jumbo Burger, Nachos','Cafe, Continental, Steak',500,'Delivery')
,('Plot 117, Shop 1, Ground & 1st Floor, AEGS Layout, New BEL Road, Bangalore','KFC','Yes','No','3.9 /5',581,'080 33994444','New BEL Road','Quick Bites','Burgers, Chicken Grill, Chicken Popcorn, Hot Wings','Burger, Fast Food',400,'Delivery')
,('40/1, Third Floor, Century Corbel Commercial, Sahakara Nagar, Bangalore','The Druid Garden','Yes','Yes','4.3 /5',3077,'080 49652121','Sahakara Nagar','Microbrewery, Casual Dining','Beer, Crab Ravioli, Cocktails, Donne Biryani, Chicken Tacos, Tiramisu, Seafood Ravioli','Asian, Continental, European, North Indian, Mediterranean',1700,NULL)
,('21, ITI Layout, Next to Titan Show Room, New BEL Road, Bangalore','Nandhana Palace','No','No','4.2 /5',1282,'+91 9513444815
+91 8046131111','New BEL Road','Casual Dining','Mutton Nalli, Andhra Meal, Bamboo Chicken, Chicken Boneless Biryani, Vada, Chicken Kebab, Mutton Biryani','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('1, Prem Prasad Complex, 3rd Floor, Opposite Ramaiah Hospital, New BEL Road, Bangalore','Have More','No','Yes','3.9 /5',510,'+91 9880158749
+91 9900092525','New BEL Road','Casual Dining','Tawa Chicken, Mango Lassi, Paratha, Seekh Kebab, Butter Chicken, Dahi Bhalle, Makkai Roti','North Indian',700,'Delivery')
,('9, Jaikar Complex, RMV 2nd Stage, Near MS Ramaiah Hospital, New BEL Road, Bangalore','Nandhini Deluxe','No','Yes','3.7 /5',511,'080 23519177
080 23519188','New BEL Road','Casual Dining','Thali, Hyderabadi Biryani, Mutton Biryani, Andhra Meal','North Indian',600,'Delivery')
,('66, Siddhartha Plaza, Rajmahal Vilas, 2nd Stage, New BEL Road, Bangalore','Corner House Ice Cream','No','No','4.5 /5',703,'+91 9845196617','New BEL Road','Dessert Parlor','Hot Chocolate Fudge, Caramello Pudding, Apple Pie, Brownie, Chocolate Mousse, Ice Cream Sundae, Apple Cake','Ice Cream, Desserts',400,'Desserts')
,('23, 3rd Floor, Devaraja Arcade, Beside ICICI Bank, ITI Layout, MSR Nagar, New BEL Road, Bangalore','1522 - The Pub','No','No','4.3 /5',969,'+91 7899321522
+91 9148424649','New BEL Road','Pub','Biryani, Cocktails, Mocktails, Chilli Chicken, Wheat Beer, Chicken Wings, Devils Chicken','Chinese, Continental, North Indian',1400,'Dine-out')
,('4, 5th Main Road, MSR Nagar, Mathikere, New BEL Road, Bangalore','Delhi Mess','Yes','No','4.1 /5',500,'+91 9845710492','New BEL Road','Quick Bites','Aloo Paratha, Roti, Butter Chicken','North Indian, Chinese',300,'Dine-out')
,('11, HAL 3rd Stage, Jeevan Bhima Nagar, Bangalore','Cafe Grill','Yes','No','4.1 /5',505,'080 40960522
+91 8553114422','Jeevan Bhima Nagar','Quick Bites','Shawarma, Rolls, Chicken Grill, Kathi Roll, Chicken Biryani, Paneer Roll, Chicken Shawarama','Chinese, North Indian, Rolls',300,'Delivery')
,('777/i, Opposite New Horizon School, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bangalore','Bob''s Bar','No','No','4.3 /5',548,'+91 7899025176','Indiranagar','Bar, Casual Dining','Mutton Chops, Pepper Chicken, Filter Coffee, Donne Biryani, Beer, Pork Ribs, Roast Beef','South Indian, Finger Food',1000,NULL)
,('18,19, 20, Ground Floor, Westgate Mall, Dr Rajkumar Road, 4M Block, Rajajinagar, Bangalore','Barbeque Nation','No','Yes','4.5 /5',1282,'18001086060
+91 8064806060','Rajajinagar','Casual Dining','Vegetarian, Prawn, Mocktails, Fish, Paan Kulfi, Brownie, Chicken Biryani','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Buffet')
,('Fairfield by Marriott, 1/2, 59th C Cross, 4th M Block, Rajajinagar, Bangalore','Kava - Fairfield by Marriott','No','Yes','4.0 /5',617,'+91 8049470020','Rajajinagar','Fine Dining, Bar','Pasta, Cocktails, Sunday Brunch, Orange Mousse, Salads, Chicken Dum Biryani, Kheer','North Indian, South Indian, Continental',1800,'Buffet')
,('5, Ground Floor, Number 2, First Main, Industrial Town, West of Chord Road, Rajajinagar, Bangalore','1947','No','Yes','3.9 /5',621,'+91 9739989491
080 41321947','Rajajinagar','Casual Dining','Manchurian, Vegetarian, Sweet Corn Soup, Paneer Tikka, Noodles, Rabri, Veg Fried Rice','North Indian, Chinese, Continental',1000,'Buffet')
,('63, Marenahalli Main Road, CHBS Layout, PF Layout, Marenahalli, Vijay Nagar, Bangalore','Gowdru Hotel','Yes','No','3.9 /5',1176,'+91 8861887144','Vijay Nagar','Quick Bites','Biryani, Chicken Fry','Biryani, South Indian',250,'Delivery')
,('1714, 17th Cross, 21st Main, Maruthi Mandir, Vijay Nagar, Bangalore','Big Bite','Yes','No','4.0 /5',555,'+91 9742578321
080 23355552','Vijay Nagar','Quick Bites, Beverage Shop','Chaat, Pizza, Gol Gappe, Lassi, Rolls, Vada Pav, Dabeli','Fast Food, Street Food, Beverages, Chinese',400,'Delivery')
,('1, 5th Main, West of Chord Road, Shivanagar, Rajajinagar, Bangalore','Nandhana Palace','No','No','4.0 /5',930,'+91 9513444811
+91 8046131111','Rajajinagar','Casual Dining, Bar','Bamboo Chicken, Fish Curry, Chicken Guntur, Chicken Fry, Mutton Biryani, Mutton Chops, Chicken Kshatriya','Andhra, Biryani, North Indian, Chinese',800,'Delivery')
,('C Block, MKK Road, Srirampuram Metro Station, Rajajinagar, Bangalore','Al-Bek','Yes','No','4.1 /5',568,'+91 9606030002','Rajajinagar','Casual Dining','Chicken Roll, Mutton Biryani, Egg Roll, Ghee Rice, Shawarma, Tandoori Chicken, Chicken Grill','Mughlai, Chinese',700,'Dine-out')
,('3rd Floor, 15, Madras Bank Road/ Museum Road, Above NEXA Showroom, Bangalore','RockSalt','Yes','Yes','4.4 /5',502,'+91 9740255099
080 48909678','St. Marks Road','Bar, Casual Dining','Roti, Cocktails, Chicken Biryani, Paratha, Dahi Ke Kabab, Jalebi, Chicken Tikka','Modern Indian',1900,NULL)
,('The Chancery Pavilion, 135, Residency Road, Bangalore','Alchemy - The Chancery Pavilion','No','Yes','4.3 /5',502,'080 49653555','Residency Road','Microbrewery, Casual Dining','Craft Beer, Cocktails, Stout, Chicken Wings, Fish, Brewed Beer, Mysore Pak','Modern Indian',2000,NULL)
,('164, Green Glen Layout, Opposite Little Elly, Bellandur, Bangalore','Happy Endings','Yes','No','4.2 /5',506,'080 49652839','Bellandur','Bakery, Dessert Parlor','Brownie Fudge Sundae, Cheesecake, Ferrero Rocher Shake, Chocolate Mocha, Chocolate Truffle, Pasta Alfredo, Chocolate Sundae','Bakery, Desserts, Italian',500,'Delivery')
,('112, Kodathi Gate, Varthur Hobli, Sarjapur Road, Bangalore','Rural Blues','Yes','Yes','4.3 /5',1499,'080 49653205','Sarjapur Road','Casual Dining, Bar','Quinoa Salad, Murgh Ghee Roast, Butter Chicken, Cocktails, Pizza, Mocktails, Nachos','European, Mediterranean, Asian, North Indian, South Indian, Momos',1300,NULL)
,('13, White Rose Layout, Abhayadhama Road, Mahadevpura, Whitefield, Bangalore','TherPUP - a Dog Cafe','No','No','4.2 /5',1012,'+91 9742050009','Whitefield','Cafe','Sandwiches, Pizza, Fries, Veg Burger, Sandwich, Nachos, Chicken Burger','Cafe',700,NULL)
,('Plot 7, 4th Floor, Prashanth Layout, Trijal Commerspace, ITPL Main Road, Hope Farm Circle, Whitefield, Bangalore','Beyond Elements','Yes','Yes','4.1 /5',868,'080 48500777','Whitefield','Casual Dining, Cafe','Masala Chaach, Dal Makhani, Pasta, Wood Fire Pizza, Sweet Lassi, Bharwan Mushroom, Paneer Tikka Masala','Cafe, Italian, Pizza, North Indian',900,'Cafes')
,('Virginia Mall, 4th Floor, 10,11& 12/1, Ramagondanahalli Village, Whitefield, Bangalore','Onesta','Yes','Yes','4.4 /5',2110,'080 67424990','Whitefield','Casual Dining, Cafe','Margarita, Chicken Tikka, Chocolate Pizza, Prawn Ravioli, Mocktails, Potato Wedges, Tiramisu','Pizza, Cafe, Italian',600,NULL)
,('Lower Ground Floor, Phoenix Market City, Mahadevpura, Whitefield, Bangalore','Barley & Grapes Cafe','No','No','4.2 /5',842,'080 67266599','Whitefield','Cafe','Beer, Burgers, Pizza, Pasta, Mocktails, Salads, Sangria','Cafe, Italian, Continental',1000,'Cafes')
,('Hope Farm Junction, Next to Corporation Bank, Whitefield, Bangalore','Shanmukha','Yes','No','3.9 /5',770,'+91 8028452727
+91 8639938223','Whitefield','Casual Dining','Noodles, Chicken Dum Biryani, Boneless Biryani, Vegetable Biryani, Lassi, Dal Tadka, Tandoori Chicken','Biryani, Andhra, North Indian, Chinese',800,NULL)
,('Level 2, Phoenix Market City Mall, Whitefield, Bangalore','Burger King','Yes','No','4.0 /5',1972,'+91 7977043789','Whitefield','Quick Bites','Burgers, Tandoor Chicken Burger, Mutton Whopper, Mutton Burger, Cheesy Fries, Chicken Whopper, Chicken Crisp Burger','Burger, Fast Food, Beverages',600,'Delivery')
,('101/9, Apple City, Near HP Petrol Bunk, Hoskote Main Road, Seegehalli, Whitefield, Bangalore','Imperio Restaurant','Yes','Yes','4.3 /5',2003,'+91 8050515151
080 61525151','Whitefield','Casual Dining','Faluda, Aloo Paratha, Butter Chicken, Biryani, Chicken Shawarama, Pepper Chicken, Tandoori Roti','North Indian, Arabian, Mughlai, Biryani, Seafood, Beverages',700,'Delivery')
,('4th Floor, Uptown Square, Seegehalli, Near Alliance 10 Downing Villas, Hoskote Road, Whitefield, Bangalore','Red Rhino','Yes','Yes','4.4 /5',1980,'080 49652108','Whitefield','Microbrewery, Pub','Beer, Margarita, Long Island Iced Tea, Cocktails, Pizza, Churros, Mocktails','Continental, Mediterranean, South Indian, North Indian, Asian',1700,'Delivery')
,('20, Ground Floor, Phoenix Market City, Whitefield, Bangalore','Chili''s American Grill & Bar','Yes','No','4.6 /5',4955,'+91 9741189934
+91 9331635306','Whitefield','Casual Dining','Tex Mex, Burgers, Chaap, Cocktails, Chaat, Mushroom Soup, Pork Ribs','American, Tex-Mex, Burger, BBQ, Mexican',1400,NULL)
,('1B, 3rd Floor, VR Bangalore, Mahadevapura, Whitefield, Bangalore','Nasi And Mee','Yes','Yes','4.4 /5',907,'080 49653460','Whitefield','Casual Dining','Noodles, Dumplings, Jumbo Prawns, Nasi Goreng, Papaya Salad, Sushi, Momos','Malaysian, Thai, Singaporean, Asian, Chinese, Momos',1000,'Delivery')
,('Level 2, Phoenix Marketcity, Mahadevpura, Whitefield, Bangalore','Shizusan Shophouse & Bar','Yes','Yes','4.4 /5',1313,'080 67266655
080 49626655','Whitefield','Casual Dining, Bar','California Roll, Cocktails, Mocktails, Maki Roll, Noodles, Veg Sushi, Momos','Asian, Japanese, Vietnamese, Korean, Chinese, Thai',1800,NULL)
,('29, Ground Floor, Phoenix Market City, Whitefield, Bangalore','Whitefield Social','Yes','No','4.1 /5',2773,'+91 8049626661
+91 9886252234','Whitefield','Pub','Cocktails, Chicken Kebab, Murgh Ghee Roast, Virgin Mojito, Honey Chilli Fries, Ice Tea, Shawarma','American, North Indian, Chinese, Finger Food, Momos',1500,NULL)
,('The Waverly Hotels, Whitefield, Bangalore','The Whitefield Arms Pub & Microbrewery','Yes','Yes','4.2 /5',1113,'080 49653340','Whitefield','Pub, Microbrewery','Beer, Chicken Tikka, Cosmopolitan, Burgers, Cocktails, Mocktails, Pudding','British, Continental, BBQ',1600,NULL)
,('Unit 4A - 4B, Upper Ground Floor, VR Bengaluru Mall, Whitefield, Bangalore','The Beer Cafe','Yes','Yes','4.1 /5',673,'+91 8929188573','Whitefield','Pub','Cocktails, Wheat Beer, Bruschettas, Pasta, Burgers, Supreme Pizza, Nachos','Finger Food, North Indian, Chinese, Italian',1400,NULL)
,('S-10, Level 2, Phoenix Market City, Whitefield, Bangalore','Harry''s Bar + Cafe','Yes','Yes','4.1 /5',1218,'+91 7676924054
+91 9137153744','Whitefield','Pub','Cocktails, Beer, Long Island Iced Tea, Pasta, Chicken Satay, Lamb Burger, Onion Rings','Asian, American, Mexican',1200,'Delivery')
,('Second Floor, Phoenix Market City, Mahadevapura, Whitefield Main Road, Bengaluru, Whitefield, Bangalore','Rajdhani Thali Restaurant','Yes','Yes','3.9 /5',902,'080 67266053
080 67266054','Whitefield','Casual Dining','Dal Kichadi, Gulab Jamun, Buttermilk, Aamras, Grand Thali, Dhokla, Jalebi','Rajasthani, Gujarati, North Indian',900,'Delivery')
,('1st Floor, Phoenix Market City Mall, Whitefield, Bangalore','Noodle Bar','No','Yes','4.0 /5',1070,'080 67266466','Whitefield','Casual Dining','Crispy Thread Paneer, Hakka Noodles, Momos, Clear Soup, Prawn, Mocktails, Chilli Chicken','Chinese, Momos',1400,'Delivery')
,('154, Whitefield Main Road, Whitefield, Bangalore','Herbs & Spices','Yes','Yes','4.0 /5',1116,'+91 9945420242
+91 9741703242','Whitefield','Casual Dining','Appam, Risotto, Gulab Jamun, Halwa, Fish, Vegetable Stew, Tiramisu','Italian, North Indian',1000,'Delivery')
,('TF-01A, Level 3, VR Mall, Mahadevpura, Whitefield, Bangalore','The Irish House','No','Yes','4.3 /5',1776,'+91 8317403477
+91 9886634664','Whitefield','Casual Dining, Pub','Beer, Cocktails, Burgers, Chicken Nachos, Mocktails, Stout, Margarita','European, American',1700,NULL)
,('2nd Floor, Phoenix Market City, Whitefield, Bangalore','BelgYum','No','No','4.6 /5',1822,'080 67266614
080 49626614','Whitefield','Dessert Parlor','Cappuccino, Coffee, Hot Chocolate, Mango Waffles, Nutella Waffle, Belgium Waffles, Chocolate Waffles','Desserts',400,NULL)
,('Sheraton Grand Bengaluru Whitefield Hotel & Convention Center, Prestige Shantiniketan, Whitefield, Bangalore','Feast - Sheraton Grand Bengaluru Whitefield Hotel &...','No','Yes','4.5 /5',523,'080 49652940','Whitefield','Fine Dining','Vegetable Biryani, Lamb, Pizza, Idli, Fish, Lunch Buffet, Butter Naan','Continental, Asian, South Indian, North Indian',2500,NULL)
,('HVP Crest, ITPL Main Road, Whitefield, Bangalore','The Pallet','No','Yes','4.5 /5',2745,'080 49652944','Whitefield','Microbrewery, Pub','Craft Beer, Wine, Chilli Chicken, Wedges, Lamb, Cocktails, Masala Peanuts','Continental, Mediterranean, Italian, North Indian, Finger Food, Asian, Momos',1600,NULL)
,('1st Floor, Ascendas Park Square Mall, Whitefield, Bangalore','Barbeque Nation','No','Yes','4.4 /5',2131,'+91 8064806060
18001086060','Whitefield','Casual Dining','Paneer Tikka, Fish, Mutton Curry, Coffee, Paan Kulfi, Mango Ice Cream, Pasta','North Indian, European, Mediterranean, BBQ, Kebab',1600,'Dine-out')
,('153, Biere Street, Behind Forum Value Mall, Whitefield, Bangalore','The Biere Club','No','Yes','4.3 /5',2283,'080 49652805','Whitefield','Pub, Microbrewery','Wheat Beer, Beef Burger, Pizza, Craft Beer, Pork Chops, Mezze Platter, Cocktails','Continental, BBQ, Finger Food',1700,'Dine-out')
,('75, Inorbit Mall, EPIP Area, Road 7, Whitefield, Bengaluru','HQ','No','Yes','4.1 /5',564,'+91 9945577195
+91 9886144774','Whitefield','Casual Dining, Bar','Mocktails, Pizza, Crispy Chicken, Beer, Nachos, Masala Peanuts, Onion Rings','North Indian, Italian, Finger Food, Continental',1000,NULL)
,('3rd Floor, VR Mall, Whitefield, Bangalore','Salt - Indian Restaurant - Bar & Grill','No','Yes','4.4 /5',2073,'+91 8073567959
+91 9620085398','Whitefield','Casual Dining','Murgh Platter, Dessert Platter, Chicken Sizzler, Tiramisu, Lobster, Mocktails, Vegetable Biryani','North Indian',1500,NULL)
,('Sky Deck, VR Bengaluru, Whitefield Main Road, Whitefield, Bangalore','alt','No','Yes','4.1 /5',821,'080 49653221','Whitefield','Bar, Lounge','Margarita, Lamb, Cocktails, Nachos, Spring Roll, Long Island Iced Tea, Mocktails','Finger Food',1900,'Dine-out')
,('VR Mall, Third Floor, Whitefield Main Road, Mahadevpura, Whitefield, Bangalore','Toscano - Mojito Bar','Yes','Yes','4.3 /5',654,'+91 7619320076
080 46693640','Whitefield','Casual Dining','Pasta, Creme Brulee, Tiramisu, Bbq Chicken Pizza, Steak, Salads, Wine','Continental, Italian, Mediterranean, Salad',1500,NULL)
,('Near Forum Value Mall, Prestige Ozone, Whitefield, Bangalore','Imperio Restaurant','Yes','Yes','4.4 /5',2382,'+91 7411905151
00 08061525151','Whitefield','Casual Dining','Chocolate Sizzler, Mutton Curry, Egg Masala, Shawarma, Barbeque Chicken, Mutton Biryani, Crab Toast','North Indian, Arabian, Mughlai, Biryani, Seafood, Beverages',700,'Dine-out')
,('Level 1, 1st Floor, Inorbit Mall, Whitefield, Bangalore','Beijing Bites','Yes','No','3.9 /5',514,'080 28029788
080 28029799','Whitefield','Casual Dining','Noodles, Wonton Soup, Spring Roll, Crispy Noodle, Chop Suey, Beijing Chicken, Chowmein','Chinese, Thai',850,'Dine-out')
,('Level 2, Phoenix Marketcity, Whitefield, Bangalore','BAR BAR','No','Yes','4.1 /5',1003,'+91 7338630404
+91 8067266651','Whitefield','Bar, Casual Dining','Mocktails, Cocktails, Pizza, Chicken Tikka, Nachos, Biryani, Beer','Continental, North Indian, Italian',1500,'Dine-out')
,('1st Floor, Forum Neighbourhood Mall, Varthur Main Road, Whitefield, Bangalore','Mavalli Tiffin Room (MTR)','No','No','3.7 /5',560,'080 40124843','Whitefield','Casual Dining','Masala Dosa, Filter Coffee, Buttermilk, Salad, Thali, Badam Halwa, Plain Dosa','South Indian',400,'Dine-out')
,('Ground Floor, Food Court, Phoenix Market City Mall, Whitefield, Bangalore','Cafe Noir','No','Yes','4.1 /5',1140,'080 67266099','Whitefield','Casual Dining','Pasta, Coffee, Mocktails, Pizza, Sandwiches, Macaroon, Croissants','European, French, Salad',1500,'Dine-out')
,('Near Hope Farm Signal, Kadugodi, Whitefield, Bangalore','A2B - Adyar Ananda Bhavan','Yes','No','2.5 /5',544,'18001036363
080 28452099','Whitefield','Casual Dining','Coffee, Raj Kachori, Idli, Vada, Tea, Masala Dosa, Chaat','South Indian, North Indian, Chinese, Street Food, Fast Food',400,'Dine-out')
,('Prashanthi Complex, Channasandra, Whitefield, Bangalore','Mooch Marod','No','No','4.5 /5',504,'+91 7015928377','Whitefield','Quick Bites','Chaach, Sweet Lassi, Onion Paratha, Chicken Parantha, Vegetable Paratha, Aloo Methi','North Indian',350,'Dine-out')
,('1, Ground Floor, Ascendas Park Square Mall, Whitefield, Bangalore','Chianti','No','Yes','4.6 /5',848,'+91 8061224716
+91 8061224717','ITPL Main Road, Whitefield','Casual Dining','Pizza, Pasta, Salads, Potato Mash, Bruschettas, Blueberry Cheesecake, Virgin Pinacolada','Italian',1500,NULL);