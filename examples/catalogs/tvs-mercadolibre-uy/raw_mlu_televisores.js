const televisores = [
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube, netflix, web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "37.9 \" x 2.4 \" x 22 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "17.9 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube, Netflix, Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 599,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-7-un43tu7000fxza-led-4k-43-110v-120v/p/MLU15837911?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU15837911&position=1&search_layout=grid&type=product&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 27134.699999999997,
        "titulo": "Smart TV Samsung Series 7 UN43TU7000FXZA LED 4K 43\" 110V - 120V",
        "vendedor": "AMVSTORE",
        "ventas": 529
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube, netflix, web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube, Netflix, Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 401,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-5-un43t5300agxzd-led-full-hd-43-100v240v/p/MLU15796379?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU15796379&position=2&search_layout=grid&type=product&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 18165.3,
        "titulo": "Smart TV Samsung Series 5 UN43T5300AGXZD LED Full HD 43\" 100V/240V",
        "vendedor": "BLACKDOGELECTRONICS",
        "ventas": 373
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Serie 7",
                "Marca": "Samsung",
                "Modelo": "TU7000",
                "Modelo alfanumérico": "UN50TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 769,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474667811-smart-tv-samsung-50-4k-uhd-modelo-2020-wifi-bluetooth-loi-_JM#position=8&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 34835.7,
        "titulo": "Smart Tv Samsung 50' 4k Uhd Modelo 2020 Wifi Bluetooth Loi",
        "vendedor": "[no divulgado]",
        "ventas": 72
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Modelo alfanumérico": "UN50TU7000GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "111.68 cm x 5.99 cm x 64.42 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "11.4 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 639,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474343809-samsung-smart-tv-50-ultra-hd-4k-50tu7000-netflix-stienda-_JM#position=9&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 28946.699999999997,
        "titulo": "Samsung Smart Tv 50 Ultra Hd 4k 50tu7000 Netflix Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 93
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser, netflix, youtube, prime video, apple tv, hulu, spotify, vudu, disney+, espn, samsung health",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU700D",
                "Modelo alfanumérico": "UN50TU700DFXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "44 \" x 2.4 \" x 25.4 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "25.1 lb"
            },
            "Otros": {
                "Apps integradas": "Web browser, Netflix, Youtube, Prime Video, Apple TV, Hulu, Spotify, Vudu, Disney+, ESPN, Samsung Health",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 1099,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-7-un50tu700dfxza-led-4k-55-110v-120v/p/MLU17076505?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU17076505&position=3&search_layout=grid&type=product&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 49784.7,
        "titulo": "Smart TV Samsung Series 7 UN50TU700DFXZA LED 4K 55\" 110V - 120V",
        "vendedor": "LOi",
        "ventas": 26
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Modelo alfanumérico": "UN65TU8000GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "144.94 cm x 5.99 cm x 83.03 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "20.6 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby,Alexa",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1399,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475067890-samsung-smart-tv-65-crystal-uhd-4k-65tu8000-netflix-stienda-_JM#position=10&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 63374.7,
        "titulo": "Samsung Smart Tv 65 Crystal Uhd 4k 65tu8000 Netflix Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 22
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Modelo alfanumérico": "UN50TU7000"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1116.8 mm x 249.7 mm x 713.6 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 625,
        "link": "https://articulo.mercadolibre.com.uy/MLU-455553793-smart-tv-led-samsung-50-4k-uhd-nu7100-web-browser-wi-fi-pcm-_JM#position=11&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 28312.5,
        "titulo": "Smart Tv Led Samsung 50 4k Uhd Nu7100 Web Browser Wi Fi Pcm",
        "vendedor": "[no divulgado]",
        "ventas": 218
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "3,840 x 2,160",
            "tipo de pantalla": "qled 4k"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN55Q60T"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "QLED 4K",
                "Tipo de resolución": "3,840 x 2,160"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 1299,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473565348-samsung-smart-tv-55-qled-4k-qn55q60t-netflix-stienda-_JM#position=12&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 58844.7,
        "titulo": "Samsung Smart Tv 55 Qled 4k Qn55q60t Netflix Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 15
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474640971-led-smart-tv-samsung-50-crystal-uhd-4k-un50tu7000-_JM#position=13&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 27134.699999999997,
        "titulo": "Led Smart Tv Samsung 50 Crystal Uhd 4k Un50tu7000",
        "vendedor": "[no divulgado]",
        "ventas": 41
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube, netflix, web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN75TU8000",
                "Modelo alfanumérico": "UN75TU8000PXPA",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.32 cm x 5.99 cm x 95.82 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "30.4 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube, Netflix, Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 2949,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-8-un75tu8000pxpa-led-4k-75-100v240v/p/MLU16014976?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU16014976&position=4&search_layout=grid&type=product&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 133589.69999999998,
        "titulo": "Smart TV Samsung Series 8 UN75TU8000PXPA LED 4K 75\" 100V/240V",
        "vendedor": "NETKEYGROUP",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 599,
        "link": "https://click1.mercadolibre.com.uy/mclics/clicks/external/MLU/count?a=OKLbzABf6TVo%2BiB1Jm%2BVEGcZbMqX7%2FyGbU1pAZRhpBb9%2Fb%2B9%2FHt6xEyTFy4a%2FbgXAA9iTft0S2LNym%2B3yd4xJv3zqpztKPD%2B5pALiqgyMChE91vl15b7V8upeZMpN8s%2Bzu2D7ImuKNJ20peVsjSyLr8NFVVdlsG%2BMzx5zv3ftRF4tMigUyVqYuIemwbDQAr3zjDv%2B6fj7CBu%2FKBWotewBVjET%2BPOGBclYiB459etzLJ4VZLh2OpSjC4DceQVcJrkwx%2F%2FOR0RmtGYLISq9%2FAZQj%2BLlCWwQeMHHBhA%2FdkC5hElNds6oQd2WBl3P9SoxhtgGevE9PRKjqGDY87sRNUPO9OYqT00JRBi%2FhZHOUKhxhlb9nAZNeq172S1gOxMcGZL%2B%2ByUPlIuirJMX2MlPUfJZNBmi3RgeUAgsmKwrAfStvVtEGSCWMBjssu7v6I7S5dncwDWxx3eavDa4DWa192kf5OartRX%2Bhl%2BYLS2KLz5UtmRkbu3VaXZhRZqKn1p1a3OSCz9UA%3D%3D",
        "moneda": "U$S",
        "pesos": 27134.699999999997,
        "titulo": "Led Smart Tv Samsung 50 Crystal Uhd 4k Un50tu7000",
        "vendedor": "[no divulgado]",
        "ventas": 41
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Serie 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 200.5 mm x 628.9 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 457,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475456242-smart-tv-led-samsung-43-uhd-4k-quad-core-hdr-navegador-pcm-_JM#position=15&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 20702.1,
        "titulo": "Smart Tv Led Samsung 43 Uhd 4k Quad Core  Hdr Navegador Pcm",
        "vendedor": "[no divulgado]",
        "ventas": 44
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "uhd 4k",
                "Modelo alfanumérico": "UN55TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 919,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475573896-smart-tv-led-samsung-55-uhd-4k-wifi-ultimo-modelo-pcm-_JM#position=16&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 41630.7,
        "titulo": "Smart Tv Led Samsung 55 Uhd 4k Wifi Ultimo Modelo Pcm",
        "vendedor": "[no divulgado]",
        "ventas": 32
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "No",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 877,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473620842-led-smart-tv55-samsung-un55tu7000-uhd-4k-_JM#position=17&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 39728.1,
        "titulo": "Led Smart Tv 55  Samsung Un55tu7000 Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 35
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "netflix",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000"
            },
            "Conectividad": {
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Netflix"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 909,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475589055-smart-tv-samsung-55-crystal-4k-uhd-apps-netflix-amv-_JM#position=18&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 41177.7,
        "titulo": "Smart Tv Samsung 55  Crystal 4k Uhd Apps Netflix Amv",
        "vendedor": "[no divulgado]",
        "ventas": 9
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1116.8 mm x 249.7 mm x 713.6 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 629,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475177919-televisor-smart-samsung-50-un50tu7000-4k-mc-_JM#position=19&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 28493.699999999997,
        "titulo": "Televisor Smart Samsung 50' Un50tu7000 4k - Mc",
        "vendedor": "[no divulgado]",
        "ventas": 10
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Peso": "11.6 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 649,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474217256-televisor-smart-tv-samsung-50-4k-un50tu7000-_JM#position=20&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 29399.699999999997,
        "titulo": "Televisor Smart Tv  Samsung 50  4k Un50tu7000",
        "vendedor": "[no divulgado]",
        "ventas": 7
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Vibrant",
                "Línea": "UN32T4310",
                "Marca": "Samsung",
                "Modelo": "SAUN32T4310",
                "Modelo alfanumérico": "UN32T4310",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "737.4 mm x 150.5 mm x 465.4 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 349,
        "link": "https://articulo.mercadolibre.com.uy/MLU-458678514-smart-tv-led-samsung-32-j4290-modelo-2019-netflix-wi-fi-amv-_JM#position=21&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 15809.699999999999,
        "titulo": "Smart Tv Led Samsung 32 J4290 Modelo 2019 Netflix Wi Fi Amv",
        "vendedor": "[no divulgado]",
        "ventas": 103
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "video",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "09QS3CNP900115",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "3",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "96.3 cm x 20 cm x 62.8 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto",
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Resolución máxima": "3840x2160",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-461462444-smart-tv-43-samsung-uhd-sintonizador-4k-wifi-43tu7000-dimm-_JM#position=22&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 27134.699999999997,
        "titulo": "Smart Tv 43´´ Samsung Uhd Sintonizador 4k Wifi 43tu7000 Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 17
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "netflix",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "uled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Modelo alfanumérico": "UN50TU7000"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1124.8 mm x 261.3 mm x 728.8 mm"
            },
            "Otros": {
                "Apps integradas": "Netflix"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "ULED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 759,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473820948-smart-tv-led-samsung-4k-50-uhd-apps-navegador-netflix-amv-_JM#position=23&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 34382.7,
        "titulo": "Smart Tv Led Samsung 4k 50 Uhd Apps Navegador Netflix Amv",
        "vendedor": "[no divulgado]",
        "ventas": 8
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "TU7000",
                "Modelo alfanumérico": "TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto",
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "Plasma",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 848,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476262356-smart-tv-led-samsung-55-4k-gtia-oficial-bde-_JM#position=24&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 38414.399999999994,
        "titulo": "Smart Tv Led Samsung 55 4k Gtia Oficial | Bde",
        "vendedor": "[no divulgado]",
        "ventas": 4
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser, netflix, youtube, google apps, prime video, apple tv, hulu, disney+, vudu",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Modelo alfanumérico": "UN65TU8000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "57.1 cm x 2.4 cm x 32.7 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Cable de alimentación",
                "Peso": "45.4 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser, Netflix, Youtube, Google apps, Prime Video, Apple TV, Hulu, Disney+, Vudu",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby audio",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby, Alexa, Google Assistant",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 1990,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-8-un65tu8000fxza-led-4k-65-110v-120v/p/MLU16280943?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU16280943&position=6&search_layout=grid&type=product&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 90147,
        "titulo": "Smart TV Samsung Series 8 UN65TU8000FXZA LED 4K 65\" 110V - 120V",
        "vendedor": "LOi",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Smart",
                "Marca": "Samsung",
                "Modelo": "T4310",
                "Modelo alfanumérico": "UN32T4310"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No",
                "Peso": "3.9 kg"
            },
            "Pantalla": {
                "Con HDR": "No",
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 349,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478304831-smart-tv-samsung-32-t4310-wifi-youtube-netflix-disney-amv-_JM#position=25&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 15809.699999999999,
        "titulo": "Smart Tv Samsung 32' T4310 Wifi Youtube Netflix Disney+ Amv",
        "vendedor": "[no divulgado]",
        "ventas": 4
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "No",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 877,
        "link": "https://click1.mercadolibre.com.uy/mclics/clicks/external/MLU/count?a=qPXfqttMenpnwcKkA2CHAVBHXr%2Fy8OY%2BDd35mO1s0%2F%2FL1RY7v5xQOb9yZGnHLBgmqxh9d9yluHGPps5t9u5Puh91DHnmYaJ4tmUZLzMvNhA55FyDvRfAe3zs38Zznqm2dRj0rebu3XHRboyuBg0AAI1bJqamCwJ3TvabHoG0bfL9njLZlscJsquM34lC1x2XIvZTtVT6WwuDZ5kjSDc8JWK7XVZHDGHN6fVFqeslYT87wDJZuyTkJVrNv2%2Bw2M4yIboFqw3J8kBFtu8eKyreJRE6OkS05d3CFd6LCzbxIeGqTX53UMXb%2Fz8%2F50EgvyYZxT8ynf%2Fe9rL9z9eZwXEjbKOq%2B0eSusJSfgNKsx6xjSA%2Fn%2FJDkYbj8qOzIF3WcexbZ7IBFYtCiJe2pCnUuXorZJPUdPGRyaoFV8c6qKibXn28I33Trm0NHrRtRge2NsfJ%2BgizOwtUijZ4KtsfnatDKcFnM0KW6d71UJQY3r9iDcTHURIemkMNaK39Fg%3D%3D",
        "moneda": "U$S",
        "pesos": 39728.1,
        "titulo": "Led Smart Tv 55  Samsung Un55tu7000 Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 35
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris oscuro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Voltaje": "100-240V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Peso": "8.3 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475303873-televisor-smart-tv-samsung-43-4k-un43tu7000-nuevo-_JM#position=27&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 22604.699999999997,
        "titulo": "Televisor Smart Tv Samsung 43  4k Un43tu7000 Nuevo",
        "vendedor": "[no divulgado]",
        "ventas": 18
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "TU7000",
                "Modelo alfanumérico": "TV TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto",
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "Plasma",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 900,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476262398-smart-tv-led-samsung-55-4k-gtia-oficial-au-inalamb-bde-_JM#position=28&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 40770,
        "titulo": "Smart Tv Led Samsung 55 4k Gtia Oficial + Au Inalamb | Bde",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "TU7000",
                "Modelo alfanumérico": "TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto",
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "Plasma",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 801,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476262428-smart-tv-led-samsung-55-4k-gtia-oficial-smartwatch-bde-_JM#position=29&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 36285.299999999996,
        "titulo": "Smart Tv Led Samsung 55 4k Gtia Oficial + Smartwatch | Bde",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "netflix, prime video, apple tv, google play movies & tv, youtube, smartthings, web browser, gallery, samsung promotion",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000FXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 59.9 mm x 707.2 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Baterías, Cable de alimentación, Smart control TM1940A, Soporte opcional de pie (Y20 Studio), Soporte para pared, Vesa, Manual, Manual electrónico",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Netflix, Prime Video, Apple TV, Google Play Movies & TV, YouTube, SmartThings, Web browser, Gallery, Samsung Promotion",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby Digital Plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 789,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-7-un55tu7000fxzx-led-4k-55-110v-127v/p/MLU15592456?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU15592456&position=8&search_layout=grid&type=product&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 35741.7,
        "titulo": "Smart TV Samsung Series 7 UN55TU7000FXZX LED 4K 55\" 110V - 127V",
        "vendedor": "DIMM OK",
        "ventas": 48
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Smart TV",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Modelo alfanumérico": "UN50TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K",
                "Ángulo de visión horizontal": "178°",
                "Ángulo de visión vertical": "178°"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 710,
        "link": "https://articulo.mercadolibre.com.uy/MLU-449995476-tv-led-smart-samsung-50-full-hd-netflix-wifi-50tu7000-dimm-_JM#position=30&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 32162.999999999996,
        "titulo": "Tv Led Smart Samsung 50´´ Full Hd Netflix Wifi 50tu7000 Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 30
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Serie 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5290",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "No",
                "Es curvo": "No",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 554,
        "link": "https://articulo.mercadolibre.com.uy/MLU-461681731-televisores-smart-tv-samsung-49-full-hd-wifi-un49j5290-_JM#position=31&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 25096.199999999997,
        "titulo": "Televisores Smart Tv Samsung 49 Full Hd Wifi Un49j5290",
        "vendedor": "[no divulgado]",
        "ventas": 9
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "uhd"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "TU8000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "UHD"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 2879,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474290464-smart-tv-samsung-75-ultra-hd-4k-tu8000-netflix-stienda-_JM#position=32&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 130418.7,
        "titulo": "Smart Tv Samsung 75 Ultra Hd 4k Tu8000 Netflix Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-471549043-tv-samsung-smart-tv-55-uhd-4k-nario-hogar-_JM#position=33&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 45254.7,
        "titulo": "Tv Samsung Smart Tv 55 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "QN55Q60T"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.1 mm x 243.3 mm x 783.7 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1699,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473620843-qled-smart-tv-55-samsung-qn55q60t-uhd-4k-_JM#position=34&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 76964.7,
        "titulo": "Qled Smart Tv 55  Samsung Qn55q60t Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN32T4310",
                "Voltaje": "220v"
            },
            "Conectividad": {
                "Con HDMI": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "737.4 mm x 150.5 mm x 465.4 mm"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \""
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 325,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477985755-smart-tv-led-samsung-32-hdmi-x2-wifi-negro-nuevo-modelo-pcm-_JM#position=35&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 14722.499999999998,
        "titulo": "Smart Tv Led Samsung 32  Hdmi X2 Wifi Negro Nuevo Modelo Pcm",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32T3410",
                "Modelo alfanumérico": "UN32T3410"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 299,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475332977-smart-tv-led-samsung-32-netflix-wi-fi-bde-_JM#position=36&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 13544.699999999999,
        "titulo": "Smart Tv Led Samsung 32 Netflix Wi Fi | Bde",
        "vendedor": "[no divulgado]",
        "ventas": 5
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32J4300",
                "Modelo alfanumérico": "UN32J4300DGXUG"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "737.4 mm x 150.5 mm x 465.4 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 309,
        "link": "https://articulo.mercadolibre.com.uy/MLU-472873291-smart-tv-led-samsung-32-netflix-wi-fi-smartwatch-blackdog-_JM#position=37&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 13997.699999999999,
        "titulo": "Smart Tv Led Samsung 32 Netflix Wi Fi + Smartwatch Blackdog",
        "vendedor": "[no divulgado]",
        "ventas": 9
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "37.9 \" x 2.4 \" x 22 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "17.9 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 529,
        "link": "https://click1.mercadolibre.com.uy/mclics/clicks/external/MLU/count?a=Bcla%2BMvBVOVPW%2FSVnaGJa2uNrxI3AqhhtewipIZwp%2BFT2cgeR2VvrBOZyct5InIEPrLJ2VBlHE95PdQuOJjOLP%2BmEoMBMSz64v1ITcaz72%2FA3SsdsDczjKSHtAIXjISv8%2BhP8wVU67zp8KHnZeyLduOr2LaRvV97LK3BnAbPEmwkQfxuPWnZzMGfpUQxRzpKMfsKDZT3RbbkxKT%2BRG7J%2BiMhhMmH15VFINtZ2aAcsiQYHa7W4rrW0mkekIpaJ%2B6bNx1E7bcKVhzpGzGj%2FQsm6VPgFVDN3cNuINaiJvMrlM8FnZvLiuRhq9NhpsJsjlECAalTAJF16yzJlQ%2BvzW%2FEEY4bxquz%2BMX9ljFpKDDR3zZ97jBSCZkDJzczZ1m%2FSdCEaDWExijiEhUU0jmc8qTZ1tSeOhlKHzhZsDC2lXsxX%2Fd8dA4SPj4PNZPMBL%2F%2FrmrNMz9FwHE%2B%2FcBBsnTCW64Po%2FU8Rmb4l6UDNhglWN%2BUDrf8tL02eCriDB0084bQ",
        "moneda": "U$S",
        "pesos": 23963.699999999997,
        "titulo": "Led Smart Tv Samsung 43  Un43tu7000 4k Uhd",
        "vendedor": "[no divulgado]",
        "ventas": 35
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Smart TV",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Modelo alfanumérico": "UN50TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K",
                "Ángulo de visión horizontal": "178°",
                "Ángulo de visión vertical": "178°"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 710,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476466486-tv-led-smart-samsung-50-full-hd-netflix-wifi-2usb-u7000-dimm-_JM#position=39&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 32162.999999999996,
        "titulo": "Tv Led Smart Samsung 50 Full Hd Netflix Wifi 2usb U7000 Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 24
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 200.5 mm x 628.9 mm"
            },
            "Especificaciones": {
                "Peso": "10.3 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 619,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448688821-smart-tv-led-samsung-43-uhd-ru7100-quadcore-navegador-albion-_JM#position=40&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 28040.699999999997,
        "titulo": "Smart Tv Led Samsung 43 Uhd Ru7100 Quadcore Navegador Albion",
        "vendedor": "[no divulgado]",
        "ventas": 8
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 74.07925407925408,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456567258-slim-lcd-led-plasma-flat-tv-soporte-de-montaje-de-pared-26-3-_JM#position=41&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "$",
        "pesos": 3178,
        "titulo": "Slim Lcd Led Plasma Flat Tv Soporte De Montaje De Pared 26 3",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7100",
                "Modelo alfanumérico": "UN43TU7100GXZS",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "96.39 cm x 5.96 cm x 55.89 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "8.1 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "4k",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 529,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473372322-samsung-smart-tv-43-ultra-hd-4k-2020-un43tu7100-stienda-_JM#position=42&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 23963.699999999997,
        "titulo": "Samsung Smart Tv 43  Ultra Hd 4k 2020 Un43tu7100 Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 30
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Smart TV",
                "Marca": "Samsung",
                "Modelo": "UN40J5290",
                "Voltaje": "220"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No",
                "Peso": "7200 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 399,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452826953-tv-led-smart-samsung-40-full-hd-netflix-wifi-usb-j5290-dimm-_JM#position=43&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 18074.699999999997,
        "titulo": "Tv Led Smart Samsung 40 Full Hd Netflix Wifi Usb J5290 Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 55
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Nu",
                "Marca": "Samsung",
                "Modelo": "UN50NU7100",
                "Modelo alfanumérico": "Nu",
                "Voltaje": "220"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 699,
        "link": "https://articulo.mercadolibre.com.uy/MLU-467878080-televisor-samsung-smart-tv-50-pulgadas-4k-uhd-_JM#position=44&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 31664.699999999997,
        "titulo": "Televisor Samsung Smart Tv 50 Pulgadas 4k Uhd",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32T4300",
                "Voltaje": "100-240V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "Sí",
                "Peso": "4.1 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 349,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477799491-televisor-smart-tv-samsung-32-hd-un32t4300-nuevo-_JM#position=45&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 15809.699999999999,
        "titulo": "Televisor Smart Tv Samsung 32  Hd Un32t4300 Nuevo",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "1366x768",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN32T4310"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "737.4 mm x 150.5 mm x 465.4 mm"
            },
            "Pantalla": {
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "1366x768"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 325,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478038960-tv-samsung-32-smart-un32t4310-yanett-_JM#position=46&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 14722.499999999998,
        "titulo": "Tv Samsung 32 Smart Un32t4310 Yanett",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "3,840 x 2,160",
            "tipo de pantalla": "qled 4k"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN65Q70"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "QLED 4K",
                "Tipo de resolución": "3,840 x 2,160"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 2399,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473565286-samsung-smart-tv-65-2020-qled-4k-qn65q70-netflix-stienda-_JM#position=47&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 108674.7,
        "titulo": "Samsung Smart Tv 65 2020 Qled 4k Qn65q70 Netflix Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es 3D": "Sí"
            }
        },
        "dolares": 89.32400932400932,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451897916-plasma-lcd-led-montaje-de-soporte-pared-tv-32-34-40-42-50-55-_JM#position=48&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "$",
        "pesos": 3832,
        "titulo": "Plasma Lcd Led Montaje De Soporte Pared Tv 32 34 40 42 50 55",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "Panavox"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 151.49184149184148,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473345242-tv-monitor-wide-led-24-1-ano-de-garantia-_JM#position=49&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "$",
        "pesos": 6499,
        "titulo": "Tv & Monitor Wide Led 24 1 Año De Garantía",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "8k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung",
                "Modelo": "QN82Q800T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1830.2 mm x 365.1 mm x 1144 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "82 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "8K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 11999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477159620-qled-smart-tv-samsung-82-uhd-8k-nario-hogar-_JM#position=50&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 543554.7,
        "titulo": "Qled Smart Tv Samsung 82 Uhd 8k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN85Q80T"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho": "189.2 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "85 \"",
                "Tipo de pantalla": "QLED"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con VGA": "Sí",
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 8499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474851266-tv-led-samsung-smartv-4k-uhd-85-qn85q80t-hdr-10-albion-_JM#position=51&search_layout=grid&type=item&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 385004.69999999995,
        "titulo": "Tv Led Samsung Smartv 4k Uhd 85 Qn85q80t Hdr 10+ Albion",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "QN75Q80TA",
                "Modelo alfanumérico": "QN75Q80TAFXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.06 cm x 5.39 cm x 95.87 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "34.4 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "60 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 4950,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-8-qn75q80tafxzx-qled-4k-75-110v-127v/p/MLU16182083?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU16182083&position=10&search_layout=grid&type=product&tracking_id=c6c517ba-e154-4df2-9871-877ce15a3d4b",
        "moneda": "U$S",
        "pesos": 224235,
        "titulo": "Smart TV Samsung Series 8 QN75Q80TAFXZX QLED 4K 75\" 110V - 127V",
        "vendedor": "DIMM OK",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "webOS"
            }
        },
        "dolares": 711,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454685220-smart-tv-led-samsung-50-4k-uhd-ru7100-web-browser-albion-_JM#position=2&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 32208.3,
        "titulo": "Smart Tv Led Samsung 50 4k Uhd Ru7100 Web Browser Albion",
        "vendedor": "[no divulgado]",
        "ventas": 7
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "QN75Q80TA",
                "Modelo alfanumérico": "QN75Q80TAFXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.06 cm x 5.39 cm x 95.87 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "34.4 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "60 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 4950,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-8-qn75q80tafxzx-qled-4k-75-110v-127v/p/MLU16182083?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU16182083&position=1&search_layout=grid&type=product&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 224235,
        "titulo": "Smart TV Samsung Series 8 QN75Q80TAFXZX QLED 4K 75\" 110V - 127V",
        "vendedor": "DIMM OK",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "37.9 \" x 2.4 \" x 22 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "17.9 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473816196-smart-tv-led-samsung-4k-uhd-43-apps-navegador-netflix-amv-_JM#position=3&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 27134.699999999997,
        "titulo": "Smart Tv Led Samsung 4k Uhd 43  Apps Navegador Netflix Amv",
        "vendedor": "[no divulgado]",
        "ventas": 85
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Alexa",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 412,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473587238-televisor-smart-tv-samsung-43-full-hdsmartwatch-gta-ofic-_JM#position=4&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 18663.6,
        "titulo": "Televisor Smart Tv Samsung 43 Full Hd+smartwatch Gta. Ofic.",
        "vendedor": "[no divulgado]",
        "ventas": 38
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "netflix,prime video,apple tv,google play movies & tv,youtube,smartthings,web browser,gallery,samsung promotion",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000FXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "123.05 cm x 5.99 cm x 70.72 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Netflix,Prime Video,Apple TV,Google Play Movies & TV,Youtube,SmartThings,Web browser,Gallery,Samsung Promotion",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby Digital Plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 829,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473565455-samsung-smart-tv-55-2020-uhd-4k-un55tu7000-netflix-stienda-_JM#position=5&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 37553.7,
        "titulo": "Samsung Smart Tv 55 2020 Uhd 4k Un55tu7000 Netflix Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 5
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser,netflix,youtube,prime video,apple tv,hulu,spotify,vudu,disney+,espn,samsung health",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU700D",
                "Modelo alfanumérico": "UN50TU700DFXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "44 \" x 2.4 \" x 25.4 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "25.1 lb"
            },
            "Otros": {
                "Apps integradas": "Web browser,Netflix,Youtube,Prime Video,Apple TV,Hulu,Spotify,Vudu,Disney+,ESPN,Samsung Health",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 1099,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473857572-smart-tv-samsung-55-4k-nuevo-modelo-2020-tu7000-wifi-loi-_JM#position=6&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 49784.7,
        "titulo": "Smart Tv Samsung 55' 4k Nuevo Modelo 2020 Tu7000 Wifi Loi",
        "vendedor": "[no divulgado]",
        "ventas": 25
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser,netflix,youtube,google apps,prime video,apple tv,hulu,disney+,vudu",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Modelo alfanumérico": "UN65TU8000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "57.1 cm x 2.4 cm x 32.7 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "45.4 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser,Netflix,Youtube,Google apps,Prime Video,Apple TV,Hulu,Disney+,Vudu",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby audio",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby,Alexa,Google Assistant",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 1990,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476909544-smart-tv-samsung-65-4k-uhd-wifi-bluetooth-tu8000-loi-_JM#position=7&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 90147,
        "titulo": "Smart Tv Samsung 65' 4k Uhd Wifi Bluetooth Tu8000 Loi",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Modelo alfanumérico": "UN65TU8000GXZD",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "144.94 cm x 5.99 cm x 83.03 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "20.6 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby,Alexa",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475220568-led-smart-tv-samsung-65-uhd-4k-que-sal-_JM#position=8&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 72434.7,
        "titulo": "Led Smart Tv Samsung 65 Uhd 4k Que Sal!",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "QN55Q60T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.1 mm x 243.3 mm x 783.7 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1699,
        "link": "https://articulo.mercadolibre.com.uy/MLU-471549905-tv-samsung-qled-smart-tv-55-uhd-4k-nario-hogar-_JM#position=9&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 76964.7,
        "titulo": "Tv Samsung Qled Smart Tv 55 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Carbon Silver",
                "Marca": "Samsung",
                "Modelo": "QN85Q80T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1892.8 mm x 338.8 mm x 1163.1 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "85 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 8499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474991824-tv-samsung-qled-smart-tv-85-uhd-4k-nario-hogar-_JM#position=10&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 385004.69999999995,
        "titulo": "Tv Samsung Qled Smart Tv 85 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "37.9 \" x 2.4 \" x 22 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "17.9 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 529,
        "link": "https://click1.mercadolibre.com.uy/mclics/clicks/external/MLU/count?a=rLI36s3%2BAh%2Fj6eF39VFzN5GkzYHR4ZbVev3hPAtC4EQn4GTcAZImbx2VM%2BGaIqFW1nokq6THKsQWZDT6Ic%2FGghuSQmalOKKVhP66XjFLi6kaygpJEK9MCx3tg7u2hK99pFzxEm0w1QjEnrP%2FHZuXG26V%2Fk18jUC38xDGwKmA4JIF5m2iN0hybgpXL6Rzt%2FX9JBbzDFtu4ywGA3pacoeFx5XDsykWjAabFkZdZeZRgUadqvyFofaOsqDo2s17HIbzPW3K2NpU0Osxx4R9TYCzvdGnoQH63MkPlPMpSWT1b6PC8QvY3%2BfoM3VsuuNpyS5erK04Y3F57LNoSGV9ca8R6DmzVs1ylfKAMKUSaFU3G3rqrLir%2BdAL5%2FmuU4pmQRzWQkhfJaHgC4HL2U2YLSvi9UfMJyzHuff224sH4DcZoXc3Xuf%2Bgu01azk%2BpMbxE24cddq9v%2FI3qKEsN3R0NvE3IWb70%2Ft6bBZCOL9i7axQ1hSJ68%2B4ozOZyv2BGyQ%3D",
        "moneda": "U$S",
        "pesos": 23963.699999999997,
        "titulo": "Led Smart Tv Samsung 43  Un43tu7000 4k Uhd",
        "vendedor": "[no divulgado]",
        "ventas": 35
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1449.4 mm x 282.1 mm x 906.6 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476217630-led-smart-tv-samsung-65-4k-un65tu8000-crystral-uhd-_JM#position=12&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 72434.7,
        "titulo": "Led Smart Tv Samsung 65 4k Un65tu8000 Crystral Uhd",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7300"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1236 mm x 261.3 mm x 793.7 mm"
            },
            "Pantalla": {
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2357.902097902098,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459110760-tv-55-led-samsung-uhd-4k-curved-smart-un55nu7300-_JM#position=13&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "$",
        "pesos": 101154,
        "titulo": "Tv 55  Led Samsung Uhd 4k Curved Smart Un55nu7300",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32T3410",
                "Modelo alfanumérico": "UN32T3410"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 306,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478003708-smart-tv-led-samsung-32-netflix-wi-fi-soporte-_JM#position=14&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 13861.8,
        "titulo": "Smart Tv Led Samsung 32 Netflix Wi Fi + Soporte",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 849,
        "link": "https://articulo.mercadolibre.com.uy/MLU-447182830-led-4k-smart-tv-55-uhd-samsung-wifi-hdmi-usb-yanett-_JM#position=15&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 38459.7,
        "titulo": "Led 4k Smart Tv 55 Uhd Samsung Wifi Hdmi Usb Yanett",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN55Q60T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.1 mm x 243.3 mm x 783.7 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1699,
        "link": "https://articulo.mercadolibre.com.uy/MLU-458746869-tv-samsung-qled-smart-tv-55-uhd-4k-nario-hogar-_JM#position=16&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 76964.7,
        "titulo": "Tv Samsung Qled Smart Tv 55 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "8k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung",
                "Modelo": "QN82Q800T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1830.2 mm x 365.1 mm x 1144 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "82 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "8K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 11999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477159624-qled-smart-tv-samsung-82-uhd-8k-nario-hogar-_JM#position=17&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 543554.7,
        "titulo": "Qled Smart Tv Samsung 82 Uhd 8k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2199,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448967882-led-smart-tv-samsung-65-uhd-4k-un65nu7100-_JM#position=18&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 99614.7,
        "titulo": "Led Smart Tv Samsung 65 Uhd 4k Un65nu7100",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-458746099-tv-led-smart-samsung-65-uhd-4k-nario-hogar-_JM#position=19&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 72434.7,
        "titulo": "Tv Led Smart Samsung 65 Uhd 4k  - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 85.96736596736596,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456619982-tv-wall-soporte-inclinacion-fit-32-37-42-46-50-52-55-57-60-6-_JM#position=20&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "$",
        "pesos": 3688,
        "titulo": "Tv Wall Soporte Inclinación Fit 32 37 42 46 50 52 55 57 60 6",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 759,
        "link": "https://articulo.mercadolibre.com.uy/MLU-471548816-led-smart-tv-samsung-50-uhd-4k-nario-hogar-_JM#position=21&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 34382.7,
        "titulo": "Led Smart Tv Samsung 50 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "QN65Q70T",
                "Modelo alfanumérico": "QN65Q70RAGXZD",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "145 cm x 6.2 cm x 83.1 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "24.3 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "3",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 2799,
        "link": "https://articulo.mercadolibre.com.uy/MLU-471550062-qled-smart-tv-65-uhd-4k-samsung-nario-hogar-_JM#position=22&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 126794.7,
        "titulo": "Qled Smart Tv 65 Uhd 4k Samsung - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN32J5500",
                "Modelo alfanumérico": "UN32J5500AFXZA"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 43.93939393939394,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450044305-mando-a-distancia-bn59-01223a-bn5901223a-smart-tv-reemplazar-_JM#position=23&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "$",
        "pesos": 1885,
        "titulo": "Mando A Distancia Bn59-01223a Bn5901223a Smart Tv Reemplazar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 599,
        "link": "https://click1.mercadolibre.com.uy/mclics/clicks/external/MLU/count?a=R6XhmXPsmMe60fpzO7GV%2FIFOuo6HmNOtH%2Fc0eyxP2zrI%2BRvK5kh6T8JtM6i9CUXznC2MGhCYdDeWqbj%2F2cGFMlxLhaiTy2K6NM3f4GjDgmgYXpkcEC%2BAGmcILSqBckethMHRPPoKQkH7WnZWG6Csr2TYwN9LspUrsgKO2TjoEvuQ5RQBXPhP4I4DX4%2Bfe0al1VSNsH7afyIuTDDvIrUkcPheftc8h6bKw4RXsQAOlimvNNgEaSItppK8UtrfN25cPwJuS0E3kwQSSo2%2B1%2B11aIR1JxacOGhLIwoWFnv66rAXiALOkZZg1EXnHLW4j4W9n4Sh3IwLzCpLdSQuiLd85wHcXK9FNGHa%2BY3BZRV22EfaOW5zcCEPAf73GUrTIGH82sIt68EOYJc8Bn2TL33b3galnJqbEZkXCEH6dOwVQGzeujW%2Fw1s31gdyfDCVGJ0%2FcD4NJMhs1XRrOnDxtbWajjsEcPU1fr2Zs8fMMD5cyqbqrfa0EqHBI5OZrklviGqt%2F8HOdQ%3D%3D",
        "moneda": "U$S",
        "pesos": 27134.699999999997,
        "titulo": "Led Smart Tv Samsung 50 Crystal Uhd 4k Un50tu7000",
        "vendedor": "[no divulgado]",
        "ventas": 41
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "8k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN82Q800TA",
                "Modelo alfanumérico": "QN82Q800TAGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "183.02 cm x 2.57 cm x 104.95 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "41.5 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "7680 px - 4320 px",
                "Tamaño de la pantalla": "82 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "8K"
            },
            "Sonido": {
                "Cantidad de parlantes": "6",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "70 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Alexa,Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 11899,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477392635-tv-televisor-samsung-82-8k-qled-smartv-uhd-qn82q800t-albion-_JM#position=25&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 539024.7,
        "titulo": "Tv Televisor Samsung 82  8k Qled Smartv Uhd Qn82q800t Albion",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 200.5 mm x 628.9 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 659,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475219104-led-smart-tv-samsung-43-uhd-4k-que-sal-_JM#position=26&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 29852.699999999997,
        "titulo": "Led Smart Tv Samsung 43 Uhd 4k Que Sal!",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN55Q60T"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.1 mm x 243.3 mm x 783.7 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "QLED"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1593,
        "link": "https://articulo.mercadolibre.com.uy/MLU-470523481-smartv-samsung-led-55-qled-uhd-4k-qn55q60t-hdr-4x-albion-_JM#position=27&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 72162.9,
        "titulo": "Smartv Samsung Led 55  Qled Uhd 4k Qn55q60t Hdr 4x Albion ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475220180-led-smart-tv-samsung-55-uhd-4k-que-sal-_JM#position=28&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 45254.7,
        "titulo": "Led Smart Tv Samsung 55 Uhd 4k Que Sal!",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 759,
        "link": "https://articulo.mercadolibre.com.uy/MLU-458746043-tv-led-smart-samsung-50-uhd-4k-nario-hogar-_JM#position=29&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 34382.7,
        "titulo": "Tv Led Smart Samsung 50 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 6",
                "Marca": "Samsung",
                "Modelo": "UN75MU6100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 5499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448338439-led-smart-tv-samsung-75pulg-uhd-4k-un75mu6100-_JM#position=30&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 249104.69999999998,
        "titulo": "Led Smart Tv Samsung 75puLG Uhd 4k Un75mu6100",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 200.5 mm x 628.9 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 659,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475219155-led-smart-tv-samsung-43-uhd-4k-_JM#position=31&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 29852.699999999997,
        "titulo": "Led Smart Tv Samsung 43 Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "60 \""
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 126.85314685314685,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456560778-articulacion-full-motion-tv-pared-soporte-de-montaje-32-60-_JM#position=32&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "$",
        "pesos": 5442,
        "titulo": "Articulación Full Motion Tv Pared Soporte De Montaje 32 -60 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "QN75Q80TA",
                "Modelo alfanumérico": "QN75Q80TAFXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.06 cm x 5.39 cm x 95.87 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Cable de alimentación,Control remoto,Bater?as",
                "Es portátil": "No",
                "Peso": "34.4 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "60 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 4950,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477708720-tv-smart-qled-samsung-75-4k-dimm-_JM#position=33&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 224235,
        "titulo": "Tv Smart Qled Samsung 75  4k Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Conectividad": {
                "Con HDMI": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Vesa"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 137.995337995338,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452143078-lcd-led-plasma-tv-wall-soporte-plana-inclinacion-swivel32-_JM#position=34&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "$",
        "pesos": 5920,
        "titulo": "Lcd Led Plasma Tv Wall Soporte Plana Inclinación   Swivel32 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "43 \"",
                "Tipo de resolución": "LCD"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 171.9114219114219,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452271477-cable-para-clevo-w370et-w370-6-43-w3701-011-k-6-43-w3701-012-_JM#position=35&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "$",
        "pesos": 7375,
        "titulo": "Cable Para Clevo W370et W370 6-43-w3701-011-k 6-43-w3701-012",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-458746063-tv-samsung-smart-tv-55-uhd-4k-nario-hogar-_JM#position=36&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 45254.7,
        "titulo": "Tv Samsung Smart Tv 55 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "No",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 877,
        "link": "https://click1.mercadolibre.com.uy/mclics/clicks/external/MLU/count?a=QH5hs%2FgI3NwaOzCZQLN2LJosyWnXVS%2BAdbbFQydkP8Nk6nTfjp1kTZU9mxJ0oYahJ%2F9W3qBkFbQiRc0vi2u7I3IZiiZ%2FOfXpMKxUBrEe9%2F%2FtSDUMiOIl6Rcl8CC1XGk9J6h8RLNvR%2FTXt0HXUaIl93RNzBG6DYoMBnBZwOLf6gfeqh4%2FlzOgIxrz046K%2Bd%2Fe1XpLhTknATzE6ekcqGHqk9UrePeB6NNqXZ16VFAv7uXoBKAXg0Cro7mAR0g0rqf6DwzBkV9loWfvRxwSLTLXpMN8zTQto17bKw49b65KqZCRR2CEBQOtnS%2B7NhulggG8bA1GIMJY7I42U0JsA9IXbBrmVC%2Faq%2FMDhonLgkA3UNeCP9QA1mNYOuzmAcNlfjawRZuJSjFAxAh2oLYCmONZAmGwChLuBSOvkLPpHiYS6YPcQDY7G42t38AyGF34qZJ%2FXuQ57mNLXXDDINrttKqz3f3t4DO15dh8pKEOye1%2Be%2F4vKIsUKJeiO1sCcGQ%3D",
        "moneda": "U$S",
        "pesos": 39728.1,
        "titulo": "Led Smart Tv 55  Samsung Un55tu7000 Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 35
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-471549219-led-smart-tv-samsung-65-uhd-4k-nario-hogar-_JM#position=38&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 72434.7,
        "titulo": "Led Smart Tv Samsung 65 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 6",
                "Marca": "Samsung",
                "Modelo": "UN65MU6100"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 3299,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448967891-tv-led-65-smart-tv-uhd-4k-samsung-un65mu6100-_JM#position=39&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 149444.69999999998,
        "titulo": "Tv Led 65  Smart Tv Uhd 4k Samsung Un65mu6100",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Q Series",
                "Marca": "Samsung",
                "Modelo": "QN85Q80T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1892.8 mm x 338.8 mm x 1163.1 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "85 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 8499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476901463-tv-samsung-qled-smart-tv-85-uhd-4k-nario-hogar-_JM#position=40&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 385004.69999999995,
        "titulo": "Tv Samsung Qled Smart Tv 85 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000"
            },
            "Conectividad": {
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 936,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451842392-smart-tv-led-samsung-55-uhd-4k-tu7000-hdr-10-albion-_JM#position=41&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 42400.799999999996,
        "titulo": "Smart Tv Led Samsung 55 Uhd 4k Tu7000 Hdr 10+ Albion",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 200.5 mm x 628.9 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 659,
        "link": "https://articulo.mercadolibre.com.uy/MLU-463343237-tv-samsung-smart-tv-43-uhd-4k-nario-hogar-_JM#position=42&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 29852.699999999997,
        "titulo": "Tv Samsung Smart Tv 43 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7300"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1236 mm x 261.3 mm x 793.7 mm"
            },
            "Pantalla": {
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2199,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459110732-tv-55-led-samsung-uhd-4k-curved-smart-un55nu7300-_JM#position=43&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 99614.7,
        "titulo": "Tv 55  Led Samsung Uhd 4k Curved Smart Un55nu7300",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Nu",
                "Marca": "Samsung",
                "Modelo": "UN50NU7100",
                "Modelo alfanumérico": "Nu",
                "Voltaje": "220"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 699,
        "link": "https://articulo.mercadolibre.com.uy/MLU-468361453-tv-led-samsung-smart-50-pulgadas-4k-uhd-_JM#position=44&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 31664.699999999997,
        "titulo": "Tv Led Samsung  Smart 50 Pulgadas 4k Uhd",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN65Q70T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1449.6 mm x 307.2 mm x 911.9 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Modos de sonido": "Surround"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2799,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473396867-tv-samsung-qled-smart-tv-65-uhd-4k-nario-hogar-_JM#position=45&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 126794.7,
        "titulo": "Tv Samsung Qled Smart Tv 65 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000GXUG",
                "Voltaje": "110/220"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 200.5 mm x 628.9 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 659,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475427314-led-smart-tv-samsung-43-un43tu7000-4k-uhd-mlh-_JM#position=46&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 29852.699999999997,
        "titulo": "Led Smart Tv Samsung 43 Un43tu7000 4k Uhd Mlh",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "QN75Q70RA",
                "Modelo alfanumérico": "QN75Q70RAGXZS",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.52 cm x 6.2 cm x 96 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "35.7 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "3",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 815.8508158508159,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477825031-samsung-q70-series-75-inch-smart-tv-flat-qled-4k-uhd-hdr-_JM#position=47&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "$",
        "pesos": 35000,
        "titulo": "Samsung Q70 Series 75-inch Smart Tv, Flat Qled 4k Uhd Hdr",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "EB48D",
                "Voltaje": "100 - 240 V"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1292 \" x 155 mm x 720 \""
            },
            "Especificaciones": {
                "Peso": "13.7 kg"
            },
            "Pantalla": {
                "Relación de contraste": "50000:1",
                "Tamaño de la pantalla": "48 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con VGA": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 861,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474281516-smart-tv-samsung-48-led-hd-eb48d-tienda-sintonizador-nnet-_JM#position=48&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 39003.299999999996,
        "titulo": "Smart Tv Samsung 48  Led Hd Eb48d Tienda Sintonizador Nnet",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475715807-tv-led-samsung-un55tu7000-smart-uhd-4k-55-el-cerro-_JM#position=49&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 45254.7,
        "titulo": "Tv Led Samsung Un55tu7000 Smart Uhd 4k 55'' - El Cerro",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN75TU8000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1673.2 mm x 341.1 mm x 1047.9 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 3299,
        "link": "https://articulo.mercadolibre.com.uy/MLU-458746105-tv-samsung-smart-tv-75-uhd-4k-nario-hogar-_JM#position=50&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 149444.69999999998,
        "titulo": "Tv Samsung Smart Tv 75 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "UN32T4310"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 329,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478581928-samsung-smart-tv-32-hd-2021-un32t4310-stienda-_JM#position=51&search_layout=grid&type=item&tracking_id=3dd0e1eb-8a65-4ce1-99e8-261693076936",
        "moneda": "U$S",
        "pesos": 14903.699999999999,
        "titulo": "Samsung Smart Tv 32 Hd 2021 Un32t4310 Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 5999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456293851-qled-smart-tv-samsung-65-uhd-4k-curved-qn65q8camg-ma-_JM#position=1&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 271754.7,
        "titulo": "Qled Smart Tv Samsung 65? Uhd 4k Curved Qn65q8camg Ma",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 200.5 mm x 628.9 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 659,
        "link": "https://articulo.mercadolibre.com.uy/MLU-463340646-tv-samsung-smart-tv-43-uhd-4k-nario-hogar-_JM#position=2&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 29852.699999999997,
        "titulo": "Tv Samsung Smart Tv 43 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7300"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1236 mm x 261.3 mm x 793.7 mm"
            },
            "Pantalla": {
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2357.902097902098,
        "link": "https://articulo.mercadolibre.com.uy/MLU-464966306-tv-55-led-samsung-uhd-4k-curved-smart-un55nu7300-_JM#position=3&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 101154,
        "titulo": "Tv 55  Led Samsung Uhd 4k Curved Smart Un55nu7300",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 71.8881118881119,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450250461-incline-el-soporte-de-pared-para-tv-led-samsung-vizio-27-30-_JM#position=4&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 3084,
        "titulo": "Incline El Soporte De Pared Para Tv Led Samsung Vizio 27 30 ",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "37.9 \" x 2.4 \" x 22 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "17.9 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 529,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476264204-samsung-smart-tv-43-ultra-hd-4k-2020-un43tu7000-stienda-_JM#position=5&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 23963.699999999997,
        "titulo": "Samsung Smart Tv 43 Ultra Hd 4k 2020 Un43tu7000 Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 31
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Alexa",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 402,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473548890-televisor-smart-tv-samsung-43-full-hd-un43t5300-_JM#position=6&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 18210.6,
        "titulo": "Televisor Smart Tv Samsung 43  Full Hd Un43t5300",
        "vendedor": "[no divulgado]",
        "ventas": 18
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000FXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 59.9 mm x 707.2 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby Digital Plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 789,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476300807-tv-55-samsung-smart-sintonizador-4k-wifi-55tu7000-f21-dimm-_JM#position=7&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 35741.7,
        "titulo": "Tv 55 Samsung Smart Sintonizador 4k Wifi 55tu7000 F21 Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Modelo alfanumérico": "UN65TU8000GXZD",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "144.94 cm x 5.99 cm x 83.03 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "20.6 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby,Alexa",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475220670-led-smart-tv-samsung-65-uhd-4k-_JM#position=8&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 72434.7,
        "titulo": "Led Smart Tv Samsung 65 Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser,netflix,youtube,google apps,prime video,apple tv,hulu,disney+,vudu",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000",
                "Modelo alfanumérico": "UN65TU8000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "57.1 cm x 2.4 cm x 32.7 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Peso": "45.4 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser,Netflix,Youtube,Google apps,Prime Video,Apple TV,Hulu,Disney+,Vudu",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby audio",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby,Alexa,Google Assistant",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 1499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477392760-tv-televisor-led-samsung-65-4k-uhd-smartv-un65tu8000-albion-_JM#position=9&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 67904.7,
        "titulo": "Tv Televisor Led Samsung 65  4k Uhd Smartv Un65tu8000 Albion",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100",
                "Modelo alfanumérico": "UN55NU7100FXZA",
                "Voltaje": "240"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "123.9 cm x 5.8 cm x 71.3 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Cantidad de núcleos del procesador": "4",
                "Peso": "17.3 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 540,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477387262-tv-led-smart-samsung-55-uhd-4k-nu7100-nuevo-_JM#position=10&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 24462,
        "titulo": "Tv Led Smart Samsung 55´ Uhd 4k Nu7100 Nuevo",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN65TU8000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477680837-smart-tv-samsung-65-4k-uhd-wi-fi-bluetooth-tu8000-amv-_JM#position=11&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 72434.7,
        "titulo": "Smart Tv Samsung 65  4k Uhd Wi-fi Bluetooth Tu8000 Amv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 640,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474062732-televisor-samsung-un50tu7000-led-smart-4k-50-fama-_JM#position=12&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 28992,
        "titulo": "Televisor Samsung Un50tu7000  Led Smart 4k  50  Fama",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Smart",
                "Marca": "Samsung",
                "Modelo": "UHD 4k",
                "Modelo alfanumérico": "UN55RU7100G",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 128.2051282051282,
        "link": "https://articulo.mercadolibre.com.uy/MLU-471155272-television-samsung-uhd-4k-55-0-km-con-pantalla-rota-_JM#position=13&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 5500,
        "titulo": "Televisión Samsung Uhd 4k 55' 0 Km Con Pantalla Rota.",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "smartthings,netflix,prime video,hulu,apple tv,disney+,vudu,youtube,youtube tv,espn,samsung health,google play movies & tv",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Serie QLED Q70",
                "Marca": "Samsung",
                "Modelo": "QN65Q70T",
                "Modelo alfanumérico": "QN65Q70TAFXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "57.1 \" x 2.3 \" x 32.6 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Smart control TM2050C,Baterías,Cable de alimentación",
                "Cantidad de núcleos del procesador": "4",
                "Peso": "49.2 lb"
            },
            "Otros": {
                "Apps integradas": "SmartThings,Netflix,Prime Video,Hulu,Apple TV,Disney+,Vudu,Youtube,YouTube TV,ESPN,Samsung Health,Google Play Movies & TV"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Modos de sonido": "Dolby"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Alexa,Google Assistant,Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 2625,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478585508-televisor-led-samsung-65-4k-qled-qn-65-q70t-albion-_JM#position=14&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 118912.49999999999,
        "titulo": "Televisor Led Samsung 65 4k Qled Qn 65 Q70t Albion",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1238.6 mm x 261.3 mm x 792.8 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2143.4498834498836,
        "link": "https://articulo.mercadolibre.com.uy/MLU-464966311-tv-55-led-samsung-uhd-4k-smart-un55nu7100-3840x2160-_JM#position=15&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 91954,
        "titulo": "Tv 55  Led Samsung Uhd 4k Smart Un55nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Vesa",
                "Peso": "30 kg"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 80.25641025641026,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456631874-soporte-para-pared-de-tv-led-samsung-12-18-20-22-24-26-30-3-_JM#position=16&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 3443,
        "titulo": "Soporte Para Pared De Tv Led Samsung  12 18 20 22 24 26 30 3",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Televisores",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "145.7 cm x 31.2 cm x 91.7 cm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "4K",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1490,
        "link": "https://articulo.mercadolibre.com.uy/MLU-461922581-tv-65-samsung-smart-sintonizador-4k-wifi-uhd-65nu7100-dimm-_JM#position=17&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 67497,
        "titulo": "Tv 65  Samsung Smart Sintonizador 4k Wifi Uhd 65nu7100 Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 125.01165501165501,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456472278-el-movimiento-tv-pared-soporte-32-40-42-50-55-60-65-para-sam-_JM#position=18&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 5363,
        "titulo": "El Movimiento Tv Pared Soporte 32 40 42 50 55 60 65 Para Sam",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1457.5 mm x 312.8 mm x 917.3 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 3215.7109557109557,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459111688-tv-65-led-samsung-uhd-4k-smart-un65nu7100-3840x2160-_JM#position=19&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 137954,
        "titulo": "Tv 65  Led Samsung Uhd 4k Smart Un65nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 5999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448336563-qled-smart-tv-samsung-65-uhd-4k-curved-qn65q8camg-_JM#position=20&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 271754.7,
        "titulo": "Qled Smart Tv Samsung 65  Uhd 4k Curved Qn65q8camg",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "QN55Q7F",
                "Modelo alfanumérico": "QN55Q7FAMGXZD"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "3",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "122.52 cm x 4.49 cm x 70.36 cm"
            },
            "Especificaciones": {
                "Peso": "18 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "6",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 5499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448336589-qled-smart-tv-samsung-55-uhd-4k-qn55q7famg-_JM#position=21&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 249104.69999999998,
        "titulo": "Qled Smart Tv Samsung 55  Uhd 4k Qn55q7famg",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 94.54545454545455,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452023906-nueva-inclinacion-soporte-pared-tv-24-27-30-32-37-40-42-46-4-_JM#position=22&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 4056,
        "titulo": "Nueva Inclinación Soporte Pared Tv 24 27 30 32 37 40 42 46 4",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "plana"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5290"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "PLANA",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 569,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473276285-tv-samsung-49-smart-full-hd-un-5290aj-yanett-_JM#position=23&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 25775.699999999997,
        "titulo": "Tv Samsung 49 Smart Full Hd  Un 5290aj Yanett",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 84.33566433566433,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452426695-plasma-lcd-led-tv-plana-al-ras-pared-montaje-rack-soporte-32-_JM#position=24&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 3618,
        "titulo": "Plasma Lcd Led Tv Plana Al Ras Pared Montaje Rack Soporte 32",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series Q",
                "Marca": "Samsung",
                "Modelo": "QN75Q80R",
                "Modelo alfanumérico": "QN75Q80RAGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "3",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.52 cm x 6.2 cm x 96.09 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "36.7 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "4",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 5299,
        "link": "https://articulo.mercadolibre.com.uy/MLU-471550235-tv-qled-smart-tv-samsung-75-uhd-4k-nario-hogar-_JM#position=25&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 240044.69999999998,
        "titulo": "Tv Qled Smart Tv Samsung 75 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 2199,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448339290-led-smart-tv-samsung-55pulg-uhd-4k-_JM#position=26&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 99614.7,
        "titulo": "Led Smart Tv Samsung 55puLG Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7300"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1236 mm x 261.3 mm x 793.7 mm"
            },
            "Pantalla": {
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2357.902097902098,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459110767-tv-55-led-samsung-uhd-4k-curved-smart-un55nu7300-_JM#position=27&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 101154,
        "titulo": "Tv 55  Led Samsung Uhd 4k Curved Smart Un55nu7300",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230 mm x 249 mm x 778 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 829,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454774549-televisores-televisor-tv-smart-led-4k-uhd-55-samsung-fama-_JM#position=28&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 37553.7,
        "titulo": "Televisores Televisor Tv Smart Led 4k Uhd 55  Samsung - Fama",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 6",
                "Marca": "Samsung",
                "Modelo": "UN60JU6500",
                "Modelo alfanumérico": "UN60JU6500GXZD",
                "Voltaje": "120V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "3",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "136.36 cm x 6.4 cm x 78.95 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Peso": "20.9 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "60 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2000,
        "link": "https://articulo.mercadolibre.com.uy/MLU-446584903-oferta-tv-samsung-4k-uhd-55-nuevo-_JM#position=29&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 90600,
        "titulo": "Oferta Tv Samsung 4k - Uhd 55 Nuevo",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 66.45687645687646,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452378257-t-con-board-lcd-controlador-v400h1-c03-m-35-d026047-para-sa-_JM#position=30&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 2851,
        "titulo": "T-con Board Lcd Controlador V400h1-c03 M$ 35-d026047 Para Sa",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5200",
                "Modelo alfanumérico": "UN49J5200GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1118.8 mm x 187.5 mm x 669.9 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "10.3 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus,DTS studio sound",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1071.1888111888113,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459113114-tv-49-led-samsung-fhd-smart-un49j5200-1920x1080-_JM#position=31&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 45954,
        "titulo": "Tv 49  Led Samsung Fhd Smart Un49j5200 1920x1080",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "panavox"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 184.12587412587413,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473451368-tv-monitor-led-wide-32-_JM#position=32&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 7899,
        "titulo": "Tv & Monitor Led Wide 32",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "QN75Q80T"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1670.6 mm x 316.8 mm x 1036.2 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 4945,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465999800-smartv-samsung-qled-75-4k-qn75q80t-3840x2160-hdr-12x-albion-_JM#position=33&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 224008.5,
        "titulo": "Smartv Samsung Qled 75 4k Qn75q80t 3840x2160 Hdr 12x Albion",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "full hd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 133.986013986014,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451612075-samsung-vg-stc5000-1080p-full-hd-camera-para-televisores-de-_JM#position=34&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 5748,
        "titulo": "Samsung Vg-stc5000 1080p Full Hd Camera Para Televisores De ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series Q",
                "Marca": "Samsung",
                "Modelo": "QN55Q70T",
                "Modelo alfanumérico": "QN55Q70TAGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "123.01 cm x 5.74 cm x 70.59 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "17.2 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby,Alexa",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 1700,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475506545-smart-tv-samsung-qled55q70t-_JM#position=35&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 77010,
        "titulo": "Smart Tv Samsung Qled55q70t",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 85.33799533799534,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452121447-soporte-de-montaje-pared-tv-lcd-led-plasma-inclinacion-plana-_JM#position=36&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 3661,
        "titulo": "Soporte De Montaje Pared Tv Lcd Led Plasma Inclinación Plana",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1238.6 mm x 261.3 mm x 792.8 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2143.4498834498836,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459112212-tv-55-led-samsung-uhd-4k-smart-un55nu7100-3840x2160-_JM#position=37&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 91954,
        "titulo": "Tv 55  Led Samsung Uhd 4k Smart Un55nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series Q",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Cable de alimentación",
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 48.46153846153846,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454384997-fuente-de-alimentacion-de-ca-para-samsung-aa-pa2n40l-aa-pa2n-_JM#position=38&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 2079,
        "titulo": "Fuente De Alimentación De Ca Para Samsung Aa-pa2n40l Aa-pa2n",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "un32j4290ag"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "Pantalla Plana"
            },
            "Tecnología": {
                "Es 3D": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 46.62004662004662,
        "link": "https://articulo.mercadolibre.com.uy/MLU-464964776-tv-32-samsung-repuesto-2000-_JM#position=39&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 2000,
        "titulo": "Tv 32 Samsung Repuesto $2000",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "LN32D550",
                "Modelo alfanumérico": "LN32D550K7GXZD"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "80.47 cm x 8.03 cm x 50.74 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Peso": "9.1 kg"
            },
            "Pantalla": {
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Modos de sonido": "Dolby digital plus,Dolby pulse"
            },
            "Tecnología": {
                "Con VGA": "Sí",
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 42.47086247086247,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452589545-cable-de-alimentacion-de-ca-cable-plomo-para-samsung-ln32d55-_JM#position=40&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 1822,
        "titulo": "Cable De Alimentación De Ca Cable Plomo Para Samsung Ln32d55",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN75Q80T",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 5299,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473396717-tv-samsung-qled-smart-tv-75-uhd-4k-nario-hogar-_JM#position=41&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 240044.69999999998,
        "titulo": "Tv Samsung Qled Smart Tv 75 Uhd 4k - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1238.6 mm x 261.3 mm x 792.8 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2143.4498834498836,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459112215-tv-55-led-samsung-uhd-4k-smart-un55nu7100-3840x2160-_JM#position=42&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 91954,
        "titulo": "Tv 55  Led Samsung Uhd 4k Smart Un55nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 75.24475524475525,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452062537-adaptador-de-ca-para-samsung-t24c550nd-24-led-hd-tv-monitor-_JM#position=43&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 3228,
        "titulo": "Adaptador De Ca Para Samsung T24c550nd 24  Led Hd Tv Monitor",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 66.8065268065268,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456405036-nuevo-t-con-board-lcd-controlador-v400h1-c03-m-35-d026047-p-_JM#position=44&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 2866,
        "titulo": "Nuevo T-con Board Lcd Controlador V400h1-c03 M$ 35-d026047 P",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32J4300"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \""
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 306,
        "link": "https://articulo.mercadolibre.com.uy/MLU-446608249-smart-tv-samsung-led-32-un32j4300-_JM#position=45&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 13861.8,
        "titulo": "Smart Tv Samsung Led 32  Un32j4300",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "30 kg"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 79.62703962703964,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451795322-giratorio-led-tv-lcd-montaje-de-pared-20-24-26-30-32-37-39-4-_JM#position=46&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 3416,
        "titulo": "Giratorio Led Tv Lcd Montaje De Pared 20 24 26 30 32 37 39 4",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "HLR4667W"
            }
        },
        "dolares": 74.87179487179488,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451798432-carcasa-de-la-lampara-de-tv-para-samsung-bp96-00826a-coincid-_JM#position=47&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "$",
        "pesos": 3212,
        "titulo": "Carcasa De La Lámpara De Tv Para Samsung Bp96-00826a Coincid",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 249.7 mm x 778.3 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475220265-led-smart-tv-samsung-55-uhd-4k-_JM#position=48&search_layout=grid&type=item&tracking_id=0f16b181-458d-40e3-98d9-c498d015d2fe",
        "moneda": "U$S",
        "pesos": 45254.7,
        "titulo": "Led Smart Tv Samsung 55 Uhd 4k",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 146.82983682983684,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452280275-soporte-de-pared-full-motion-tv-32-39-40-42-50-55-60-63-65-p-_JM#position=1&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 6299,
        "titulo": "Soporte De Pared Full Motion Tv 32 39 40 42 50 55 60 63 65 P",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es 3D": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 46.38694638694639,
        "link": "https://articulo.mercadolibre.com.uy/MLU-464965554-tira-de-led-samsung-32-kits-completo-con-panel-1990-_JM#position=2&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 1990,
        "titulo": "Tira De Led Samsung 32   Kits Completo Con Panel $1990",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "39 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 78.62470862470863,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456631877-soporte-de-pared-para-tv-led-hd-24-30-32-39-40-42-46-50-55-_JM#position=3&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3373,
        "titulo": "Soporte De Pared Para Tv Led Hd 24 30 32 39 40 42 46 50 55 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "full hd"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN40J5290"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "917.1 mm x 170.3 mm x 552.4 mm"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 559,
        "link": "https://articulo.mercadolibre.com.uy/MLU-458745875-led-smart-samsung-tv-40-full-hd-nario-hogar-_JM#position=4&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 25322.699999999997,
        "titulo": "Led Smart Samsung Tv 40 Full Hd - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32J4290",
                "Modelo alfanumérico": "Un32j4290agxug"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 11.655011655011656,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478008151-smart-samsung-32-nuevo-a-estrenar-_JM#position=5&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 500,
        "titulo": "Smart Samsung 32  Nuevo. A Estrenar. ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 182.12121212121212,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450183662-30pc-lg-40-20072-esab-pt-31-air-plasma-cutter-antorcha-cuerp-_JM#position=6&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 7813,
        "titulo": "30pc LG-40 20072 Esab Pt-31 Air Plasma Cutter Antorcha Cuerp",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Alexa",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 401,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473587096-televisor-smart-tv-samsung-43-full-hd-un43t5300-gta-oficial-_JM#position=7&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 18165.3,
        "titulo": "Televisor Smart Tv Samsung 43 Full Hd Un43t5300 Gta. Oficial",
        "vendedor": "[no divulgado]",
        "ventas": 43
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "37.9 \" x 2.4 \" x 22 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "17.9 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 529,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473620479-led-smart-tv-samsung-43-un43tu7000-4k-uhd-_JM#position=8&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 23963.699999999997,
        "titulo": "Led Smart Tv Samsung 43  Un43tu7000 4k Uhd",
        "vendedor": "[no divulgado]",
        "ventas": 35
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "netflix,youtube,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000FXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1230.5 mm x 59.9 mm x 707.2 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Cable de alimentación,Control remoto,Bater?as",
                "Es portátil": "No",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Netflix,Youtube,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby Digital Plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 789,
        "link": "https://articulo.mercadolibre.com.uy/MLU-461670808-tv-55-samsung-smart-sintonizador-4k-wifi-55nu7100-dimm-_JM#position=9&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 35741.7,
        "titulo": "Tv 55 Samsung Smart Sintonizador 4k Wifi 55nu7100 Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 6
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 6",
                "Marca": "Samsung",
                "Modelo": "UN60JU6500",
                "Modelo alfanumérico": "UN60JU6500GXZD",
                "Voltaje": "120V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "3",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "136.36 cm x 6.4 cm x 78.95 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Peso": "20.9 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "60 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2000,
        "link": "https://articulo.mercadolibre.com.uy/MLU-446584794-tv-samsung-4k-uhd-55-nuevo-_JM#position=10&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 90600,
        "titulo": "Tv Samsung 4k Uhd 55 Nuevo",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 67.5990675990676,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452118714-original-t-con-board-v315b1-c01-controlador-lcd-samsung-ln32-_JM#position=11&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 2900,
        "titulo": "Original T-con Board V315b1-c01 Controlador Lcd Samsung Ln32",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 119.97668997668998,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456613556-inclinacion-plana-pared-tv-soporte-lcd-led-plasma-32-37-42-4-_JM#position=12&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 5147,
        "titulo": "Inclinación Plana Pared Tv Soporte Lcd Led Plasma 32 37 42 4",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1457.5 mm x 312.8 mm x 917.3 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 3215.7109557109557,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459111687-tv-65-led-samsung-uhd-4k-smart-un65nu7100-3840x2160-_JM#position=13&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 137954,
        "titulo": "Tv 65  Led Samsung Uhd 4k Smart Un65nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "resolución": "lcd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "LCD"
            }
        },
        "dolares": 60.349650349650354,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451776157-original-t-con-board-sh120pmb4sv03-lsj460hw01-s-para-televi-_JM#position=14&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 2589,
        "titulo": "Original T-con Board Sh120pmb4sv0.3 Lsj460hw01-s Para Televi",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 82.21445221445222,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456399995-lcd-led-plasma-soporte-de-pared-de-tv-plana-al-ras-40-42-46-_JM#position=15&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3527,
        "titulo": "Lcd Led Plasma Soporte De Pared De Tv Plana Al Ras 40 42 46 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "8801643166083",
                "Marca": "Samsung",
                "Modelo": "QN55Q60R",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1589,
        "link": "https://articulo.mercadolibre.com.uy/MLU-461917908-tv-55-samsung-smart-sintonizador-4k-wifi-uhd-qn55q60r-dimm-_JM#position=16&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 71981.7,
        "titulo": "Tv 55  Samsung Smart Sintonizador 4k Wifi Uhd Qn55q60r Dimm",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "0.38 kg"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 201,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465107758-bote-inflable-fishman400-340x142x48cms-ga24-res380-kgs-pa-_JM#position=17&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 9105.3,
        "titulo": "Bote Inflable Fishman400 340x142x48cms. Ga.24 Res.380 Kgs Pa",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 71.93473193473194,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456580501-adaptador-para-samsung-24-t24c550nd-led-hd-tv-monitor-alime-_JM#position=18&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3086,
        "titulo": "Adaptador Para Samsung 24  T24c550nd Led Hd Tv Monitor Alime",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN75TU8000",
                "Modelo alfanumérico": "UN75TU8000PXPA",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.32 cm x 5.99 cm x 95.82 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "30.4 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 2949,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478197256-televisor-samsung-smart-75-4k-uhd-tu8000-netkey-_JM#position=19&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 133589.69999999998,
        "titulo": "Televisor Samsung Smart 75  4k Uhd Tu8000, Netkey",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "UN32T4310"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "737.4 mm x 150.5 mm x 465.4 mm"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 359,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478712702-led-smart-tv-samsung-32-un32t4310-_JM#position=20&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 16262.699999999999,
        "titulo": "Led Smart Tv Samsung 32  Un32t4310",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 113.26340326340326,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452188912-fitueyes-universtal-lcd-pantalla-plana-soporte-para-tv-bas-_JM#position=21&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 4859,
        "titulo": "Fitueyes Universtal Lcd Pantalla Plana Soporte Para Tv / Bas",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 3",
                "Marca": "Samsung",
                "Modelo": "LT28H310",
                "Modelo alfanumérico": "LT28H310HNDXZX"
            },
            "Conectividad": {
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "64.3 cm x 5.3 cm x 38.3 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Es portátil": "Sí",
                "Peso": "3.7 kg"
            },
            "Pantalla": {
                "Brillo": "250 cd/m²",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Relación de contraste": "1200:1",
                "Resolución máxima": "1366 px - 768 px",
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD",
                "Ángulo de visión horizontal": "178°",
                "Ángulo de visión vertical": "178°"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Potencia máxima de los parlantes": "10 W"
            },
            "Tecnología": {
                "Con Bluetooth": "No",
                "Con VGA": "No",
                "Con Wi-Fi": "No",
                "Con ethernet": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 31.46853146853147,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474808268-tv-color-samsung-24-led-repuesto-1350-_JM#position=22&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 1350,
        "titulo": "Tv Color Samsung 24  Led  Repuesto $1350",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 106.71328671328672,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456568737-plasma-lcd-plana-led-soporte-tv-pared-374042464750525-_JM#position=23&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 4578,
        "titulo": "Plasma Lcd Plana Led Soporte Tv Pared 37/40/42/46/47/50/52/5",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1238.6 mm x 261.3 mm x 792.8 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459112178-tv-55-led-samsung-uhd-4k-smart-un55nu7100-3840x2160-_JM#position=24&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 90554.7,
        "titulo": "Tv 55  Led Samsung Uhd 4k Smart Un55nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5200",
                "Modelo alfanumérico": "UN49J5200GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1118.8 mm x 187.5 mm x 669.9 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "10.3 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus,DTS studio sound",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1071.1888111888113,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459113110-tv-49-led-samsung-fhd-smart-un49j5200-1920x1080-_JM#position=25&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 45954,
        "titulo": "Tv 49  Led Samsung Fhd Smart Un49j5200 1920x1080",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1457.5 mm x 312.8 mm x 917.3 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 3215.7109557109557,
        "link": "https://articulo.mercadolibre.com.uy/MLU-464966304-tv-65-led-samsung-uhd-4k-smart-un65nu7100-3840x2160-_JM#position=26&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 137954,
        "titulo": "Tv 65  Led Samsung Uhd 4k Smart Un65nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "lcd smart led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Smart",
                "Marca": "Samsung",
                "Modelo": "Pie movil",
                "Modelo alfanumérico": "80"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "73 \"",
                "Tipo de pantalla": "LCD smart led",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 139.62703962703964,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478716713-samsung-tv-smart-soporte-de-pie-ideal-hasta-80-movil-_JM#position=27&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 5990,
        "titulo": "Samsung Tv Smart Soporte De Pie Ideal Hasta 80' Móvil ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "39 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 154.26573426573427,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451771775-tilt-tv-wall-mount-full-motion-de-vizio-samsung-lg-sony-32-_JM#position=28&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 6618,
        "titulo": "Tilt Tv Wall Mount Full Motion De Vizio Samsung LG Sony 32  ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "resolución": "lcd",
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD",
                "Tipo de resolución": "LCD"
            }
        },
        "dolares": 68.15850815850816,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452409364-original-t-con-board-lcd-controlador-v400h1-c03-m-35-d02604-_JM#position=29&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 2924,
        "titulo": "Original T-con Board Lcd Controlador V400h1-c03 M$ 35-d02604",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1457.5 mm x 312.8 mm x 917.3 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459111654-tv-65-led-samsung-uhd-4k-smart-un65nu7100-3840x2160-_JM#position=30&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 135854.69999999998,
        "titulo": "Tv 65  Led Samsung Uhd 4k Smart Un65nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 88.08857808857809,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452116121-fitueyes-moern-tv-stand-con-base-de-montaje-mesa-cabe-24-42-_JM#position=31&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3779,
        "titulo": "Fitueyes Moern Tv Stand Con Base De Montaje Mesa Cabe 24-42 ",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Blanco",
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 47.43589743589744,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451837697-para-nissan-altima-maxima-juke-perno-placa-luz-samsung-9-smd-_JM#position=32&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 2035,
        "titulo": "Para Nissan Altima Maxima Juke Perno Placa Luz Samsung 9 Smd",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Voltaje": "100V/240V"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \""
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 82.4009324009324,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452085632-adaptador-de-ca-para-samsung-32-clase-j5205-j5003-22-h5000-_JM#position=33&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3535,
        "titulo": "Adaptador De Ca Para Samsung 32  Clase J5205 J5003 22  H5000",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 42.261072261072265,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450087509-nueva-distancia-aa59-00741a-para-samsung-aa59-00600-f5000-f5-_JM#position=34&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 1813,
        "titulo": "Nueva Distancia Aa59-00741a Para Samsung Aa59-00600 F5000 F5",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 113.26340326340326,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452188934-fitueyes-universal-vizio-lcd-led-pedestal-para-tv-de-32-55-_JM#position=35&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 4859,
        "titulo": "Fitueyes Universal Vizio Lcd / Led Pedestal Para Tv De 32-55",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "0.38 kg"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 201,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465107757-bote-inflable-fishman400-340x142x48cms-ga24-res380-kgs-4p-_JM#position=36&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 9105.3,
        "titulo": "Bote Inflable Fishman400 340x142x48cms. Ga.24 Res.380 Kgs 4p",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "47 \""
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 349.65034965034965,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456269329-samsung-smart-tv-47-pulgadas-excelente-estado-_JM#position=37&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 15000,
        "titulo": "Samsung Smart Tv 47 Pulgadas Excelente Estado",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "66 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 119.95337995337995,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452383223-led-lcd-tv-soporte-de-montaje-en-pared-soporte-giratorio-par-_JM#position=38&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 5146,
        "titulo": "Led Lcd Tv Soporte De Montaje En Pared Soporte Giratorio Par",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 75.71095571095572,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456560870-nuevo-t-con-board-v400h1-c03-d026047-35-lcd-controlador-par-_JM#position=39&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3248,
        "titulo": "Nuevo T-con Board V400h1-c03 D026047 $35 Lcd Controlador Par",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456628373-74v-2200mah-baterias-para-videocamara-samsung-sb-l110a-sb-l-_JM#position=40&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "7.4v 2200mah Baterías Para Videocámara Samsung Sb-l110a Sb-l",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 80.46620046620046,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452189177-soporte-de-pared-tv-lcd-led-plasma-inclinacion-plana-32-37-4-_JM#position=41&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3452,
        "titulo": "Soporte De Pared Tv Lcd Led Plasma Inclinación Plana 32 37 4",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "HLS5687W"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 89.04428904428904,
        "link": "https://articulo.mercadolibre.com.uy/MLU-460376155-lampara-retroproyectora-samsung-hl-s5687w-para-tv-_JM#position=42&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3820,
        "titulo": "Lámpara Retroproyectora Samsung Hl- S5687w Para Tv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Serie 4",
                "Marca": "Samsung",
                "Modelo": "UN32T4310"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "Sí",
                "Peso": "3.9 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 349,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478860722-televisor-smart-tv-samsung-32-hd-2021-un32t4310-nuevo-_JM#position=43&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "U$S",
        "pesos": 15809.699999999999,
        "titulo": "Televisor Smart Tv Samsung 32´ Hd 2021 Un32t4310 Nuevo",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "resolución": "lcd",
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD",
                "Tipo de resolución": "LCD"
            }
        },
        "dolares": 85.15151515151516,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450425274-nuevo-controlador-t-con-board-v315b1-c01-lcd-samsung-ln32a33-_JM#position=44&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3653,
        "titulo": "Nuevo Controlador T-con Board V315b1-c01 Lcd Samsung Ln32a33",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 61.53846153846154,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451613312-slim-lcd-led-plasma-flat-tv-montaje-en-la-pared-27-32-37-42-_JM#position=45&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 2640,
        "titulo": "Slim Lcd Led Plasma Flat Tv Montaje En La Pared 27 32 37 42 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 77.62237762237763,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452273200-soporte-de-montaje-de-lcd-led-plasma-tv-plana-pared-37-42-46-_JM#position=46&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 3330,
        "titulo": "Soporte De Montaje De Lcd Led Plasma Tv Plana Pared 37 42 46",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 47.505827505827504,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452583681-vista-posterior-del-170-gran-angular-mini-hd-revertir-camar-_JM#position=47&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 2038,
        "titulo": "Vista Posterior Del 170° Gran Angular Mini Hd Revertir Cámar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 30.06993006993007,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454253277-parlantes-tv-led-40-samsung-repuesto-_JM#position=48&search_layout=grid&type=item&tracking_id=80fa9ed2-2749-45fb-b31b-bdea25a143c3",
        "moneda": "$",
        "pesos": 1290,
        "titulo": "Parlantes Tv Led 40  Samsung Repuesto ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 81.91142191142191,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454585991-intelligent-sensor-digital-medidor-led-pantalla-0-75mv4-20m-_JM#position=1&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3514,
        "titulo": "Intelligent Sensor Digital Medidor Led Pantalla 0-75mv/4-20m",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "5.5 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 108.01864801864802,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456621693-soporte-de-montaje-pared-tv-lcd-led-plasma-inclinacion-plana-_JM#position=2&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 4634,
        "titulo": "Soporte De Montaje Pared Tv Lcd Led Plasma Inclinación Plana",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456628376-22ah-baterias-para-samsung-sb-l160-sb-l110a-sc-l770-scl860-_JM#position=3&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "2.2ah Baterías Para Samsung Sb-l160 Sb-l110a Sc-l770 Scl860",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7300"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1236 mm x 261.3 mm x 793.7 mm"
            },
            "Pantalla": {
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2199,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459110747-tv-55-led-samsung-uhd-4k-curved-smart-un55nu7300-_JM#position=4&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 99614.7,
        "titulo": "Tv 55  Led Samsung Uhd 4k Curved Smart Un55nu7300",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 111.3053613053613,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450206844-led-plasma-plana-tilt-tv-wall-soporte-de-32-37-42-46-50-52-5-_JM#position=5&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 4775,
        "titulo": "Led Plasma Plana Tilt Tv Wall Soporte De 32 37 42 46 50 52 5",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "2.4 kg"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es 3D": "Sí"
            }
        },
        "dolares": 79.13752913752914,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451840383-para-32-34-37-38-40-42-46-48-50-samsung-lcd-us-tilt-swivel-_JM#position=6&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3395,
        "titulo": "Para 32 34 37 38 40 42 46 48 50  Samsung Lcd Us Tilt Swivel ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Voltaje": "100/240V"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 56.45687645687646,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452416832-adaptador-de-ca-para-samsung-pa-1400-24-ad-4019sl-cargador-c-_JM#position=7&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2422,
        "titulo": "Adaptador De Ca Para Samsung Pa-1400-24 Ad-4019sl Cargador C",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 53.84615384615385,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454625646-samsung-s3c2440al-40-bga-_JM#position=8&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2310,
        "titulo": "Samsung S3c2440al-40 Bga",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 449,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473563416-smart-tv-samsung-43-led-full-hd-1080p-wifi-netflix-bt-amv-_JM#position=9&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 20339.699999999997,
        "titulo": "Smart Tv Samsung 43` Led Full Hd 1080p Wifi Netflix Bt Amv",
        "vendedor": "[no divulgado]",
        "ventas": 20
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000FXZX",
                "Voltaje": "110V - 127V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "123.05 cm x 5.99 cm x 70.72 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "Sí",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby Digital Plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 887,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477426709-televisor-smart-tv-samsung-55-crystal-4k-un55tu7000-nuevo-_JM#position=10&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 40181.1,
        "titulo": "Televisor Smart Tv Samsung 55 Crystal 4k Un55tu7000 Nuevo",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5200",
                "Modelo alfanumérico": "UN49J5200GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1118.8 mm x 187.5 mm x 669.9 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "10.3 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus,DTS studio sound",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459113101-tv-49-led-samsung-fhd-smart-un49j5200-1920x1080-_JM#position=11&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 45254.7,
        "titulo": "Tv 49  Led Samsung Fhd Smart Un49j5200 1920x1080",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 47.66899766899767,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456365256-nand256w3a2bn6-18v-3v-nand-flash-memoria-ic-_JM#position=12&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2045,
        "titulo": "Nand256w3a2bn6 1.8v 3v, Nand Flash Memoria Ic",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 67.52913752913753,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456577762-us-t-con-nuevo-tablero-lcd-controlador-v400h1-c03-m-35-d0-_JM#position=13&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2897,
        "titulo": "U.s. T-con Nuevo Tablero Lcd Controlador V400h1-c03 M$ 35-d0",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "BP96-01795A-PVIP"
            }
        },
        "dolares": 159.3939393939394,
        "link": "https://articulo.mercadolibre.com.uy/MLU-457497223-fabricante-original-samsung-dlp-tv-lamp-bp96-01795a-pvip-_JM#position=14&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 6838,
        "titulo": "Fabricante Original Samsung Dlp Tv Lamp: Bp96-01795a-pvip",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32J4290",
                "Modelo alfanumérico": "UN32J4290AG"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 18.64801864801865,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452219473-parlante-samsung-tv-color-led-32-modelo-un32j4290-ag-_JM#position=15&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 800,
        "titulo": "Parlante Samsung Tv Color Led  32  Modelo Un32j4290 Ag",
        "vendedor": "[no divulgado]",
        "ventas": 1
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1238.6 mm x 261.3 mm x 792.8 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459112206-tv-55-led-samsung-uhd-4k-smart-un55nu7100-3840x2160-_JM#position=16&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 90554.7,
        "titulo": "Tv 55  Led Samsung Uhd 4k Smart Un55nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 60.349650349650354,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450465466-original-t-con-board-lsj460hw01-s-sh120pmb4sv03-para-televi-_JM#position=17&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2589,
        "titulo": "Original T-con Board Lsj460hw01-s Sh120pmb4sv0.3 Para Televi",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Voltaje": "100V/240V"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 82.58741258741259,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452059227-adaptador-de-ca-19v-para-westinghouse-9na0901601-3a-903dn19-_JM#position=18&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3543,
        "titulo": "Adaptador De Ca 19v Para Westinghouse 9na0901601 3a-903dn19 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Voltaje": "100V/240V"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 86.08391608391608,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452086110-cable-de-alimentacion-adaptador-de-ca-de-westinghouse-ux28h1-_JM#position=19&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3693,
        "titulo": "Cable De Alimentación Adaptador De Ca De Westinghouse Ux28h1",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 35.73426573426573,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456396472-nueva-6-pies-ca-de-alimentacion-suministro-de-cable-para-cam-_JM#position=20&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 1533,
        "titulo": "Nueva 6 Pies Ca De Alimentación Suministro De Cable Para Cám",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 39.603729603729604,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456449047-cable-de-alimentacion-de-ca-5ft-para-vizio-e321va-vx32l-e322-_JM#position=21&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 1699,
        "titulo": "Cable De Alimentación De Ca 5ft Para Vizio E321va Vx32l E322",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 141.7948717948718,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456541447-pared-de-la-tv-soporte-montaje-inclinacion-giratoria-samsung-_JM#position=22&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 6083,
        "titulo": "Pared De La Tv Soporte Montaje Inclinación Giratoria Samsung",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 140.11655011655012,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456612765-completo-montaje-de-pared-para-tv-led-plasma-movimiento-tilt-_JM#position=23&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 6011,
        "titulo": "Completo Montaje De Pared Para Tv Led Plasma Movimiento Tilt",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "30 kg"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 80.25641025641026,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456628911-el-movimiento-giratorio-lcd-led-tv-pared-19-20-24-26-30-34-3-_JM#position=24&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3443,
        "titulo": "El Movimiento Giratorio Lcd Led Tv Pared 19 20 24 26 30 34 3",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "43160-195653"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 78.27505827505827,
        "link": "https://articulo.mercadolibre.com.uy/MLU-460090093-samsung-hls5087w-reemplazo-de-la-lampara-de-tv-de-150-vatios-_JM#position=25&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3358,
        "titulo": "Samsung Hls5087w Reemplazo De La Lámpara De Tv De 150 Vatios",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1457.5 mm x 312.8 mm x 917.3 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 2999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459111676-tv-65-led-samsung-uhd-4k-smart-un65nu7100-3840x2160-_JM#position=26&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 135854.69999999998,
        "titulo": "Tv 65  Led Samsung Uhd 4k Smart Un65nu7100 3840x2160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            }
        },
        "dolares": 38.904428904428904,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450005714-nuevo-bn59-00996a-mando-a-distancia-tv-samsung-_JM#position=27&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 1669,
        "titulo": "Nuevo Bn59-00996a Mando A Distancia Tv Samsung",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "UN32EH5300"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Baterías"
            }
        },
        "dolares": 39.34731934731935,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450044211-aa59-00582a-nuevo-reemplazado-distancia-aa59-00580a-de-sub-t-_JM#position=28&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 1688,
        "titulo": "Aa59-00582a Nuevo Reemplazado Distancia Aa59-00580a De Sub T",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "55 \""
            },
            "Tecnología": {
                "Es 3D": "Sí"
            }
        },
        "dolares": 40.13986013986014,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450068596-aa5900594a-de-reemplazar-distancia-aa59-00594a-nuevo-para-ca-_JM#position=29&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 1722,
        "titulo": "Aa5900594a De Reemplazar Distancia Aa59-00594a Nuevo Para Ca",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 130.04662004662006,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452017426-completo-montaje-de-pared-para-tv-de-movimiento-32-39-40-42-_JM#position=30&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 5579,
        "titulo": "Completo Montaje De Pared Para Tv De Movimiento 32 39 40 42 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 104.5920745920746,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452162945-fleximounts-t013-slim-lcd-led-plasma-inclinacion-plana-insta-_JM#position=31&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 4487,
        "titulo": "Fleximounts T013 Slim Lcd Led Plasma Inclinación Plana Insta",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "55 \""
            },
            "Tecnología": {
                "Es 3D": "Sí"
            }
        },
        "dolares": 49.11421911421912,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452552683-cable-de-alimentacion-de-ca-cable-para-samsung-sony-lg-vizio-_JM#position=32&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2107,
        "titulo": "Cable De Alimentación De Ca Cable Para Samsung Sony LG Vizio",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Altura": "5 ft"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 64.35897435897436,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454626314-cable-de-alimentacion-adaptador-de-ca-de-westinghouse-ux28h1-_JM#position=33&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2761,
        "titulo": "Cable De Alimentación Adaptador De Ca De Westinghouse Ux28h1",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 52.400932400932405,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456365031-k9k4g08uom-ycbo-nand-flash-memoria-ic-_JM#position=34&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2248,
        "titulo": "K9k4g08uom-ycbo Nand Flash Memoria Ic",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 83.17016317016318,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456436172-adaptador-de-ca-para-insignia-ns-28d310na15-28-clase-led-hd-_JM#position=35&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3568,
        "titulo": "Adaptador De Ca Para Insignia Ns-28d310na15 28  Clase Led Hd",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 78.50815850815852,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456436989-ac-dc-adaptador-para-samsung-22-24-s24c770t-t22c350nd-t24c-_JM#position=36&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3368,
        "titulo": "Ac Dc Adaptador Para Samsung 22  24  S24c770t T22c350nd T24c",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 136.73659673659674,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456616408-el-movimiento-tv-pared-32-37-40-42-46-47-50-55-60-65-70-para-_JM#position=37&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 5866,
        "titulo": "El Movimiento Tv Pared 32 37 40 42 46 47 50 55 60 65 70 Para",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456625215-740v-2200mahbattery-para-samsung-sb-l110a-sb-l160-_JM#position=38&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "7.40v 2200mahbattery Para Samsung Sb-l110a, Sb-l160",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456631270-estrenar-videocamara-bateria-para-samsung-sb-l110a-sb-l160-_JM#position=39&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "Estrenar Videocámara Batería Para Samsung Sb-l110a, Sb-l160 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "BP96-01472A"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 94.40559440559441,
        "link": "https://articulo.mercadolibre.com.uy/MLU-457853200-bp96-01472a-samsung-bp96-01600a-tv-lamp-_JM#position=40&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 4050,
        "titulo": "Bp96-01472a Samsung Bp96-01600a Tv Lamp",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "Na"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 167.6923076923077,
        "link": "https://articulo.mercadolibre.com.uy/MLU-457863273-conjunto-de-tv-de-proyeccion-samsung-hls5687wx-xaa-con-bom-_JM#position=41&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 7194,
        "titulo": "Conjunto De Tv De Proyección Samsung Hls5687wx / Xaa Con Bom",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \""
            },
            "Tecnología": {
                "Es 3D": "Sí"
            }
        },
        "dolares": 40,
        "link": "https://articulo.mercadolibre.com.uy/MLU-470997080-lentes-samsung-modelo-ssg-4100-para-tv-led-3d-_JM#position=42&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 1812,
        "titulo": "Lentes Samsung Modelo Ssg 4100 Para Tv Led 3d.",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "39 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 128.3916083916084,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452014809-sunydeal-soporte-de-pared-tv-de-movimiento-completo-para-sam-_JM#position=43&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 5508,
        "titulo": "Sunydeal Soporte De Pared Tv De Movimiento Completo Para Sam",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "0.38 kg"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 201,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465107759-bote-inflable-fishman400-340x142x48cms-ga24-res380-kgs-ma-_JM#position=44&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "U$S",
        "pesos": 9105.3,
        "titulo": "Bote Inflable Fishman400 340x142x48cms. Ga.24 Res.380 Kgs Ma",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 42.86713286713287,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450005274-nuevo-mando-a-distancia-aa59-00622a-para-samsung-led-tv-_JM#position=45&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 1839,
        "titulo": "Nuevo Mando A Distancia Aa59-00622a Para Samsung Led Tv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung"
            }
        },
        "dolares": 87.31934731934732,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451773864-carcasa-de-la-lampara-de-tv-para-vivienda-de-lampara-generic-_JM#position=46&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3746,
        "titulo": "Carcasa De La Lámpara De Tv Para Vivienda De Lámpara Genéric",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung"
            }
        },
        "dolares": 77.62237762237763,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451796727-carcasa-de-la-lampara-de-tv-para-samsung-bp96-00224a-00224-_JM#position=47&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 3330,
        "titulo": "Carcasa De La Lámpara De Tv Para Samsung Bp96-00224a / 00224",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "80.25 g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 57.995337995338,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451836045-1500mah-bateria-sb-l70-para-samsung-sc-d-vm-a-vm-b-vm-c-vp-d-_JM#position=48&search_layout=grid&type=item&tracking_id=30cd5150-7c0d-4909-8369-05a005311ccc",
        "moneda": "$",
        "pesos": 2488,
        "titulo": "1500mah Batería Sb-l70 Para Samsung Sc-d Vm-a Vm-b Vm-c Vp-d",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Voltaje": "100V/240V"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 82.75058275058275,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452086398-adaptador-de-ca-para-samsung-s22c-s23c-s24c-s27c-serie-led-l-_JM#position=2&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 3550,
        "titulo": "Adaptador De Ca Para Samsung S22c S23c S24c S27c Serie Led L",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            }
        },
        "dolares": 69.3006993006993,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452280156-t500hvn091-ctrl-bd-c03-50t26-t-con-board-para-nave-de-estad-_JM#position=3&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2973,
        "titulo": "T500hvn09.1 Ctrl Bd C03 50t26 T-con Board Para Nave De Estad",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Altura": "6 ft"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 82.23776223776224,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454295955-pwron-ac-adaptador-para-westinghouse-ux28h1y1-28-slim-hdtv-_JM#position=4&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 3528,
        "titulo": "Pwron Ac Adaptador Para Westinghouse Ux28h1y1 28'' Slim Hdtv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Voltaje": "100/240V"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 61.002331002331005,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454394763-adaptador-generico-para-westinghouse-ux28h1y1-28-led-slim-hd-_JM#position=5&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2617,
        "titulo": "Adaptador Genérico Para Westinghouse Ux28h1y1 28 Led Slim Hd",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 118.27505827505829,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456578007-articulacion-de-inclinacion-giratoria-lcd-led-hdtv-televisor-_JM#position=6&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 5074,
        "titulo": "Articulación De Inclinación Giratoria Lcd Led Hdtv Televisor",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 37.925407925407924,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456608371-43mm-nano-mrc-hd-filter-para-samsung-nx-16mm-f24-w16nb-nx-2-_JM#position=7&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 1627,
        "titulo": "43mm Nano Mrc Hd Filter Para Samsung Nx 16mm F2.4 W16nb Nx 2",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456618377-nuevo-22ah-baterias-para-samsung-sb-l110a-sb-l160-videocam-_JM#position=8&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "Nuevo 2.2ah Baterías Para Samsung Sb-l110a, Sb-l160 Videocám",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456618382-nuevo-22ah-bateria-para-serie-de-videocamara-samsung-vp-m-v-_JM#position=9&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "Nuevo 2.2ah Batería Para Serie De Videocámara Samsung Vp-m V",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456618386-nuevo-22ah-baterias-para-samsung-sb-l160-sb-l110a-sc-l770-s-_JM#position=10&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "Nuevo 2.2ah Baterías Para Samsung Sb-l160 Sb-l110a Sc-l770 S",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456618391-nuevo-22ah-baterias-para-samsung-sb-l110a-sb-l160-sc-l-sc-_JM#position=11&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "Nuevo 2.2ah Baterías Para Samsung Sb-l110a, Sb-l160, Sc-l Sc",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 524,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473816010-led-smart-tv-samsung-43-un43t5300-fhd-netflix-youtube-albion-_JM#position=12&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "U$S",
        "pesos": 23737.199999999997,
        "titulo": "Led Smart Tv Samsung 43 Un43t5300 Fhd Netflix Youtube Albion",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5200",
                "Modelo alfanumérico": "UN49J5200GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1118.8 mm x 187.5 mm x 669.9 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "10.3 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus,DTS studio sound",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1071.1888111888113,
        "link": "https://articulo.mercadolibre.com.uy/MLU-464966316-tv-49-led-samsung-fhd-smart-un49j5200-1920x1080-_JM#position=13&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 45954,
        "titulo": "Tv 49  Led Samsung Fhd Smart Un49j5200 1920x1080",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 74.26573426573427,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456623065-2-x-22ah-baterias-para-samsung-sb-l110a-a300-vm-vm-a320-a34-_JM#position=14&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 3186,
        "titulo": "2 X 2.2ah Baterías Para Samsung Sb-l110a A300 Vm Vm-a320 A34",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Gris",
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "107.25 g"
            }
        },
        "dolares": 50,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456631283-nuevo-22ah-baterias-para-samsung-sb-l110a-sb-l160-vp-l-v-_JM#position=15&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2145,
        "titulo": "Nuevo 2.2ah Baterías Para Samsung Sb-l110a, Sb-l160, Vp-l, V",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 113.24009324009324,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452022600-el-movimiento-tv-pared-32-39-40-42-50-55-60-samsung-vizio-lg-_JM#position=16&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 4858,
        "titulo": "El Movimiento Tv Pared 32 39 40 42 50 55 60 Samsung Vizio LG",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 104.87179487179488,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456529343-soporte-de-pared-led-lcd-plasma-soporte-de-tv-de-la-inclinac-_JM#position=17&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 4499,
        "titulo": "Soporte De Pared Led Lcd Plasma Soporte De Tv De La Inclinac",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Voltaje": "100/240V"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 35.22144522144522,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452549622-cable-de-alimentacion-ac-generico-de-5-pies-para-samsung-tos-_JM#position=18&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 1511,
        "titulo": "Cable De Alimentación Ac Genérico De 5 Pies Para Samsung Tos",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 106.71328671328672,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456484617-soporte-de-pared-lcd-led-plasma-tv-plana-soporte-37-40-42-46-_JM#position=19&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 4578,
        "titulo": "Soporte De Pared Lcd Led Plasma Tv Plana Soporte 37 40 42 46",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            }
        },
        "dolares": 48.624708624708624,
        "link": "https://articulo.mercadolibre.com.uy/MLU-450005968-ee-uu-nuevo-ah59-02631e-para-samsung-soundbar-tv-remote-hw-_JM#position=20&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2086,
        "titulo": "Ee. Uu. Nuevo Ah59-02631e Para Samsung Soundbar Tv Remote Hw",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50NU7100",
                "Modelo alfanumérico": "UN50NU7100GXZD",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "112.5 cm x 6.1 cm x 65 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Cantidad de núcleos del procesador": "4",
                "Es portátil": "No",
                "Peso": "13.6 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 209.7902097902098,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476459068-tv-samsung-smart-cristal-50-2021-uhd-4k-rota-_JM#position=21&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 9000,
        "titulo": "Tv Samsung Smart Cristal 50  2021 Uhd 4k Rota",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "2.4 pulgadas x 1.8 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \""
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 28.111888111888113,
        "link": "https://articulo.mercadolibre.com.uy/MLU-455367965-school-smart-primary-grade-pencils-with-erasers-11-32-_JM#position=22&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 1206,
        "titulo": "School Smart Primary Grade Pencils With Erasers 11 32",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "5.7 pulgadas x 1.9 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 279.90675990675993,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454711406-vogels-tv-wall-mount-thin-415-extra-thin-tilting-_JM#position=23&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 12008,
        "titulo": "Vogels Tv Wall Mount Thin 415 Extra Thin Tilting",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Con VGA": "Sí"
            }
        },
        "dolares": 2310.769230769231,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453734966-gw-security-vd32c85hb900tv-32-channel-960h-hdmi-_JM#position=24&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 99132,
        "titulo": "Gw Security Vd32c85hb900tv 32 Channel 960h Hdmi",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "33 pulgadas x 41.3 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 6612.354312354312,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453806516-rocelco-vstc-adjustable-height-mobile-tv-stand-for-32-70-_JM#position=25&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 283670,
        "titulo": "Rocelco Vstc Adjustable Height Mobile Tv Stand For 32 70",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "63.5 pulgadas x 21.5 pulgadas"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 1410.5361305361305,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453899771-midtown-concept-2-cabinet-tv-stand-distressed-_JM#position=26&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 60512,
        "titulo": "Midtown Concept 2 Cabinet Tv Stand Distressed",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "16 pulgadas x 14 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 1716.4335664335665,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453902981-acme-furniture-91235-elling-tv-_JM#position=27&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 73635,
        "titulo": "Acme Furniture 91235 Elling Tv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "crt"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "19 pulgadas x 1 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1.95 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "CRT"
            }
        },
        "dolares": 54.33566433566434,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454593691-sewell-direct-sw-30588-sewell-sliver-ultra-slim-tv-wall-_JM#position=28&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 2331,
        "titulo": "Sewell Direct Sw 30588 Sewell Sliver Ultra Slim Tv Wall",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED"
            },
            "Sonido": {
                "Potencia máxima de los parlantes": "40 W"
            }
        },
        "dolares": 32.074592074592076,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454596416-ge-lighting-45715-refresh-hd-led-40-watt-replacement-_JM#position=29&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 1376,
        "titulo": "Ge Lighting 45715 Refresh Hd Led (40 Watt Replacement)",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "16 pulgadas x 16 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            }
        },
        "dolares": 716.4568764568764,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454703467-acme-furniture-91782-beth-tv-stand-weathered-_JM#position=30&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 30736,
        "titulo": "Acme Furniture 91782 Beth Tv Stand Weathered",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "18.3 pulgadas x 26.2 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            }
        },
        "dolares": 2105.967365967366,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454704354-iohomes-witmer-contemporary-tv-stand-60-natural-_JM#position=31&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 90346,
        "titulo": "Iohomes Witmer Contemporary Tv Stand 60 Natural",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Altura": "17.63 in"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            }
        },
        "dolares": 4735.804195804196,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454705214-manhattan-comfort-2-1755282352-vanderbilt-tv-stand-and-_JM#position=32&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 203166,
        "titulo": "Manhattan Comfort 2 1755282352 Vanderbilt Tv Stand And",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "6 pulgadas x 11 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            }
        },
        "dolares": 362.75058275058274,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454705443-mor-ryde-tv1021h-double-arm-swivel-tv-wall-_JM#position=33&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 15562,
        "titulo": "Mor Ryde Tv1021h Double Arm Swivel Tv Wall",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "3 pulgadas x 0.8 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \""
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 253.12354312354313,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454706608-boyo-ikeyfree-touch-pad-and-smart-phone-app-keyless-_JM#position=34&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 10859,
        "titulo": "Boyo Ikeyfree Touch Pad And Smart Phone App Keyless",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "47 pulgadas x 24 pulgadas"
            },
            "Especificaciones": {
                "Peso": "45.6 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            }
        },
        "dolares": 741.6317016317016,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454707066-hodedah-import-hodedah-retro-style-tv-stand-with-two-_JM#position=35&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 31816,
        "titulo": "Hodedah Import Hodedah Retro Style Tv Stand With Two",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 140.51282051282053,
        "link": "https://articulo.mercadolibre.com.uy/MLU-457069316-gator-19-x-125-x-125-inches-hardware-bag-gp-40musical-i-_JM#position=36&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 6028,
        "titulo": "Gator 19 X 12.5 X 12.5 Inches Hardware Bag (gp 40)musical I",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "Sí",
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Relación de contraste": "2000:1",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Con VGA": "Sí"
            }
        },
        "dolares": 220.95571095571097,
        "link": "https://articulo.mercadolibre.com.uy/MLU-461686651-vankyo-leisure-3-upgraded-version-2400-lux-led-portable-p-_JM#position=37&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 9479,
        "titulo": "Vankyo Leisure 3 (upgraded Version) 2400 Lux Led Portable P",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "BN44-00468A"
            },
            "Dimensiones": {
                "Ancho x Altura": "8 pulgadas x 2 pulgadas"
            },
            "Especificaciones": {
                "Peso": "0.863 lb"
            }
        },
        "dolares": 217.3892773892774,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477362406-samsung-bn44-00468a-ac-vss-i-tv-_JM#position=38&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 9326,
        "titulo": "Samsung Bn44-00468a Ac Vss (i) -tv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "43.5 pulgadas x 25.2 pulgadas"
            },
            "Especificaciones": {
                "Peso": "29.2 lb"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Relación de contraste": "16:9",
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 1356.1538461538462,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453901596-40in-prem-fhd-smart-tv-tizen-_JM#position=39&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 58179,
        "titulo": "40in Prem Fhd Smart Tv Tizen",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 477.13286713286715,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453703229-adam-equipment-112001e009-atp-thermal-printer-24-x-24-_JM#position=40&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 20469,
        "titulo": "Adam Equipment 1.12001e+009 Atp Thermal Printer 24 X 24",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Conectividad": {
                "Con HDMI": "Sí"
            },
            "Dimensiones": {
                "Ancho x Altura": "0.098 pulgadas x 26.5 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            }
        },
        "dolares": 1543.962703962704,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453867386-sceptre-49-class-4k-2160p-led-tv-_JM#position=41&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 66236,
        "titulo": "Sceptre 49 Class 4k (2160p) Led Tv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "20 pulgadas x 28.2 pulgadas"
            },
            "Pantalla": {
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 2110.815850815851,
        "link": "https://articulo.mercadolibre.com.uy/MLU-453899196-bello-wavs99152-52-tv-stand-for-tvs-up-to-_JM#position=42&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 90554,
        "titulo": "Bello Wavs99152 52 Tv Stand For Tvs Up To",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "28.31 pulgadas x 3.62 pulgadas"
            },
            "Especificaciones": {
                "Peso": "43 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \""
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 2086.876456876457,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454209482-peerless-ds-vw795-qr-smart-mount-65-98-full-_JM#position=43&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 89527,
        "titulo": "Peerless Ds Vw795 Qr Smart Mount 65 98 Full",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series Q",
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            }
        },
        "dolares": 477.3892773892774,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454704477-on-q-unity-system-interfaces-tv-display-interface-with-_JM#position=44&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 20480,
        "titulo": "On Q Unity System Interfaces Tv Display Interface With",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "pantalla plana"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "62.1 pulgadas x 32.8 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "29 \"",
                "Tipo de pantalla": "Pantalla Plana"
            }
        },
        "dolares": 4425.314685314685,
        "link": "https://articulo.mercadolibre.com.uy/MLU-454707076-signature-design-by-ashley-w723-30-blinton-tv-stand-_JM#position=45&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 189846,
        "titulo": "Signature Design By Ashley W723 30 Blinton Tv Stand",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 7195.524475524476,
        "link": "https://articulo.mercadolibre.com.uy/MLU-455143127-pedestalstand-43-48-55lfe8-_JM#position=46&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 308688,
        "titulo": "Pedestalstand 43 48 55lfe8",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "24 pulgadas x 17.5 pulgadas"
            },
            "Especificaciones": {
                "Peso": "29.1 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 6044.895104895105,
        "link": "https://articulo.mercadolibre.com.uy/MLU-455149408-peerless-pla50-articulating-wall-arm-for-32-to-65-inch-_JM#position=47&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 259326,
        "titulo": "Peerless Pla50 Articulating Wall Arm For 32 To 65 Inch",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Dimensiones": {
                "Ancho x Altura": "52.6 pulgadas x 29.8 pulgadas"
            },
            "Especificaciones": {
                "Peso": "1 lb"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Relación de contraste": "16:9",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 2106.1072261072263,
        "link": "https://articulo.mercadolibre.com.uy/MLU-455680983-49in-prem-fhd-smart-tv-tizen-_JM#position=48&search_layout=grid&type=item&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "$",
        "pesos": 90352,
        "titulo": "49in Prem Fhd Smart Tv Tizen",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser, netflix, youtube, google apps, prime video, apple tv",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Modelo alfanumérico": "UN50TU7000KXZL",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "111.68 cm x 5.99 cm x 64.42 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "11.4 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser, Netflix, Youtube, Google apps, Prime Video, Apple TV",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 597,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-7-un50tu7000kxzl-led-4k-50-100v240v/p/MLU16058453?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU16058453&position=1&search_layout=grid&type=product&tracking_id=2cd5e459-f6a7-4d0f-8527-7155fd6a9283",
        "moneda": "U$S",
        "pesos": 27044.1,
        "titulo": "Smart TV Samsung Series 7 UN50TU7000KXZL LED 4K 50\" 100V/240V",
        "vendedor": "TCSGAMES",
        "ventas": 7
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "full hd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "J5290"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 pulgadas",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 546.6899766899767,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459366501-tv-led-smart-samsung-40-full-hd-j5290-circuit-_JM#position=1&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 23453,
        "titulo": "Tv Led Smart Samsung 40 Full Hd J5290 Circuit",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000GXUG"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 400,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477870958-smart-tv-samsung-4k-bluetooth-43-ultr-_JM#position=2&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 18120,
        "titulo": "Smart Tv Samsung 4k Bluetooth 43'' Ultr",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "48 \""
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 965,
        "link": "https://articulo.mercadolibre.com.uy/MLU-455989601-tv-samsung-48-smart-signage-eb48d-_JM#position=3&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 43714.5,
        "titulo": "Tv Samsung 48 Smart Signage Eb48d",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "Sumgsun"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 69.93006993006993,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478836852-lcd-32-_JM#position=4&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 3000,
        "titulo": "Lcd 32",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No",
                "Peso": "8.3 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 626,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478708766--tv-samsung-43-smart-ultra-hd-4k-flete-gratis-en-mvd--_JM#position=5&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 28357.8,
        "titulo": "¡ Tv Samsung 43'' Smart Ultra Hd 4k - Flete Gratis En Mvd !",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "2",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 4000",
                "Marca": "Samsung",
                "Modelo": "UN32EH4000",
                "Modelo alfanumérico": "0"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "29.1 cm x 3.6 cm x 17.2 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Peso": "5.76 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1280 px - 720 px",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "SRS TruSurround XT",
                "Potencia máxima de los parlantes": "20 W"
            }
        },
        "dolares": 65.26806526806527,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478879306-transformadora-para-televisor-samsung--_JM#position=6&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 2800,
        "titulo": "Transformadora Para Televisor Samsung .",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32T4300"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No",
                "Peso": "4.1 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "HD"
            },
            "Tecnología": {
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 349,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478766760--tv-samsung-smart-hd-32-flete-gratis-en-mvd--_JM#position=7&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 15809.699999999999,
        "titulo": "¡¡ Tv Samsung Smart Hd 32'' - Flete Gratis En Mvd !!",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 20.97902097902098,
        "link": "https://articulo.mercadolibre.com.uy/MLU-444245252-stk-392-010-tv-retroproyector-samsung-convergencia-_JM#position=8&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 900,
        "titulo": "Stk 392-010 Tv Retroproyector  Samsung Convergencia",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN55Q80RAFXZA"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "-1 pulgadas x 10.1 pulgadas x 7 pulgadas"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 5202.540792540793,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474266512-samsung-qn55q80rafxza-flat-55-pulgadas-qled-4k-q80-series-ul-_JM#position=9&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 223189,
        "titulo": "Samsung Qn55q80rafxza Flat 55 Pulgadas Qled 4k Q80 Series Ul",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 141.7948717948718,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456466891-movimiento-tilt-giratorio-tv-pared-soporte-plasma-lcd-32-37-_JM#position=10&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 6083,
        "titulo": "Movimiento Tilt Giratorio Tv Pared Soporte Plasma Lcd 32 37 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "979.9 mm x 170.3 mm x 596.6 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 559,
        "link": "https://articulo.mercadolibre.com.uy/MLU-463343386-tv-led-smart-tv-43-full-hd-samsung-nario-hogar-_JM#position=11&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 25322.699999999997,
        "titulo": "Tv Led Smart Tv 43  Full Hd Samsung - Nario Hogar",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 59.66 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 490,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477119164-smart-tv-samsung-43-fhd-oferta-teletienda-_JM#position=12&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 22197,
        "titulo": "Smart Tv Samsung 43 Fhd Oferta Teletienda",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5200",
                "Modelo alfanumérico": "UN49J5200GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1118.8 mm x 187.5 mm x 669.9 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "10.3 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus,DTS studio sound",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-459113107-tv-49-led-samsung-fhd-smart-un49j5200-1920x1080-_JM#position=13&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 45254.7,
        "titulo": "Tv 49  Led Samsung Fhd Smart Un49j5200 1920x1080",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser,netflix,youtube,google apps,prime video,apple tv",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000",
                "Modelo alfanumérico": "UN50TU7000KXZL",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "111.68 cm x 5.99 cm x 64.42 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "11.4 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser,Netflix,Youtube,Google apps,Prime Video,Apple TV",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "50 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 597,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476622090-smart-tv-samsung-4k-50-ultra-hd-tu7000-bluetooth-televisor-_JM#position=14&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 27044.1,
        "titulo": "Smart Tv Samsung 4k 50'' Ultra Hd Tu7000 Bluetooth Televisor",
        "vendedor": "[no divulgado]",
        "ventas": 5
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "98 cm x 77 cm x 57 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 530,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478705334--tv-samsung-43-full-hd-smart-flete-gratis-en-mvd--_JM#position=15&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 24009,
        "titulo": "¡¡ Tv Samsung 43'' Full Hd Smart - Flete Gratis En Mvd !!",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "Plasma"
            }
        },
        "dolares": 123.33333333333334,
        "link": "https://articulo.mercadolibre.com.uy/MLU-456568505-techo-de-montaje-de-la-tv-inclinacion-soporte-pantalla-plana-_JM#position=16&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 5291,
        "titulo": "Techo De Montaje De La Tv Inclinación Soporte Pantalla Plana",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Cable de alimentación",
                "Es portátil": "Sí",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 116.55011655011656,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478195576-televisor-samsung-43-nuevola-pantalla-rota-para-repuesto-_JM#position=17&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 5000,
        "titulo": "Televisor Samsung 43. Nuevo.la Pantalla Rota. Para Repuesto",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "Modelo Un39fh5005g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "39 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 69.93006993006993,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478265054-fuente-samsung-tv-39-modelo-un39fh5005g-nueva-_JM#position=18&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 3000,
        "titulo": "Fuente  Samsung  Tv 39 Modelo Un39fh5005g Nueva",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5290",
                "Modelo alfanumérico": "UN49J5290AGXZD"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "111.2 cm x 7.8 cm x 64.6 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "No",
                "Peso": "10.3 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 490,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478916877-television-smart-samsung-49-fullhd-us-490-j5290-_JM#position=19&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 22197,
        "titulo": "Television Smart Samsung 49  Fullhd U$s 490.- J5290",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 67.97202797202797,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452186598-t-con-board-lcd-controlador-v400h1-c03-m-35-d026047-para-sa-_JM#position=20&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 2916,
        "titulo": "T-con Board Lcd Controlador V400h1-c03 M$ 35-d026047 Para Sa",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "resolución": "lcd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "LCD"
            }
        },
        "dolares": 60.83916083916084,
        "link": "https://articulo.mercadolibre.com.uy/MLU-451776125-original-t-con-board-sh120pmb4sv03-lsj460hw01-s-para-televi-_JM#position=21&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 2610,
        "titulo": "Original T-con Board Sh120pmb4sv0.3 Lsj460hw01-s Para Televi",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "47 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 1.8181818181818183,
        "link": "https://articulo.mercadolibre.com.uy/MLU-444238765-soportes-tv-instalacion-y-ventaestantes-para-deco-y-mas-_JM#position=22&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 78,
        "titulo": "Soportes Tv Instalacion Y Venta...estantes Para Deco Y Mas..",
        "vendedor": "[no divulgado]",
        "ventas": 52
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "42 \""
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 1.3752913752913754,
        "link": "https://articulo.mercadolibre.com.uy/MLU-448122777-soportes-para-televisores-fijos-y-moviles-_JM#position=23&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 59,
        "titulo": "Soportes Para Televisores Fijos Y Móviles",
        "vendedor": "[no divulgado]",
        "ventas": 2
    },
    {
        "caract_bas": {
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Samsung",
                "Marca": "Samsung",
                "Modelo": "bn59-00866a"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "75 \"",
                "Tipo de resolución": "4K"
            }
        },
        "dolares": 150,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452374442-control-lcd-o-led-samsung-original-oficial-bn59-008666a-off-_JM#position=24&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 6795,
        "titulo": "Control Lcd O Led Samsung Original Oficial Bn59-008666a Off ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "24 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 80.32634032634033,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452672077-ac-dc-adaptador-para-samsung-22-24-s24c770t-t22c350nd-t24c-_JM#position=25&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 3446,
        "titulo": "Ac Dc Adaptador Para Samsung 22  24  S24c770t T22c350nd T24c",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            },
            "Especificaciones": {
                "Peso": "77 lb"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LCD"
            }
        },
        "dolares": 127.83216783216784,
        "link": "https://articulo.mercadolibre.com.uy/MLU-452713741-articulado-giratorio-tilt-tv-wall-mount-plasma-lcd-19-22-26-_JM#position=26&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 5484,
        "titulo": "Articulado Giratorio Tilt Tv Wall Mount Plasma Lcd 19 22 26 ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung"
            }
        },
        "dolares": 1.3053613053613053,
        "link": "https://articulo.mercadolibre.com.uy/MLU-455078635-soportes-movibles-y-fijos-con-colocacion-_JM#position=27&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 56,
        "titulo": "Soportes  Movibles Y Fijos  Con Colocación!",
        "vendedor": "[no divulgado]",
        "ventas": 3
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "uhd"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "QN65Q8CNA",
                "Modelo alfanumérico": "QN65Q8CNA"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "145.75 cm x 5.97 cm x 83.73 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Cantidad de núcleos del procesador": "4",
                "Es portátil": "No",
                "Peso": "25 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "UHD",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 3799,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465428193-televisor-qled-samsung-de-65-uhd-4k-curvo-netpc-_JM#position=28&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 172094.69999999998,
        "titulo": "Televisor Qled Samsung De 65  Uhd 4k Curvo Netpc",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN75NU7100",
                "Modelo alfanumérico": "UN75NU7100FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "66.3 \" x 9.2 \" x 44.5 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Cantidad de núcleos del procesador": "4",
                "Es portátil": "No",
                "Peso": "81.6 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby audio",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 4599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465445027-televisor-led-samsung-de-75-smart-uhd-4k-plano-netpc-_JM#position=29&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 208334.69999999998,
        "titulo": "Televisor Led Samsung De 75 Smart Uhd 4k Plano - Netpc",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "plana"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN65RU7100"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "PLANA",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465446592-televisor-led-samsung-de-65-smart-uhd-4k-plano-netpc-_JM#position=30&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 90554.7,
        "titulo": "Televisor Led Samsung De 65 Smart Uhd 4k Plano Netpc",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "plana"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1238.6 mm x 261.3 mm x 792.8 mm"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "PLANA",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 1199,
        "link": "https://articulo.mercadolibre.com.uy/MLU-465449247-televisor-led-samsung-de-55-smart-uhd-4k-plano-netpc-_JM#position=31&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 54314.7,
        "titulo": "Televisor Led Samsung De 55 Smart Uhd 4k Plano Netpc",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "plana"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "QN82Q900R",
                "Voltaje": "220V"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "No"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Tamaño de la pantalla": "82 \"",
                "Tipo de pantalla": "PLANA",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es 3D": "No",
                "Es smart": "Sí"
            }
        },
        "dolares": 14999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466052614-televisor-qled-samsung-de-82-smart-uhd-4k-plano-netpc-_JM#position=32&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 679454.7,
        "titulo": "Televisor Qled Samsung De 82 Smart Uhd 4k Plano Netpc",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "QN65Q8CNA"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1442.3 mm x 374.9 mm x 915.1 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 3968,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466270730-qled-smart-tv-samsung-65uhd-4k-curved-plug-_JM#position=33&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 179750.4,
        "titulo": "Qled Smart Tv Samsung 65uhd 4k Curved -plug",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55RU7300"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1236 mm x 261.3 mm x 793.7 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 1457,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466300053-led-smart-tv-samsung-55uhd-4k-curved-plug-_JM#position=34&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 66002.09999999999,
        "titulo": "Led Smart Tv Samsung 55uhd 4k Curved -plug ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1238.6 mm x 261.3 mm x 792.8 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 1245,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466300514-led-smart-tv-samsung-55-uhd-4k-plug-_JM#position=35&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 56398.5,
        "titulo": "Led Smart Tv Samsung 55 Uhd 4k -plug ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "UHD 4K UN50RU7100"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1124.8 mm x 261.3 mm x 728.8 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 928,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466311528-led-smart-tv-samsung-50-uhd-4k-plug-_JM#position=36&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 42038.399999999994,
        "titulo": "Led Smart Tv Samsung 50 Uhd 4k -plug ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "full hd"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5290"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1112.8 mm x 187.5 mm x 673.6 mm"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "49 \"",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 622,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466318277-led-smart-tv-samsung-49-full-hd-plug-_JM#position=37&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 28176.6,
        "titulo": "Led Smart Tv Samsung 49 Full Hd - Plug ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí",
            "resolución": "4k"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN40J5290"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "917.1 mm x 170.3 mm x 552.4 mm"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 456,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466318541-led-smart-tv-samsung-40-full-hd-plug-_JM#position=38&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 20656.8,
        "titulo": "Led Smart Tv Samsung 40 Full Hd -plug ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 4",
                "Marca": "Samsung",
                "Modelo": "UN32J4290"
            },
            "Conectividad": {
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "737.4 mm x 150.5 mm x 465.4 mm"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \""
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 358,
        "link": "https://articulo.mercadolibre.com.uy/MLU-466399370-led-smart-tv-32-hd-samsung-plug-_JM#position=39&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 16217.4,
        "titulo": "Led Smart Tv 32 Hd  Samsung -plug ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series Q",
                "Marca": "Samsung",
                "Modelo": "QN75Q80R",
                "Modelo alfanumérico": "QN75Q80RAGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "3",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.52 cm x 6.2 cm x 96.09 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "36.7 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "4",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 5999,
        "link": "https://articulo.mercadolibre.com.uy/MLU-468813644-smart-tv-led-samsung-55-4k-uhd-plano-qn75q80r-_JM#position=40&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 271754.7,
        "titulo": "Smart Tv Led Samsung 55 4k Uhd Plano Qn75q80r",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "2012",
                "Marca": "Samsung",
                "Modelo": "SEK-3000",
                "Voltaje": "Independiente"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Es portátil": "Sí"
            },
            "Pantalla": {
                "Con HDR": "No",
                "Es curvo": "No",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Tecnología": {
                "Es 3D": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 150,
        "link": "https://articulo.mercadolibre.com.uy/MLU-470866247-samsung-evolution-kit-sek-3000za-_JM#position=41&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 6795,
        "titulo": "Samsung Evolution Kit Sek-3000za",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "yy"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 2.5874125874125875,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473019892-repuestos-de-tcom-para-televisor-samsung-consulte-su-modelo-_JM#position=42&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 111,
        "titulo": "Repuestos De Tcom Para Televisor Samsung Consulte Su Modelo",
        "vendedor": "[no divulgado]",
        "ventas": 3
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "un32fh4005g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 67.5990675990676,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473052967-samsung-un32fh4005g-pantalla-rota-para-repuesto-oferta-_JM#position=43&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 2900,
        "titulo": "Samsung Un32fh4005g Pantalla Rota Para Repuesto Oferta",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "un32EH4003G"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 67.5990675990676,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473053188-samsung-un32eh4003g-pantalla-rota-para-repuesto-oferta-_JM#position=44&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 2900,
        "titulo": "Samsung Un32eh4003g Pantalla Rota Para Repuesto Oferta",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "un49j5290ag"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 128.2051282051282,
        "link": "https://articulo.mercadolibre.com.uy/MLU-473347009-samsung-un49j5290ag-pantalla-rota-para-repuesto-oferta-_JM#position=45&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 5500,
        "titulo": "Samsung Un49j5290ag Pantalla Rota Para Repuesto Oferta",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "1116.8 mm x 249.7 mm x 713.6 mm"
            },
            "Pantalla": {
                "Con HDR": "Sí"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 759,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474349776-televisor-smart-tv-samsung-50-4k-un50tu7000-_JM#position=46&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "U$S",
        "pesos": 34382.7,
        "titulo": "Televisor Smart Tv Samsung 50 4k Un50tu7000",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "un32j4300ag"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 90.9090909090909,
        "link": "https://articulo.mercadolibre.com.uy/MLU-474508014-samsung-un32j4300ag-pantalla-rota-para-repuesto-oferta-_JM#position=47&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 3900,
        "titulo": "Samsung Un32j4300ag Pantalla Rota Para Repuesto Oferta",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 6",
                "Marca": "Samsung",
                "Modelo": "UN49MU6100",
                "Modelo alfanumérico": "UN49MU6100GXZD"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 137.52913752913753,
        "link": "https://articulo.mercadolibre.com.uy/MLU-475222426-samsung-un49mu6100g-pantalla-rota-para-repuesto-_JM#position=48&search_layout=grid&type=item&tracking_id=3c558ff1-96a4-4794-a0d5-a224eedd3796",
        "moneda": "$",
        "pesos": 5900,
        "titulo": "Samsung Un49mu6100g Pantalla Rota Para Repuesto",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "lh40dmd"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "40 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 104.8951048951049,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476126882-samsung-lh40dmd-pantalla-rota-para-repuesto-led-main-fuente-_JM#position=1&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 4500,
        "titulo": "Samsung Lh40dmd Pantalla Rota Para Repuesto Led Main Fuente",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55NU7100",
                "Modelo alfanumérico": "UN55NU7100GXZB"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "123.8 cm x 5.9 cm x 71.4 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación",
                "Cantidad de núcleos del procesador": "4",
                "Es portátil": "Sí",
                "Peso": "17.3 kg"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 600,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476852332-tv-samsung-55-uhd-4k-serie-7-sellados-_JM#position=2&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 27180,
        "titulo": "Tv Samsung 55 Uhd 4k Serie 7  Sellados ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "UN55TU7000GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "123.05 cm x 5.99 cm x 70.72 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "Sí",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 589,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476852534-58-tu7000-crystal-uhd-4k-smart-tv-2020-_JM#position=3&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 26681.699999999997,
        "titulo": "58  Tu7000 Crystal Uhd 4k Smart Tv 2020",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 8",
                "Marca": "Samsung",
                "Modelo": "UN55TU8000",
                "Modelo alfanumérico": "UN55TU8000GXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "123.05 cm x 5.99 cm x 70.72 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Es portátil": "Sí",
                "Peso": "13.9 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby Digital Plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby,Alexa",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es 3D": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 600,
        "link": "https://articulo.mercadolibre.com.uy/MLU-476852745-tv-smart-samsung-55-cristal-tu8000-_JM#position=4&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 27180,
        "titulo": "Tv Smart Samsung 55  Cristal Tu8000",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN65NU7100",
                "Modelo alfanumérico": "un65nu7100gxug"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 279.72027972027973,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477083905-samsung-un65nu7100g-pantalla-rota-repuesto-led-fuente-main-_JM#position=5&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 12000,
        "titulo": "Samsung Un65nu7100g Pantalla Rota Repuesto Led Fuente Main",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN55TU7000",
                "Modelo alfanumérico": "un55tu7000gxug"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED"
            },
            "Tecnología": {
                "Es smart": "Sí"
            }
        },
        "dolares": 207.45920745920748,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477145519-samsung-un55tu7000g-pantalla-rota-repuesto-led-fuente-main-_JM#position=6&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 8900,
        "titulo": "Samsung Un55tu7000g Pantalla Rota Repuesto Led Fuente Main",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "un32jh4005g"
            },
            "Pantalla": {
                "Tamaño de la pantalla": "32 \"",
                "Tipo de pantalla": "LED"
            }
        },
        "dolares": 67.5990675990676,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477146061-samsung-un32jh4005g-pantalla-rota-repuesto-led-fuente-main-_JM#position=7&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 2900,
        "titulo": "Samsung Un32jh4005g Pantalla Rota Repuesto Led Fuente Main",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "uhd 4k",
                "Modelo alfanumérico": "UN55TU7000"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "55 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es 3D": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 520,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478105605-smart-tv-led-samsung-55-uhd-4k-wifi-ultimo-modelo-_JM#position=8&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 23556,
        "titulo": "Smart Tv Led Samsung 55 Uhd 4k Wifi Ultimo Modelo ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "QN55Q60T",
                "Modelo alfanumérico": "UN55HU7200KXZL"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Cable de alimentación"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Es curvo": "Sí",
                "Tamaño de la pantalla": "65 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 850,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478105640-samsung-smart-tv-55-qled-4k-qn55q60t-netflix-stienda-_JM#position=9&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 38505,
        "titulo": "Samsung Smart Tv 55 Qled 4k Qn55q60t Netflix Stienda",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000"
            }
        },
        "dolares": 499,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478684437-led-43-samsung-un43tu7000-_JM#position=10&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 22604.699999999997,
        "titulo": "Led 43  Samsung Un43tu7000",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "UN50TU7000"
            }
        },
        "dolares": 629,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478684439-led-samsung-50-un50tu7000-_JM#position=11&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 28493.699999999997,
        "titulo": "Led Samsung 50  Un50tu7000",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "40 smart"
            }
        },
        "dolares": 399,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478685955-led-samsung-40-smart-_JM#position=12&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 18074.699999999997,
        "titulo": "Led Samsung 40  Smart",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "49"
            }
        },
        "dolares": 599,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478685960-smart-tv-samsung-49-_JM#position=13&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 27134.699999999997,
        "titulo": "Smart Tv Samsung 49",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "netflix,prime video,apple tv,google play movies & tv,youtube,smartthings,web browser,gallery,samsung promotion",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "plasma"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN43TU7000",
                "Modelo alfanumérico": "UN43TU7000KXZL",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "963.9 mm x 59.6 mm x 558.9 mm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Smart control TM1940A,Baterías,Manual,Manual electrónico,Cable de alimentación",
                "Peso": "8.1 kg"
            },
            "Otros": {
                "Apps integradas": "Netflix,Prime Video,Apple TV,Google Play Movies & TV,Youtube,SmartThings,Web browser,Gallery,Samsung Promotion",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "Plasma",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby Digital Plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 396.2703962703963,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477905556-televisor-plano-sansung-_JM#position=14&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 17000,
        "titulo": "Televisor Plano Sansung ",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "resolución": "4k",
            "tipo de pantalla": "fhd+"
        },
        "caract_det": {
            "Características generales": {
                "Color": "Negro",
                "Marca": "Samsung",
                "Modelo": "U28E590D"
            },
            "Conectividad": {
                "Con HDMI": "Sí",
                "Con USB": "No"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Cable de alimentación"
            },
            "Pantalla": {
                "Con HDR": "No",
                "Es curvo": "No",
                "Relación de aspecto": "16:9",
                "Relación de contraste": "16:9",
                "Tamaño de la pantalla": "28 \"",
                "Tipo de pantalla": "FHD+",
                "Tipo de resolución": "4K"
            },
            "Tecnología": {
                "Es 3D": "No"
            }
        },
        "dolares": 997,
        "link": "https://articulo.mercadolibre.com.uy/MLU-444482133-monitor-samsung-4k-netpc-bajo-pedido-netpc-_JM#position=15&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "U$S",
        "pesos": 45164.1,
        "titulo": "Monitor Samsung 4k Netpc Bajo Pedido Netpc",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {},
        "caract_det": {
            "Características generales": {
                "Marca": "Samsung",
                "Modelo": "BN44-00468A"
            },
            "Dimensiones": {
                "Ancho x Altura": "8 pulgadas x 2 pulgadas"
            },
            "Especificaciones": {
                "Peso": "0.863 lb"
            }
        },
        "dolares": 217.45920745920748,
        "link": "https://articulo.mercadolibre.com.uy/MLU-477479528-samsung-bn44-00468a-ac-vss-i-tv-_JM#position=16&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 9329,
        "titulo": "Samsung Bn44-00468a Ac Vss (i) -tv",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube,netflix,web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "lcd"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN43T5300",
                "Modelo alfanumérico": "UN43T5300AGXUG",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "97.99 cm x 7.73 cm x 57.19 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto,Baterías,Cable de alimentación",
                "Peso": "8 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube,Netflix,Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "43 \"",
                "Tipo de pantalla": "LCD",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con ethernet": "Sí",
                "Es smart": "Sí",
                "Sistema operativo": "Tizen"
            }
        },
        "dolares": 69.93006993006993,
        "link": "https://articulo.mercadolibre.com.uy/MLU-478802493-televisor-samsung-sin-uso-roto-para-repuestos-_JM#position=17&search_layout=grid&type=item&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 3000,
        "titulo": "Televisor Samsung Sin Uso Roto Para Repuestos",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "web browser",
            "cantidad de puertos hdmi": "2",
            "es smart": "sí",
            "resolución": "full hd",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 5",
                "Marca": "Samsung",
                "Modelo": "UN49J5290",
                "Modelo alfanumérico": "UN49J5290AGXZD",
                "Voltaje": "110V/220V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "2",
                "Cantidad de puertos USB": "1",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "111.2 cm x 7.8 cm x 64.6 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "10.3 kg"
            },
            "Otros": {
                "Apps integradas": "Web browser"
            },
            "Pantalla": {
                "Relación de aspecto": "16:9",
                "Resolución máxima": "1920 px - 1080 px",
                "Tamaño de la pantalla": "49 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "Full HD"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 469.39393939393943,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-5-un49j5290agxzd-led-full-hd-49-110v220v/p/MLU15079043?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU15079043&position=18&search_layout=grid&type=product&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 20137,
        "titulo": "Smart TV Samsung Series 5 UN49J5290AGXZD LED Full HD 49\" 110V/220V",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube, netflix, web browser",
            "cantidad de puertos hdmi": "3",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "led"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series 7",
                "Marca": "Samsung",
                "Modelo": "UN75NU7100",
                "Modelo alfanumérico": "UN75NU7100FXZA",
                "Voltaje": "110V - 120V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "3",
                "Cantidad de puertos USB": "2",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "66.3 \" x 9.2 \" x 44.5 \""
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Cantidad de núcleos del procesador": "4",
                "Peso": "81.6 lb"
            },
            "Otros": {
                "Apps integradas": "Youtube, Netflix, Web browser"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "LED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "2",
                "Modos de sonido": "Dolby audio",
                "Potencia máxima de los parlantes": "20 W"
            },
            "Tecnología": {
                "Con Wi-Fi": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 4797.319347319348,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-7-un75nu7100fxza-led-4k-75-110v-120v/p/MLU15059583?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU15059583&position=19&search_layout=grid&type=product&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 205805,
        "titulo": "Smart TV Samsung Series 7 UN75NU7100FXZA LED 4K 75\" 110V - 120V",
        "vendedor": "[no divulgado]",
        "ventas": 0
    },
    {
        "caract_bas": {
            "aplicaciones integradas": "youtube, netflix, web browser",
            "cantidad de puertos hdmi": "4",
            "es smart": "sí",
            "resolución": "4k",
            "tipo de pantalla": "qled"
        },
        "caract_det": {
            "Características generales": {
                "Línea": "Series Q",
                "Marca": "Samsung",
                "Modelo": "QN75Q80R",
                "Modelo alfanumérico": "QN75Q80RAGXZD",
                "Voltaje": "100V/240V"
            },
            "Conectividad": {
                "Cantidad de puertos HDMI": "4",
                "Cantidad de puertos USB": "3",
                "Con HDMI": "Sí",
                "Con USB": "Sí"
            },
            "Dimensiones": {
                "Ancho x Profundidad x Altura": "167.52 cm x 6.2 cm x 96.09 cm"
            },
            "Especificaciones": {
                "Accesorios incluidos": "Control remoto, Baterías, Cable de alimentación",
                "Peso": "36.7 kg"
            },
            "Otros": {
                "Apps integradas": "Youtube, Netflix, Web browser",
                "Con cables ocultos": "Sí"
            },
            "Pantalla": {
                "Con HDR": "Sí",
                "Relación de aspecto": "16:9",
                "Resolución máxima": "3840 px - 2160 px",
                "Tamaño de la pantalla": "75 \"",
                "Tipo de pantalla": "QLED",
                "Tipo de resolución": "4K"
            },
            "Sonido": {
                "Cantidad de parlantes": "4",
                "Modos de sonido": "Dolby digital plus",
                "Potencia máxima de los parlantes": "40 W"
            },
            "Tecnología": {
                "Asistentes virtuales integrados": "Bixby",
                "Con Bluetooth": "Sí",
                "Con Wi-Fi": "Sí",
                "Con apagado automático": "Sí",
                "Con comando de voz integrado": "Sí",
                "Con ethernet": "Sí",
                "Con función screen share": "Sí",
                "Es smart": "Sí"
            }
        },
        "dolares": 6257.692307692308,
        "link": "https://www.mercadolibre.com.uy/smart-tv-samsung-series-q-qn75q80ragxzd-qled-4k-75-100v240v/p/MLU16006641?pdp_filters=state:UY-MO%7Ccategory:MLU1002#searchVariation=MLU16006641&position=20&search_layout=grid&type=product&tracking_id=4deddc7c-b001-489a-9974-8bf35fad92db",
        "moneda": "$",
        "pesos": 268455,
        "titulo": "Smart TV Samsung Series Q QN75Q80RAGXZD QLED 4K 75\" 100V/240V",
        "vendedor": "[no divulgado]",
        "ventas": 0
    }
] 

export default televisores;