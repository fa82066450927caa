/**
 * The article page's only script (decision 039), inlined by the server: a few hundred bytes
 * instead of the framework. It finds its share box through `document.currentScript`, then
 * - shows "Salin tautan", which copies the address and says so in the SPEC's toast ("🔗 Tautan
 *   Disalin", cloned from the box's template into the page's notification region, whose live
 *   region announces it); where the clipboard is blocked (in-app browsers) it shows the address
 *   field selected, with how to copy it by hand;
 * - shows "Bagikan ke aplikasi lain" where the phone has a share sheet (closing it is no error);
 * - counts each copy and share at /artikel/{id}/bagikan and puts the new count on the page.
 * Without JavaScript the box shows the share forms and the address field, which is all it needs.
 */
export const SHARE_SCRIPT = `(()=>{const b=document.currentScript.parentElement,d=b.dataset,q=n=>b.querySelector("[data-"+n+"]"),f=q("address"),i=f.querySelector("input"),k=q("copied"),s=q("sheet"),c=q("copy"),
n=p=>fetch(d.action,{method:"POST",body:new URLSearchParams({platform:p,js:1}),headers:{Accept:"application/json"}}).then(r=>r.ok&&r.json()).then(j=>{const e=document.querySelector("[data-share-count]");if(e&&j&&j.shares!=null)e.textContent=j.shares}).catch(()=>0),
y=async()=>{try{await navigator.clipboard.writeText(d.url)}catch(e){f.hidden=0;q("info").hidden=0;i.focus();i.select();return}f.hidden=1;t();n("copy")},
t=()=>{const o=document.querySelector("[data-toaster] ol");o&&o.replaceChildren(k.content.cloneNode(1))};
f.hidden=1;c.hidden=0;c.onclick=y;
if(navigator.share){s.hidden=0;s.onclick=async()=>{try{await navigator.share({title:d.title,url:d.url})}catch(e){e.name!="AbortError"&&y();return}n("native")}}})()`;
