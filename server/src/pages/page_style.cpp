#include "server/pages/page_style.h"

#include <QCryptographicHash>

namespace gbxx::registry {

const QString& pageStylesheet() {
    static const QString css = QStringLiteral(R"css(
:root{color-scheme:light dark;--bg:#f5f6f8;--card:#fff;--text:#1c2230;--muted:#5a6375;
--line:#d8dde6;--link:#1a5fc8;--thumb:#e9edf3;--note:#fff4d6;--note-line:#e8c766}
@media (prefers-color-scheme:dark){:root{--bg:#12161d;--card:#1a1f29;--text:#e4e8ef;
--muted:#9aa3b3;--line:#2d3544;--link:#7fb0ff;--thumb:#242b37;--note:#3a3220;--note-line:#7a6526}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);line-height:1.45;
font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif}
a{color:var(--link)}
code{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:.92em}
.site{max-width:64rem;margin:0 auto;padding:.8rem 1rem}
header.site{display:flex;align-items:baseline;gap:1rem;flex-wrap:wrap;border-bottom:1px solid var(--line)}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none;color:var(--text)}
.brand span{color:var(--muted);font-weight:400}
footer.site{color:var(--muted);font-size:.85rem;border-top:1px solid var(--line);margin-top:2rem}
main{max-width:64rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.2rem 0 .6rem;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:1.6rem 0 .6rem}
.muted{color:var(--muted)}
form.search{background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:.8rem}
.words{display:flex;gap:.5rem}
.words input{flex:1;min-width:0}
input,select,button{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);
border-radius:.4rem;padding:.4rem .5rem}
button{background:var(--link);border-color:var(--link);color:#fff;padding:.4rem 1rem;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0d1117}}
details{margin-top:.6rem}
summary{cursor:pointer;color:var(--muted)}
.filters{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.6rem;margin-top:.6rem}
.filters label{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted);gap:.2rem}
.filters input,.filters select{width:100%;color:var(--text)}
.problem{background:var(--note);border:1px solid var(--note-line);border-radius:.5rem;padding:.6rem .8rem}
.results{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.7rem;
grid-template-columns:repeat(auto-fill,minmax(19rem,1fr))}
.results li{display:flex;gap:.8rem;background:var(--card);border:1px solid var(--line);
border-radius:.6rem;padding:.6rem;min-width:0}
.results img{flex:none;width:96px;height:96px}
.results div{min-width:0}
.results a.title{font-weight:600;overflow-wrap:anywhere}
.results p{margin:.15rem 0;font-size:.9rem;overflow-wrap:anywhere}
img.thumb{background:var(--thumb);border-radius:.4rem}
.paging{display:flex;gap:1rem;justify-content:space-between;margin:1rem 0}
.board{display:grid;grid-template-columns:minmax(0,256px) minmax(0,1fr);gap:1.2rem;align-items:start}
.board img.thumb{width:100%;height:auto;max-width:256px}
@media (max-width:40rem){.board{grid-template-columns:minmax(0,1fr)}.board img.thumb{margin:0 auto;display:block}}
dl.facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.25rem 1rem;margin:0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;overflow-wrap:anywhere}
.fetch{background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:.7rem .9rem;
margin-top:1rem}
.fetch code{font-size:1.05rem}
.fetch p{margin:.3rem 0}
.table{overflow-x:auto;background:var(--card);border:1px solid var(--line);border-radius:.6rem}
table{border-collapse:collapse;width:100%;font-size:.92rem}
th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
tr:last-child td{border-bottom:0}
th{color:var(--muted);font-weight:600;white-space:nowrap}
td.nowrap{white-space:nowrap}
td.note{min-width:10rem;overflow-wrap:anywhere}
@media (max-width:40rem){.table table,.table tbody,.table tr,.table td{display:block}
.table thead{display:none}.table tr{border-bottom:1px solid var(--line);padding:.3rem 0}
.table tr:last-child{border-bottom:0}.table td{display:grid;grid-template-columns:6.5rem minmax(0,1fr);border:0;padding:.15rem .7rem}
.table td::before{content:attr(data-label);color:var(--muted)}}
)css");
    return css;
}

const QByteArray& pageStyleHashSource() {
    static const QByteArray source =
        "'sha256-" +
        QCryptographicHash::hash(pageStylesheet().toUtf8(), QCryptographicHash::Sha256).toBase64() +
        "'";
    return source;
}

} // namespace gbxx::registry
