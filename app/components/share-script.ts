/**
 * The article page's only script (decision 039), inlined by the server: a few hundred bytes
 * instead of the framework. It finds its share box through `document.currentScript`, then
 * - shows "Salin tautan", which copies the address; where the clipboard is blocked (in-app
 *   browsers) it shows the address field selected, with how to copy it by hand;
 * - shows "Bagikan ke aplikasi lain" where the phone has a share sheet (closing it is no error);
 * - counts each copy and share at /artikel/{id}/bagikan and puts the new count on the page.
 * Without JavaScript the box shows the share forms and the address field, which is all it needs.
 */
export const SHARE_SCRIPT = `(()=>{
const box=document.currentScript.parentElement,d=box.dataset,q=n=>box.querySelector("[data-"+n+"]");
const field=q("address"),input=field.querySelector("input"),copied=q("copied"),sheet=q("sheet"),copy=q("copy");
const count=p=>fetch(d.action,{method:"POST",body:new URLSearchParams({platform:p,js:"1"}),headers:{Accept:"application/json"}})
.then(r=>r.ok?r.json():null).then(j=>{const c=document.querySelector("[data-share-count]");if(c&&j&&j.shares!=null)c.textContent=j.shares}).catch(()=>{});
const copyLink=async()=>{try{await navigator.clipboard.writeText(d.url)}catch(e){copied.hidden=true;field.hidden=false;q("info").hidden=false;input.focus();input.select();return}
field.hidden=true;copied.hidden=false;count("copy")};
field.hidden=true;copy.hidden=false;copy.onclick=copyLink;
if(navigator.share){sheet.hidden=false;sheet.onclick=async()=>{try{await navigator.share({title:d.title,url:d.url})}catch(e){if(e.name!=="AbortError")copyLink();return}count("native")}}
})()`;
