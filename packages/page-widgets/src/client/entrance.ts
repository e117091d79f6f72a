/** The entrance island: marks each animated element in (`ent-in`, which plays its CSS animation) the first time it enters the viewport. */
const io = new IntersectionObserver((entries) => {
  for (const e of entries) {
    if (!e.isIntersecting) continue;
    e.target.classList.add('ent-in');
    io.unobserve(e.target);
  }
});
for (const el of document.querySelectorAll('.ent')) io.observe(el);
