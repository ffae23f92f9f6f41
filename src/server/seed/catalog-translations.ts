/**
 * The demo shop's Spanish and German texts, by the English name of the category or product they
 * translate (catalog-data.ts). Brand and model names stay as they are; the words around them
 * translate. A test checks that every category and product has both.
 */

export type DemoTranslation = { name: string; description: string };
export type DemoTranslations = { es: DemoTranslation; de: DemoTranslation };

export const categoryTranslations: Record<string, DemoTranslations> = {
  Cameras: {
    es: {
      name: 'Cámaras',
      description: 'Cuerpos sin espejo, réflex y de cine para foto y vídeo, además de drones con cámara.',
    },
    de: {
      name: 'Kameras',
      description: 'Spiegellose, Spiegelreflex- und Cinema-Kameras für Foto und Video, dazu Kameradrohnen.',
    },
  },
  Mirrorless: {
    es: {
      name: 'Sin espejo',
      description: 'Cuerpos de formato completo y APS-C con visor electrónico para quien hace foto y vídeo.',
    },
    de: {
      name: 'Spiegellos',
      description: 'Vollformat- und APS-C-Kameras mit elektronischem Sucher für Foto und Video.',
    },
  },
  DSLR: {
    es: {
      name: 'Réflex',
      description: 'Cuerpos réflex de eficacia probada, con visor óptico y baterías de larga duración.',
    },
    de: {
      name: 'Spiegelreflex',
      description: 'Bewährte Spiegelreflexkameras mit optischem Sucher und langer Akkulaufzeit.',
    },
  },
  'Cinema Cameras': {
    es: {
      name: 'Cámaras de cine',
      description: 'Cuerpos pensados para producciones de cine y vídeo, con audio profesional y códecs RAW.',
    },
    de: {
      name: 'Cinema-Kameras',
      description: 'Kameras für Film- und Videoproduktionen, mit professionellem Ton und RAW-Codecs.',
    },
  },
  Drones: {
    es: { name: 'Drones', description: 'Drones con cámara para fotos y vídeos aéreos.' },
    de: { name: 'Drohnen', description: 'Kameradrohnen für Luftaufnahmen in Foto und Video.' },
  },
  Lenses: {
    es: {
      name: 'Objetivos',
      description: 'Zooms y objetivos fijos para Sony E, Canon RF y EF, Nikon Z, Fujifilm X y más.',
    },
    de: {
      name: 'Objektive',
      description: 'Zoom- und Festbrennweiten für Sony E, Canon RF und EF, Nikon Z, Fujifilm X und mehr.',
    },
  },
  'Zoom Lenses': {
    es: {
      name: 'Objetivos zoom',
      description: 'Rangos focales versátiles para eventos, viajes y documentales.',
    },
    de: {
      name: 'Zoomobjektive',
      description: 'Vielseitige Brennweitenbereiche für Events, Reisen und Dokumentationen.',
    },
  },
  'Prime Lenses': {
    es: {
      name: 'Objetivos fijos',
      description: 'Focales fijas luminosas para retrato, poca luz y macro.',
    },
    de: {
      name: 'Festbrennweiten',
      description: 'Lichtstarke Festbrennweiten für Porträts, wenig Licht und Makro.',
    },
  },
  'Tripods & Support': {
    es: {
      name: 'Trípodes y soportes',
      description: 'Mantén la cámara estable, tanto si está quieta como si se mueve.',
    },
    de: {
      name: 'Stative & Halterungen',
      description: 'Damit die Kamera ruhig bleibt, ob sie steht oder sich bewegt.',
    },
  },
  Tripods: {
    es: {
      name: 'Trípodes',
      description: 'Trípodes de foto y vídeo, desde modelos de viaje hasta kits con rótula fluida.',
    },
    de: {
      name: 'Stative',
      description: 'Foto- und Videostative, vom Reisestativ bis zum Set mit Fluidkopf.',
    },
  },
  'Gimbals & Stabilizers': {
    es: {
      name: 'Gimbals y estabilizadores',
      description: 'Estabilizadores motorizados de tres ejes para tomas suaves a pulso.',
    },
    de: {
      name: 'Gimbals & Stabilisatoren',
      description: 'Motorisierte Drei-Achsen-Stabilisatoren für ruhige Aufnahmen aus der Hand.',
    },
  },
  Lighting: {
    es: {
      name: 'Iluminación',
      description: 'Luz continua, flash y los modificadores para darle forma.',
    },
    de: {
      name: 'Licht',
      description: 'Dauerlicht, Blitze und die Lichtformer, um sie zu gestalten.',
    },
  },
  'LED Lights': {
    es: {
      name: 'Luces LED',
      description: 'Paneles, mantas, tubos y focos COB LED, en luz de día y a todo color.',
    },
    de: {
      name: 'LED-Leuchten',
      description: 'LED-Panels, -Matten, -Röhren und COB-Scheinwerfer in Tageslicht und Vollfarbe.',
    },
  },
  'Flash & Monolights': {
    es: {
      name: 'Flashes y monolights',
      description: 'Flashes de estudio y de batería para trabajar en exteriores.',
    },
    de: {
      name: 'Blitze & Kompaktblitze',
      description: 'Studio- und Akkublitze für Aufnahmen vor Ort.',
    },
  },
  'Light Modifiers': {
    es: {
      name: 'Modificadores de luz',
      description: 'Softboxes y difusores parabólicos para suavizar y dar forma a la luz.',
    },
    de: {
      name: 'Lichtformer',
      description: 'Softboxen und Parabolschirme, um Licht weicher zu machen und zu formen.',
    },
  },
  Accessories: {
    es: {
      name: 'Accesorios',
      description: 'Audio, almacenamiento, energía, monitorización y bolsas para llevarlo todo.',
    },
    de: {
      name: 'Zubehör',
      description: 'Ton, Speicher, Strom, Monitore und Taschen, um alles zu transportieren.',
    },
  },
  Audio: {
    es: { name: 'Audio', description: 'Micrófonos de cañón, para cámara e inalámbricos.' },
    de: { name: 'Ton', description: 'Richt-, Aufsteck- und Funkmikrofone.' },
  },
  'Memory & Power': {
    es: {
      name: 'Memoria y energía',
      description: 'Tarjetas de memoria rápidas y baterías de repuesto para la cámara.',
    },
    de: {
      name: 'Speicher & Strom',
      description: 'Schnelle Speicherkarten und Ersatzakkus für die Kamera.',
    },
  },
  Monitors: {
    es: { name: 'Monitores', description: 'Monitores de cámara y monitores grabadores.' },
    de: { name: 'Monitore', description: 'Kameramonitore und Monitor-Rekorder.' },
  },
  'Bags & Cases': {
    es: {
      name: 'Mochilas y maletas',
      description: 'Mochilas y maletas con ruedas para viajes y rodajes.',
    },
    de: {
      name: 'Taschen & Koffer',
      description: 'Rucksäcke und Rollkoffer für Reisen und Shootings.',
    },
  },
};

