/**
 * The 'Stay Updated' form (SPEC 2.5) in the browser. The spec shows no call behind it, so submitting
 * thanks the visitor in place: the form goes, the status line under it says `data-done`. Its controls stay
 * disabled until this runs (without JavaScript the address would go nowhere useful).
 */
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-island="stay-updated"]')) {
  const status = form.dataset.status ? document.getElementById(form.dataset.status) : null;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.reset();
    if (status) {
      status.textContent = form.dataset.done ?? '';
      status.className = form.dataset.doneClass ?? '';
    }
    form.remove();
  });
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button')) {
    control.disabled = false;
  }
}
