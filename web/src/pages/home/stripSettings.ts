/**
 * The example strip exactly as spec section 9 gives it: 7 images, 3 visible, 10 px apart, moving on its
 * own continuously (speed 3000 ms, autoplay delay 0, not stopped by a click or a drag), looping. With
 * reduced motion it stands still and can be dragged.
 */
export const STRIP = {
  slidesPerView: 3,
  spaceBetween: 10,
  speed: 3000,
  autoplay: { delay: 0, disableOnInteraction: false },
  loop: true,
} as const;
