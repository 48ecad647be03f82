import { useTranslation } from 'react-i18next';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { STRIP_IMAGES } from '../../media/manifest';
import { STRIP } from './stripSettings';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The strip itself (Swiper), loaded when the strip comes near the viewport. */
export default function StripSwiper() {
  const { t } = useTranslation('common');
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      className="strip__swiper"
      modules={[Autoplay]}
      slidesPerView={STRIP.slidesPerView}
      spaceBetween={STRIP.spaceBetween}
      speed={STRIP.speed}
      loop={STRIP.loop}
      autoplay={reducedMotion ? false : STRIP.autoplay}
      a11y={{ enabled: false }}
    >
      {STRIP_IMAGES.map((image) => (
        <SwiperSlide key={image.src}>
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={t(`media.${image.key}`)}
            loading="lazy"
            decoding="async"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