export const productTranslations: Record<string, DemoTranslations> = {
  'Sony Alpha 7 IV': {
    es: {
      name: 'Sony Alpha 7 IV',
      description:
        'Un cuerpo híbrido de formato completo y 33 megapíxeles que rinde igual de bien en foto que en vídeo 10 bits 4:2:2 hasta 4K 60p. El enfoque al ojo en tiempo real para personas, animales y aves, la pantalla totalmente articulada y la doble ranura de tarjeta la convierten en una apuesta segura para bodas y eventos.',
    },
    de: {
      name: 'Sony Alpha 7 IV',
      description:
        'Eine Vollformat-Hybridkamera mit 33 Megapixeln, die bei Fotos ebenso zu Hause ist wie bei 10-Bit-4:2:2-Video bis 4K 60p. Echtzeit-Augen-Autofokus für Menschen, Tiere und Vögel, ein voll schwenkbarer Bildschirm und zwei Kartenfächer machen sie zur sicheren Wahl für Hochzeiten und Events.',
    },
  },
  'Canon EOS R5': {
    es: {
      name: 'Canon EOS R5',
      description:
        'La sin espejo de formato completo y 45 megapíxeles de Canon, con estabilizador en el cuerpo y vídeo 8K RAW interno. El Dual Pixel CMOS AF II sigue ojos, caras y cuerpos, y sus ranuras CFexpress y SD siguen el ritmo de su obturador electrónico de 20 fps.',
    },
    de: {
      name: 'Canon EOS R5',
      description:
        'Canons spiegellose Vollformatkamera mit 45 Megapixeln, Bildstabilisator im Gehäuse und interner 8K-RAW-Videoaufnahme. Dual Pixel CMOS AF II verfolgt Augen, Gesichter und Körper, und die Fächer für CFexpress und SD halten mit dem elektronischen Verschluss mit 20 B/s Schritt.',
    },
  },
  'Nikon Z8': {
    es: {
      name: 'Nikon Z8',
      description:
        'Un sensor apilado de formato completo y 45,7 megapíxeles en un cuerpo más pequeño que el de la Z9, sin obturador mecánico que se desgaste. Graba 8K N-RAW internamente y sigue a los sujetos con el autoenfoque por aprendizaje profundo de Nikon.',
    },
    de: {
      name: 'Nikon Z8',
      description:
        'Ein gestapelter Vollformatsensor mit 45,7 Megapixeln in einem Gehäuse, das kleiner ist als das der Z9, ohne mechanischen Verschluss, der verschleißen könnte. Nimmt intern 8K N-RAW auf und verfolgt Motive mit Nikons Deep-Learning-Autofokus.',
    },
  },
  'Fujifilm X-T5': {
    es: {
      name: 'Fujifilm X-T5',
      description:
        'Un cuerpo APS-C X-Trans CMOS 5 HR de 40 megapíxeles con hasta 7 pasos de estabilización en el cuerpo. Sus diales clásicos de obturación, ISO y exposición y las simulaciones de película de Fujifilm hacen que sea un placer para viajes y fotografía callejera.',
    },
    de: {
      name: 'Fujifilm X-T5',
      description:
        'Eine APS-C-Kamera mit 40-Megapixel-X-Trans-CMOS-5-HR-Sensor und bis zu 7 Blendenstufen Bildstabilisierung im Gehäuse. Klassische Räder für Verschlusszeit, ISO und Belichtung sowie Fujifilms Filmsimulationen machen sie zum Vergnügen auf Reisen und in der Street-Fotografie.',
    },
  },
  'Panasonic Lumix S5 II': {
    es: {
      name: 'Panasonic Lumix S5 II',
      description:
        'La primera Lumix con autoenfoque híbrido por detección de fase: un cuerpo de formato completo con montura L, 24,2 megapíxeles y estabilización activa. Un ventilador integrado permite tomas de vídeo largas, con grabación de hasta 6K.',
    },
    de: {
      name: 'Panasonic Lumix S5 II',
      description:
        'Die erste Lumix mit Phasen-Hybrid-Autofokus: eine Vollformatkamera mit L-Bajonett, 24,2 Megapixeln und aktiver Bildstabilisierung. Ein eingebauter Lüfter erlaubt lange Videoaufnahmen, mit bis zu 6K.',
    },
  },
  'Sony Alpha 7S III': {
    es: {
      name: 'Sony Alpha 7S III',
      description:
        'Un cuerpo de formato completo y 12,1 megapíxeles pensado para poca luz y vídeo, que graba 4K 10 bits 4:2:2 hasta 120p. HDMI de tamaño completo y dos ranuras que admiten tarjetas CFexpress tipo A o SD.',
    },
    de: {
      name: 'Sony Alpha 7S III',
      description:
        'Eine Vollformatkamera mit 12,1 Megapixeln für wenig Licht und Video, die 4K mit 10 Bit 4:2:2 bis 120p aufnimmt. Volle HDMI-Buchse und zwei Fächer für CFexpress-Typ-A- oder SD-Karten.',
    },
  },
  'Canon EOS 5D Mark IV': {
    es: {
      name: 'Canon EOS 5D Mark IV',
      description:
        'Una réflex de formato completo y 30,4 megapíxeles de eficacia probada para bodas y eventos, con un visor óptico luminoso y autoenfoque de 61 puntos. Dual Pixel CMOS AF en live view y vídeo 4K a 30p.',
    },
    de: {
      name: 'Canon EOS 5D Mark IV',
      description:
        'Eine bewährte Vollformat-Spiegelreflexkamera mit 30,4 Megapixeln für Hochzeiten und Events, mit hellem optischem Sucher und 61-Punkt-Autofokus. Dual Pixel CMOS AF im Live-View und 4K-Video mit 30p.',
    },
  },
  'Nikon D850': {
    es: {
      name: 'Nikon D850',
      description:
        'Una réflex de formato completo con sensor retroiluminado de 45,7 megapíxeles y un rango dinámico excepcional. Dispara 7 fotos por segundo y graba vídeo 4K UHD sin recorte, una favorita para paisaje, estudio y producto.',
    },
    de: {
      name: 'Nikon D850',
      description:
        'Eine Vollformat-Spiegelreflexkamera mit rückseitig belichtetem 45,7-Megapixel-Sensor und herausragendem Dynamikumfang. Macht 7 Bilder pro Sekunde und 4K-UHD-Video über die volle Sensorbreite, ein Liebling für Landschaft, Studio und Produktfotos.',
    },
  },
  'Canon EOS 90D': {
    es: {
      name: 'Canon EOS 90D',
      description:
        'Una réflex APS-C de 32,5 megapíxeles que dispara 10 fotos por segundo a través de su visor óptico. Graba vídeo 4K sin recorte y tiene una pantalla táctil de ángulo variable: un cuerpo versátil para naturaleza y deporte.',
    },
    de: {
      name: 'Canon EOS 90D',
      description:
        'Eine APS-C-Spiegelreflexkamera mit 32,5 Megapixeln, die durch den optischen Sucher 10 Bilder pro Sekunde schafft. Nimmt 4K-Video ohne Crop auf und hat einen dreh- und schwenkbaren Touchscreen, eine vielseitige Kamera für Tiere und Sport.',
    },
  },
  'Sony FX6': {
    es: {
      name: 'Sony FX6',
      description:
        'Una cámara Cinema Line de formato completo con doble ISO base de 800 y 12.800, que graba 4K hasta 120p. El filtro ND variable electrónico integrado y la salida 12G-SDI la convierten en una herramienta incansable para documentales y eventos.',
    },
    de: {
      name: 'Sony FX6',
      description:
        'Eine Vollformatkamera der Cinema Line mit zwei Basis-ISO-Werten, 800 und 12.800, die 4K bis 120p aufnimmt. Der eingebaute elektronische variable ND-Filter und der 12G-SDI-Ausgang machen sie zum Arbeitspferd für Dokumentationen und Events.',
    },
  },
  'Sony FX3': {
    es: {
      name: 'Sony FX3',
      description:
        'La cámara Cinema Line más pequeña de Sony: un sensor de formato completo en un cuerpo compacto con ventilación, con 4K hasta 120p. Incluye una empuñadura con entradas XLR para audio profesional y ofrece S-Cinetone y S-Log3.',
    },
    de: {
      name: 'Sony FX3',
      description:
        'Sonys kleinste Kamera der Cinema Line: ein Vollformatsensor in einem kompakten, lüftergekühlten Gehäuse mit 4K bis 120p. Wird mit einem XLR-Handgriff für professionellen Ton geliefert und bietet S-Cinetone und S-Log3.',
    },
  },
  'Blackmagic Pocket Cinema Camera 6K Pro': {
    es: {
      name: 'Blackmagic Pocket Cinema Camera 6K Pro',
      description:
        'Una cámara 6K Super 35 con montura Canon EF y filtros ND motorizados integrados de 2, 4 y 6 pasos. Graba Blackmagic RAW y ProRes, y tiene una luminosa pantalla táctil HDR abatible de 5 pulgadas.',
    },
    de: {
      name: 'Blackmagic Pocket Cinema Camera 6K Pro',
      description:
        'Eine 6K-Kamera mit Super-35-Sensor, Canon-EF-Bajonett und eingebauten motorisierten ND-Filtern mit 2, 4 und 6 Blendenstufen. Nimmt Blackmagic RAW und ProRes auf und hat einen hellen, neigbaren 5-Zoll-HDR-Touchscreen.',
    },
  },
  'Canon EOS C70': {
    es: {
      name: 'Canon EOS C70',
      description:
        'Una cámara Cinema EOS con sensor Super 35 Dual Gain Output en un cuerpo compacto con montura RF. Filtros ND integrados, dos entradas mini-XLR y grabación 4K hasta 120p.',
    },
    de: {
      name: 'Canon EOS C70',
      description:
        'Eine Cinema-EOS-Kamera mit Super-35-Sensor mit Dual Gain Output in einem kompakten Gehäuse mit RF-Bajonett. Eingebaute ND-Filter, zwei Mini-XLR-Eingänge und 4K-Aufnahme bis 120p.',
    },
  },
  'RED Komodo 6K': {
    es: {
      name: 'RED Komodo 6K',
      description:
        'Una cámara de cine 6K Super 35 con obturador global en un cuerpo que es más o menos un cubo de 4 pulgadas. Graba REDCODE RAW en tarjetas CFast 2.0 y tiene una montura Canon RF con bloqueo, ideal para gimbals, drones y tomas de riesgo.',
    },
    de: {
      name: 'RED Komodo 6K',
      description:
        'Eine 6K-Cinema-Kamera mit Super-35-Sensor und Global Shutter in einem Gehäuse, das etwa ein Würfel von 4 Zoll Kantenlänge ist. Nimmt REDCODE RAW auf CFast-2.0-Karten auf und hat ein verriegelbares Canon-RF-Bajonett, ideal für Gimbals, Drohnen und Crash-Rigs.',
    },
  },
  'DJI Mavic 3 Pro': {
    es: {
      name: 'Dron DJI Mavic 3 Pro',
      description:
        'Un dron de triple cámara: una cámara principal Hasselblad con sensor CMOS 4/3 y dos teleobjetivos de 70 mm y 166 mm. Detección de obstáculos omnidireccional y hasta 43 minutos de vuelo.',
    },
    de: {
      name: 'DJI Mavic 3 Pro Drohne',
      description:
        'Eine Drohne mit drei Kameras: eine Hasselblad-Hauptkamera mit 4/3-CMOS-Sensor und dazu Telekameras mit 70 mm und 166 mm. Hinderniserkennung in alle Richtungen und bis zu 43 Minuten Flugzeit.',
    },
  },
  'DJI Air 3': {
    es: {
      name: 'Dron DJI Air 3',
      description:
        'Dos cámaras CMOS de 1/1,3 pulgadas, una gran angular y un teleobjetivo medio 3x, en un dron plegable de tamaño medio. Hasta 46 minutos de vuelo y detección de obstáculos omnidireccional.',
    },
    de: {
      name: 'DJI Air 3 Drohne',
      description:
        'Zwei Kameras mit 1/1,3-Zoll-CMOS-Sensor, eine Weitwinkel- und eine mittlere 3-fach-Telekamera, in einer faltbaren Drohne mittlerer Größe. Bis zu 46 Minuten Flugzeit und Hinderniserkennung in alle Richtungen.',
    },
  },
  'DJI Mini 4 Pro': {
    es: {
      name: 'Dron DJI Mini 4 Pro',
      description:
        'Un dron plegable que pesa menos de 249 g y aun así graba vídeo 4K HDR hasta 60 fps con un sensor de 1/1,3 pulgadas. Detección de obstáculos omnidireccional y grabación vertical real para redes sociales.',
    },
    de: {
      name: 'DJI Mini 4 Pro Drohne',
      description:
        'Eine faltbare Drohne unter 249 g, die trotzdem 4K-HDR-Video mit bis zu 60 B/s mit einem 1/1,3-Zoll-Sensor filmt. Hinderniserkennung in alle Richtungen und echte Hochformataufnahmen für soziale Medien.',
    },
  },
  'Sony FE 24-70mm F2.8 GM II': {
    es: {
      name: 'Objetivo Sony FE 24-70mm F2.8 GM II',
      description:
        'El zoom estándar G Master para montura E de formato completo, con apertura constante f/2.8 en todo el rango. Con unos 695 g es sorprendentemente ligero, y cuatro motores lineales mantienen el enfoque rápido y silencioso.',
    },
    de: {
      name: 'Sony FE 24-70mm F2.8 GM II Objektiv',
      description:
        'Das G-Master-Standardzoom für Vollformat mit E-Bajonett, mit durchgehender Lichtstärke f/2.8. Mit rund 695 g ist es bemerkenswert leicht, und vier Linearmotoren halten den Autofokus schnell und leise.',
    },
  },
  'Canon RF 70-200mm F2.8 L IS USM': {
    es: {
      name: 'Objetivo Canon RF 70-200mm F2.8 L IS USM',
      description:
        'Un teleobjetivo zoom compacto y extensible para cuerpos Canon RF, con hasta 5 pasos de estabilización óptica. Apertura constante f/2.8 para eventos, deporte y retrato.',
    },
    de: {
      name: 'Canon RF 70-200mm F2.8 L IS USM Objektiv',
      description:
        'Ein kompaktes, ausfahrendes Telezoom für Canon-RF-Kameras mit bis zu 5 Blendenstufen optischer Bildstabilisierung. Durchgehend f/2.8 für Events, Sport und Porträts.',
    },
  },
  'Nikon NIKKOR Z 24-70mm f/2.8 S': {
    es: {
      name: 'Objetivo Nikon NIKKOR Z 24-70mm f/2.8 S',
      description:
        'El zoom estándar S-Line de Nikon para montura Z, con apertura constante f/2.8 y tratamiento Nano Crystal Coat contra los destellos. Una pantalla OLED en el barril muestra la distancia de enfoque y la profundidad de campo.',
    },
    de: {
      name: 'Nikon NIKKOR Z 24-70mm f/2.8 S Objektiv',
      description:
        'Nikons Standardzoom der S-Linie für das Z-Bajonett, mit durchgehender Lichtstärke f/2.8 und Nanokristallvergütung gegen Streulicht. Ein OLED-Display am Tubus zeigt Entfernung und Schärfentiefe.',
    },
  },
  'Sigma 18-35mm F1.8 DC HSM Art': {
    es: {
      name: 'Objetivo Sigma 18-35mm F1.8 DC HSM Art',
      description:
        'El zoom APS-C luminoso que adoran los cineastas, con apertura constante f/1.8 de 18 a 35 mm. Esta unidad tiene montura Canon EF y funciona muy bien en cámaras de cine Super 35.',
    },
    de: {
      name: 'Sigma 18-35mm F1.8 DC HSM Art Objektiv',
      description:
        'Das lichtstarke APS-C-Zoom, das Filmemacher lieben, mit durchgehend f/1.8 von 18 bis 35 mm. Dieses Exemplar hat ein Canon-EF-Bajonett und passt gut zu Super-35-Cinema-Kameras.',
    },
  },
  'Tamron 28-75mm F/2.8 Di III VXD G2': {
    es: {
      name: 'Objetivo Tamron 28-75mm F/2.8 Di III VXD G2',
      description:
        'Un zoom estándar f/2.8 ligero y asequible para montura E de Sony de formato completo. El motor lineal VXD ofrece un enfoque rápido y silencioso para foto y vídeo.',
    },
    de: {
      name: 'Tamron 28-75mm F/2.8 Di III VXD G2 Objektiv',
      description:
        'Ein leichtes, erschwingliches Standardzoom mit f/2.8 für Sony E-Bajonett im Vollformat. Der VXD-Linearmotor sorgt für schnellen, leisen Autofokus bei Foto und Video.',
    },
  },
  'Fujifilm XF 16-55mm F2.8 R LM WR': {
    es: {
      name: 'Objetivo Fujifilm XF 16-55mm F2.8 R LM WR',
      description:
        'Un zoom estándar resistente a la intemperie para cuerpos Fujifilm X, equivalente a 24-84 mm en formato completo. Apertura constante f/2.8 y motor lineal para un enfoque rápido.',
    },
    de: {
      name: 'Fujifilm XF 16-55mm F2.8 R LM WR Objektiv',
      description:
        'Ein wetterfestes Standardzoom für Fujifilm-X-Kameras, entsprechend 24-84 mm an Vollformat. Durchgehend f/2.8 und ein Linearmotor für schnellen Autofokus.',
    },
  },
  'Sony FE 85mm F1.4 GM': {
    es: {
      name: 'Objetivo Sony FE 85mm F1.4 GM',
      description:
        'Un clásico objetivo fijo de retrato para montura E de formato completo, con una luminosa apertura f/1.4. Su diafragma circular de 11 láminas produce un bokeh suave y redondo.',
    },
    de: {
      name: 'Sony FE 85mm F1.4 GM Objektiv',
      description:
        'Eine klassische Porträt-Festbrennweite für Vollformat mit E-Bajonett und heller Blende f/1.4. Die kreisrunde Blende mit 11 Lamellen erzeugt ein weiches, rundes Bokeh.',
    },
  },
  'Canon RF 50mm F1.2 L USM': {
    es: {
      name: 'Objetivo Canon RF 50mm F1.2 L USM',
      description:
        'Un objetivo fijo estándar de referencia para Canon RF, nítido en todo el encuadre incluso a plena apertura f/1.2. Su anillo de control puede ajustar la apertura, el ISO o la compensación de exposición.',
    },
    de: {
      name: 'Canon RF 50mm F1.2 L USM Objektiv',
      description:
        'Eine Referenz-Normalbrennweite für Canon RF, scharf über das ganze Bild, selbst offen bei f/1.2. Der Steuerring lässt sich mit Blende, ISO oder Belichtungskorrektur belegen.',
    },
  },
  'Sigma 35mm F1.4 DG DN Art': {
    es: {
      name: 'Objetivo Sigma 35mm F1.4 DG DN Art',
      description:
        'Un 35 mm luminoso y nítido para cámaras sin espejo de formato completo, que aquí se alquila con montura E de Sony. Su anillo de diafragma con desbloqueo de clics lo hace tan bueno para vídeo como para foto.',
    },
    de: {
      name: 'Sigma 35mm F1.4 DG DN Art Objektiv',
      description:
        'Ein lichtstarkes, scharfes 35-mm-Objektiv für spiegellose Vollformatkameras, hier mit Sony E-Bajonett zu mieten. Ein Blendenring mit abschaltbaren Rasten macht es für Video so gut wie für Fotos.',
    },
  },
  'Zeiss Batis 25mm f/2': {
    es: {
      name: 'Objetivo Zeiss Batis 25mm f/2',
      description:
        'Un gran angular fijo con autoenfoque y sellado contra la intemperie para montura E de Sony de formato completo. Una pantalla OLED en el barril muestra la distancia de enfoque y la profundidad de campo, ideal para paisajes e interiores.',
    },
    de: {
      name: 'Zeiss Batis 25mm f/2 Objektiv',
      description:
        'Eine abgedichtete Weitwinkel-Festbrennweite mit Autofokus für Sony E-Bajonett im Vollformat. Ein OLED-Display am Tubus zeigt Entfernung und Schärfentiefe, ideal für Landschaften und Innenräume.',
    },
  },
  'Sony FE 90mm F2.8 Macro G OSS': {
    es: {
      name: 'Objetivo macro Sony FE 90mm F2.8 Macro G OSS',
      description:
        'Un objetivo macro de formato completo con ampliación 1:1 y estabilización óptica. Igual de bueno para primeros planos de producto que para retratos.',
    },
    de: {
      name: 'Sony FE 90mm F2.8 Macro G OSS Makroobjektiv',
      description:
        'Ein Vollformat-Makroobjektiv mit Abbildungsmaßstab 1:1 und optischer Bildstabilisierung. Für Produkt-Nahaufnahmen ebenso gut wie für Porträts.',
    },
  },
  'Manfrotto 190 Aluminium 3-Section Tripod': {
    es: {
      name: 'Trípode Manfrotto 190 de aluminio de 3 secciones',
      description:
        'Un trípode de aluminio robusto con palancas Quick Power Lock y una columna central que gira a horizontal para tomas cenitales y macro. Se entrega sin rótula.',
    },
    de: {
      name: 'Manfrotto 190 Aluminium-Stativ mit 3 Segmenten',
      description:
        'Ein stabiles Aluminiumstativ mit Quick-Power-Lock-Hebeln und einer Mittelsäule, die sich für Aufsichten und Makroaufnahmen waagerecht schwenken lässt. Wird ohne Kopf geliefert.',
    },
  },
  'Gitzo Systematic Series 3 Carbon Tripod': {
    es: {
      name: 'Trípode de carbono Gitzo Systematic Serie 3',
      description:
        'Un trípode Systematic alto de fibra de carbono y cuatro secciones, con una plataforma plana en lugar de columna central para la máxima rigidez. Hecho para teleobjetivos pesados y largas exposiciones en las que cuenta cada detalle de estabilidad.',
    },
    de: {
      name: 'Gitzo Systematic Serie 3 Carbonstativ',
      description:
        'Ein hohes Systematic-Stativ aus Carbon mit vier Segmenten und flacher Kopfplatte statt Mittelsäule, für größtmögliche Steifigkeit. Gebaut für schwere Teleobjektive und Langzeitbelichtungen, bei denen jedes bisschen Stabilität zählt.',
    },
  },
  'Peak Design Travel Tripod Carbon': {
    es: {
      name: 'Trípode de viaje Peak Design de carbono',
      description:
        'Un trípode de viaje de fibra de carbono que plegado ocupa más o menos el diámetro de una botella de agua. Su rótula de bola integrada y de perfil bajo se monta en segundos.',
    },
    de: {
      name: 'Peak Design Reisestativ Carbon',
      description:
        'Ein Reisestativ aus Carbon, das zusammengelegt etwa den Durchmesser einer Wasserflasche hat. Der integrierte, flache Kugelkopf ist in Sekunden aufgebaut.',
    },
  },
  'Manfrotto 504X Fluid Head with 645 Fast Twin Carbon Legs': {
    es: {
      name: 'Rótula fluida Manfrotto 504X con patas de carbono 645 Fast Twin',
      description:
        'Un kit de vídeo que combina la rótula fluida 504X, con contrapeso y fricción fluida ajustables para cargas de hasta 12 kg, con las patas dobles de fibra de carbono 645 Fast. Los bloqueos rápidos de una sola palanca agilizan el montaje en exteriores.',
    },
    de: {
      name: 'Manfrotto 504X Fluidkopf mit 645 Fast Twin Carbon-Beinen',
      description:
        'Ein Videoset aus dem Fluidkopf 504X, mit einstellbarem Gegengewicht und Fluiddämpfung für bis zu 12 kg, und den Doppelrohr-Carbonbeinen 645 Fast. Schnelle Einhebel-Beinverschlüsse beschleunigen den Aufbau am Drehort.',
    },
  },
  'DJI RS 4': {
    es: {
      name: 'Gimbal DJI RS 4',
      description:
        'Un gimbal de mano de tres ejes para cámaras sin espejo, con una carga probada de 3 kg. La grabación vertical nativa de segunda generación y los bloqueos automáticos de ejes ahorran tiempo entre montajes.',
    },
    de: {
      name: 'DJI RS 4 Gimbal',
      description:
        'Ein Drei-Achsen-Handgimbal für spiegellose Kameras mit getesteter Traglast von 3 kg. Natives Hochformat der zweiten Generation und automatische Achsverriegelungen sparen Zeit zwischen den Aufbauten.',
    },
  },
  'DJI RS 4 Pro': {
    es: {
      name: 'Gimbal DJI RS 4 Pro',
      description:
        'El gimbal de fibra de carbono de DJI para combinaciones de cámara y objetivo más grandes, con una carga probada de 4,5 kg. Es compatible con el DJI LiDAR Range Finder para enfocar automáticamente con objetivos de enfoque manual.',
    },
    de: {
      name: 'DJI RS 4 Pro Gimbal',
      description:
        'DJIs Gimbal aus Carbon für größere Kamera-Objektiv-Kombinationen, mit getesteter Traglast von 4,5 kg. Unterstützt den DJI LiDAR Range Finder für Autofokus mit manuellen Objektiven.',
    },
  },
  'DJI RS 3 Mini': {
    es: {
      name: 'Gimbal DJI RS 3 Mini',
      description:
        'Un gimbal de tres ejes de 795 g que carga hasta 2 kg, ideal para equipos sin espejo compactos. Grabación vertical nativa y control del disparador por Bluetooth.',
    },
    de: {
      name: 'DJI RS 3 Mini Gimbal',
      description:
        'Ein Drei-Achsen-Gimbal mit 795 g, der bis zu 2 kg trägt, ideal für kompakte spiegellose Setups. Natives Hochformat und Auslösersteuerung per Bluetooth.',
    },
  },
  'Aputure Nova P300c': {
    es: {
      name: 'Panel LED Aputure Nova P300c',
      description:
        'Un panel LED RGBWW potente con temperatura de color ajustable, modos a todo color y efectos de luz integrados. Se controla desde el propio foco o de forma inalámbrica con la app Sidus Link.',
    },
    de: {
      name: 'Aputure Nova P300c LED-Panel',
      description:
        'Ein helles RGBWW-LED-Panel mit einstellbarer Farbtemperatur, Vollfarbmodi und eingebauten Lichteffekten. Bedienung am Gerät oder drahtlos über die App Sidus Link.',
    },
  },
  'Aputure Amaran F22c': {
    es: {
      name: 'Manta LED Aputure Amaran F22c',
      description:
        'Una manta LED RGBWW flexible de 2 x 2 pies que se enrolla para el transporte. Luz suave y uniforme para entrevistas y espacios reducidos, ajustable en temperatura de color y a todo color.',
    },
    de: {
      name: 'Aputure Amaran F22c LED-Matte',
      description:
        'Eine flexible RGBWW-LED-Matte mit 2 x 2 Fuß, die sich für den Transport aufrollen lässt. Weiches, gleichmäßiges Licht für Interviews und enge Drehorte, einstellbar in Farbtemperatur und Vollfarbe.',
    },
  },
  'Nanlite PavoTube II 30C': {
    es: {
      name: 'Tubo LED Nanlite PavoTube II 30C',
      description:
        'Un tubo LED RGBWW de 4 pies con batería integrada, para luces prácticas, contraluces y acentos de color. Los efectos controlados por píxel se manejan desde el tubo o desde la app.',
    },
    de: {
      name: 'Nanlite PavoTube II 30C LED-Röhre',
      description:
        'Eine RGBWW-LED-Röhre mit 4 Fuß Länge und eingebautem Akku, für Practicals, Gegenlicht und Farbakzente. Pixelgesteuerte Effekte lassen sich an der Röhre oder per App steuern.',
    },
  },
  'Aputure LS 600d Pro': {
    es: {
      name: 'Foco COB Aputure LS 600d Pro',
      description:
        'Un foco COB de luz de día de 600 W con montura Bowens y resistencia a la intemperie IP54. Lo bastante potente como para sustituir a HMI pequeños en rodaje.',
    },
    de: {
      name: 'Aputure LS 600d Pro COB-Scheinwerfer',
      description:
        'Ein 600-W-Tageslicht-COB-Scheinwerfer mit Bowens-Anschluss und Wetterschutz nach IP54. Hell genug, um am Set kleine HMIs zu ersetzen.',
    },
  },
  'Profoto B10X Plus': {
    es: {
      name: 'Flash Profoto B10X Plus',
      description:
        'Un flash de batería de 500 Ws poco más grande que un objetivo, con AirTTL y sincronización de alta velocidad. Su luz de modelado LED bicolor sirve también como luz continua para vídeo.',
    },
    de: {
      name: 'Profoto B10X Plus Blitz',
      description:
        'Ein Akkublitz mit 500 Ws, kaum größer als ein Objektiv, mit AirTTL und Kurzzeitsynchronisation. Das zweifarbige LED-Einstelllicht dient auch als Dauerlicht für Video.',
    },
  },
  'Profoto D2 500 AirTTL': {
    es: {
      name: 'Flash de estudio Profoto D2 500 AirTTL',
      description:
        'Un flash de estudio monobloque de 500 Ws conocido por sus destellos muy cortos, que congelan el movimiento. AirTTL y sincronización de alta velocidad con los mandos inalámbricos de Profoto.',
    },
    de: {
      name: 'Profoto D2 500 AirTTL Studioblitz',
      description:
        'Ein Kompakt-Studioblitz mit 500 Ws, bekannt für sehr kurze Abbrennzeiten, die Bewegung einfrieren. AirTTL und Kurzzeitsynchronisation mit Profotos Funkauslösern.',
    },
  },
  'Godox AD600Pro': {
    es: {
      name: 'Flash Godox AD600Pro',
      description:
        'Un flash de batería de 600 Ws con TTL y sincronización de alta velocidad para retratos en exteriores. Su sistema inalámbrico integrado Godox X de 2,4 GHz funciona con disparadores Godox para la mayoría de las marcas de cámaras.',
    },
    de: {
      name: 'Godox AD600Pro Blitz',
      description:
        'Ein Akkublitz mit 600 Ws, TTL und Kurzzeitsynchronisation für Porträts vor Ort. Das eingebaute Funksystem Godox X mit 2,4 GHz arbeitet mit Godox-Auslösern für die meisten Kameramarken.',
    },
  },
  'Aputure Light Dome II': {
    es: {
      name: 'Softbox Aputure Light Dome II',
      description:
        'Una softbox parabólica de 90 cm con montura Bowens para focos COB como el LS 600d Pro. Incluye dos capas de difusión y una rejilla de tela para una luz suave y controlable.',
    },
    de: {
      name: 'Aputure Light Dome II Softbox',
      description:
        'Eine parabolische Softbox mit 90 cm und Bowens-Anschluss für COB-Scheinwerfer wie den LS 600d Pro. Mit zwei Diffusorlagen und einem Stoffgrid für weiches, kontrollierbares Licht.',
    },
  },
  "Profoto OCF Softbox 2' Octa": {
    es: {
      name: "Softbox octogonal Profoto OCF 2'",
      description:
        'Una softbox octogonal ligera de 60 cm para los flashes de cámara externos de Profoto, como el B10X Plus. Se pliega en plano, así que es ideal para retratos en exteriores.',
    },
    de: {
      name: "Profoto OCF Octa-Softbox 2'",
      description:
        'Eine leichte achteckige Softbox mit 60 cm für Profotos Aufsteckblitze wie den B10X Plus. Sie lässt sich flach zusammenlegen und ist damit ideal für Porträts unterwegs.',
    },
  },
  'Godox P120L Parabolic Softbox': {
    es: {
      name: 'Softbox parabólica Godox P120L',
      description:
        'Una softbox parabólica profunda de 120 cm con montura Bowens para flashes y focos COB. Da una luz amplia y envolvente para retratos de cuerpo entero y moda.',
    },
    de: {
      name: 'Godox P120L Parabol-Softbox',
      description:
        'Eine tiefe Parabol-Softbox mit 120 cm und Bowens-Anschluss für Blitze und COB-Scheinwerfer. Gibt breites, umhüllendes Licht für Ganzkörperporträts und Mode.',
    },
  },
  'Rode NTG5': {
    es: {
      name: 'Micrófono de cañón Rode NTG5',
      description:
        'Un micrófono de cañón ligero de calidad broadcast que pesa solo 76 g, ideal en una pértiga. Su diseño de polarización RF ofrece poco ruido y resistencia a la humedad.',
    },
    de: {
      name: 'Rode NTG5 Richtmikrofon',
      description:
        'Ein leichtes Richtmikrofon in Broadcast-Qualität mit nur 76 g, ideal an der Tonangel. Die HF-Schaltung sorgt für geringes Rauschen und Unempfindlichkeit gegen Feuchtigkeit.',
    },
  },
  'Sennheiser MKE 600': {
    es: {
      name: 'Micrófono de cañón Sennheiser MKE 600',
      description:
        'Un micrófono de cañón direccional para cámara y pértiga, alimentado por phantom o con una pila AA. Un filtro de graves conmutable reduce el ruido del viento y de manipulación.',
    },
    de: {
      name: 'Sennheiser MKE 600 Richtmikrofon',
      description:
        'Ein Richtmikrofon für Kamera und Tonangel, gespeist über Phantomspeisung oder eine AA-Batterie. Ein zuschaltbarer Trittschallfilter verringert Wind- und Griffgeräusche.',
    },
  },
  'Rode Wireless PRO': {
    es: {
      name: 'Micrófonos inalámbricos Rode Wireless PRO',
      description:
        'Un kit de micrófonos inalámbricos para dos personas con grabación interna en 32 bits flotante en cada transmisor y código de tiempo. Incluye un estuche de carga para jornadas largas de rodaje.',
    },
    de: {
      name: 'Rode Wireless PRO Funkmikrofone',
      description:
        'Ein Funkmikrofon-Set für zwei Personen mit interner 32-Bit-Float-Aufnahme in jedem Sender und Timecode. Mit Ladeetui für lange Drehtage.',
    },
  },
  'Rode VideoMic NTG': {
    es: {
      name: 'Micrófono de cámara Rode VideoMic NTG',
      description:
        'Un micrófono de cañón para cámara con batería recargable y salida con detección automática. También sirve como micrófono USB-C para ordenadores y móviles.',
    },
    de: {
      name: 'Rode VideoMic NTG Kameramikrofon',
      description:
        'Ein Aufsteck-Richtmikrofon mit Akku und automatisch erkennendem Ausgang. Dient auch als USB-C-Mikrofon für Computer und Smartphones.',
    },
  },
  'SanDisk Extreme PRO SDXC 128GB': {
    es: {
      name: 'Tarjeta SanDisk Extreme PRO SDXC de 128 GB',
      description:
        'Una tarjeta SD UHS-I de 128 GB con clase V30 para vídeo 4K y velocidades de lectura de hasta 200 MB/s con lectores compatibles. Una tarjeta fiable para el día a día con la mayoría de las cámaras.',
    },
    de: {
      name: 'SanDisk Extreme PRO SDXC Speicherkarte 128 GB',
      description:
        'Eine UHS-I-SD-Karte mit 128 GB und V30 für 4K-Video, mit bis zu 200 MB/s Lesegeschwindigkeit in kompatiblen Lesegeräten. Eine zuverlässige Alltagskarte für die meisten Kameras.',
    },
  },
  'SanDisk Extreme PRO CFexpress Type B 256GB': {
    es: {
      name: 'Tarjeta SanDisk Extreme PRO CFexpress tipo B de 256 GB',
      description:
        'Una tarjeta CFexpress tipo B de 256 GB para cámaras con ranura tipo B, como la Canon EOS R5 y la Nikon Z8. Lo bastante rápida para vídeo 8K RAW y ráfagas largas.',
    },
    de: {
      name: 'SanDisk Extreme PRO CFexpress Typ B Speicherkarte 256 GB',
      description:
        'Eine CFexpress-Typ-B-Karte mit 256 GB für Kameras mit Typ-B-Fach wie die Canon EOS R5 und die Nikon Z8. Schnell genug für 8K-RAW-Video und lange Serien.',
    },
  },
  'Sony CFexpress Type A TOUGH 160GB': {
    es: {
      name: 'Tarjeta Sony CFexpress tipo A TOUGH de 160 GB',
      description:
        'Una tarjeta CFexpress tipo A de 160 GB para cuerpos Sony como la Alpha 7S III, la Alpha 7 IV y la FX3. Construcción TOUGH para rodajes exigentes.',
    },
    de: {
      name: 'Sony CFexpress Typ A TOUGH Speicherkarte 160 GB',
      description:
        'Eine CFexpress-Typ-A-Karte mit 160 GB für Sony-Kameras wie die Alpha 7S III, die Alpha 7 IV und die FX3. Robuste TOUGH-Bauweise für anspruchsvolle Drehs.',
    },
  },
  'Sony NP-FZ100 Battery': {
    es: {
      name: 'Batería Sony NP-FZ100',
      description:
        'Una batería recargable de 7,2 V y 2280 mAh para cuerpos Sony Alpha como la Alpha 7 IV y la Alpha 7S III, y para la FX3. Lleva una de repuesto para los días largos de eventos.',
    },
    de: {
      name: 'Sony NP-FZ100 Akku',
      description:
        'Ein Akku mit 7,2 V und 2280 mAh für Sony-Alpha-Kameras wie die Alpha 7 IV und die Alpha 7S III sowie die FX3. Nimm einen zweiten für lange Event-Tage mit.',
    },
  },
  'Canon LP-E6NH Battery': {
    es: {
      name: 'Batería Canon LP-E6NH',
      description:
        'Una batería recargable de 2130 mAh para la Canon EOS R5, la EOS 5D Mark IV, la EOS 90D y otros cuerpos EOS. Lleva una de repuesto para los días largos de eventos.',
    },
    de: {
      name: 'Canon LP-E6NH Akku',
      description:
        'Ein Akku mit 2130 mAh für die Canon EOS R5, die EOS 5D Mark IV, die EOS 90D und andere EOS-Kameras. Nimm einen zweiten für lange Event-Tage mit.',
    },
  },
  'Atomos Ninja V+': {
    es: {
      name: 'Monitor grabador Atomos Ninja V+',
      description:
        'Un monitor grabador HDR de 5,2 pulgadas y 1000 nits que graba ProRes RAW hasta 8K 30p desde cámaras compatibles. También graba ProRes y DNxHR en unidades AtomX SSDmini.',
    },
    de: {
      name: 'Atomos Ninja V+ Monitor-Rekorder',
      description:
        'Ein HDR-Monitor-Rekorder mit 5,2 Zoll und 1000 Nits, der ProRes RAW bis 8K 30p von unterstützten Kameras aufnimmt. Nimmt auch ProRes und DNxHR auf AtomX-SSDmini-Laufwerke auf.',
    },
  },
  'Atomos Shinobi 7': {
    es: {
      name: 'Monitor Atomos Shinobi 7',
      description:
        'Un monitor HDR luminoso de 7 pulgadas y 2200 nits con entradas HDMI y SDI. Forma de onda, falso color y LUT para controlar exposición y enfoque en rodaje.',
    },
    de: {
      name: 'Atomos Shinobi 7 Monitor',
      description:
        'Ein heller HDR-Monitor mit 7 Zoll, 2200 Nits und HDMI- sowie SDI-Eingängen. Waveform, Falschfarben und LUTs für Belichtung und Schärfe am Set.',
    },
  },
  'SmallHD Indie 7': {
    es: {
      name: 'Monitor SmallHD Indie 7',
      description:
        'Un monitor de cámara táctil de 7 pulgadas y 1920 x 1200 con SDI y HDMI. PageOS de SmallHD ofrece forma de onda, falso color, ayuda al enfoque y LUT personalizadas.',
    },
    de: {
      name: 'SmallHD Indie 7 Monitor',
      description:
        'Ein Kamera-Touchscreen-Monitor mit 7 Zoll und 1920 x 1200, mit SDI und HDMI. SmallHDs PageOS bietet Waveform, Falschfarben, Fokushilfe und eigene LUTs.',
    },
  },
  'Peak Design Everyday Backpack 20L': {
    es: {
      name: 'Mochila Peak Design Everyday Backpack 20L',
      description:
        'Una mochila de 20 litros para la cámara y el día a día, con acceso lateral y separadores FlexFold. El cierre MagLatch y la funda para portátil la hacen ideal para un equipo sin espejo y un portátil.',
    },
    de: {
      name: 'Peak Design Everyday Backpack 20L Rucksack',
      description:
        'Ein 20-Liter-Rucksack für Kamera und Alltag, mit seitlichem Zugriff und FlexFold-Trennwänden. Der MagLatch-Verschluss und das Laptopfach machen ihn passend für eine spiegellose Ausrüstung samt Laptop.',
    },
  },
  'Think Tank Airport Security V3.0': {
    es: {
      name: 'Maleta con ruedas Think Tank Airport Security V3.0',
      description:
        'Una maleta con ruedas para equipos grandes y teleobjetivos largos, con separadores configurables. Un candado de combinación y un cable de seguridad protegen el equipo durante el viaje.',
    },
    de: {
      name: 'Think Tank Airport Security V3.0 Rollkoffer',
      description:
        'Ein Kamera-Rollkoffer für große Ausrüstungen und lange Teleobjektive, mit anpassbaren Trennwänden. Ein Zahlenschloss und ein Sicherungskabel schützen die Ausrüstung auf Reisen.',
    },
  },
  'Lowepro ProTactic BP 450 AW II': {
    es: {
      name: 'Mochila Lowepro ProTactic BP 450 AW II',
      description:
        'Una mochila modular para cámara con acceso por la espalda, por arriba y por ambos lados. Lleva cuerpos, objetivos y un portátil, con funda impermeable All Weather AW integrada.',
    },
    de: {
      name: 'Lowepro ProTactic BP 450 AW II Rucksack',
      description:
        'Ein modularer Kamerarucksack mit Zugriff von hinten, oben und beiden Seiten. Fasst Kameras, Objektive und einen Laptop, mit integriertem Allwetterschutz All Weather AW Cover.',
    },
  },
};

