var l="search-early";function r(e){e?.querySelector(`.${l}`)?.replaceChildren()}export{l as a,r as b};