/** The demo kits' Spanish and German texts (catalog-data.ts demoKits). */
export const kitTranslations: Record<string, DemoTranslations> = {
  'Sony FX3 Cinema Kit': {
    es: {
      name: 'Kit de cine Sony FX3',
      description:
        'Un día de rodaje en una sola maleta: la Sony FX3 con su empuñadura XLR, el zoom FE 24-70mm F2.8 GM II, un Atomos Ninja V+ para monitorizar y grabar ProRes RAW por HDMI, dos baterías NP-FZ100 y una tarjeta CFexpress tipo A de 160 GB.',
    },
    de: {
      name: 'Sony FX3 Cinema-Kit',
      description:
        'Ein Drehtag in einem Koffer: die Sony FX3 mit ihrem XLR-Handgriff, das Zoom FE 24-70mm F2.8 GM II, ein Atomos Ninja V+ zum Monitoring und für ProRes RAW über HDMI, zwei NP-FZ100 Akkus und eine CFexpress-Typ-A-Karte mit 160 GB.',
    },
  },
  'Aputure LS 600d Key Light Kit': {
    es: {
      name: 'Kit de luz principal Aputure LS 600d',
      description:
        'Una luz principal suave y potente para entrevistas y bodegones: el foco COB de luz de día Aputure LS 600d Pro con la softbox parabólica Light Dome II de 90 cm, sus difusores y su rejilla.',
    },
    de: {
      name: 'Aputure LS 600d Führungslicht-Kit',
      description:
        'Ein weiches, helles Führungslicht für Interviews und Produktaufnahmen: der Tageslicht-COB-Scheinwerfer Aputure LS 600d Pro mit der parabolischen Softbox Light Dome II (90 cm), ihren Diffusoren und dem Grid.',
    },
  },
};
