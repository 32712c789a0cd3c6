// extract.js PACKAGE_DIR PICTURES_DIR VERSION
//
// Reads the Iconify JSON of game-icons.net's set (PACKAGE_DIR/icons.json,
// info.json) and the manifests PICTURES_DIR/*.json (objects: item key ->
// icon name). Writes PICTURES_DIR/icons/<icon>.svg for every icon named, as
// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 W H">BODY</svg>\n,
// removes every other .svg there, and rewrites PICTURES_DIR/LICENSE.md from
// the set's licence facts. The output depends only on its inputs.
"use strict";
const fs = require("fs");
const path = require("path");

const [pkgDir, outDir, version] = process.argv.slice(2);
const set = JSON.parse(fs.readFileSync(path.join(pkgDir, "icons.json"), "utf8"));
const info = JSON.parse(fs.readFileSync(path.join(pkgDir, "info.json"), "utf8"));
const defW = set.width || 16;
const defH = set.height || 16;

function fail(msg) {
	console.error("pictures: " + msg);
	process.exit(1);
}

// resolve follows an alias to its icon (Iconify aliases only rename or
// transform; a transformed alias is refused rather than approximated).
function resolve(name) {
	if (set.icons[name]) return set.icons[name];
	const alias = (set.aliases || {})[name];
	if (!alias) return null;
	if (Object.keys(alias).some((k) => k !== "parent")) fail(`alias ${name} transforms its icon; name ${alias.parent} instead`);
	return resolve(alias.parent);
}

const manifests = fs.readdirSync(outDir).filter((f) => f.endsWith(".json")).sort();
if (manifests.length === 0) fail(`no manifest in ${outDir}`);
const used = new Map(); // icon -> first item naming it
for (const file of manifests) {
	const m = JSON.parse(fs.readFileSync(path.join(outDir, file), "utf8"));
	if (m === null || typeof m !== "object" || Array.isArray(m)) fail(`${file}: not an object`);
	for (const [key, name] of Object.entries(m)) {
		if (typeof name !== "string" || !/^[a-z0-9-]+$/.test(name)) fail(`${file}: ${key}: bad icon name ${JSON.stringify(name)}`);
		if (!resolve(name)) fail(`${file}: ${key}: no icon ${name} in the set`);
		if (!used.has(name)) used.set(name, `${file}:${key}`);
	}
}

const iconDir = path.join(outDir, "icons");
fs.mkdirSync(iconDir, { recursive: true });
for (const name of [...used.keys()].sort()) {
	const icon = resolve(name);
	const w = icon.width || defW;
	const h = icon.height || defH;
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${icon.body}</svg>\n`;
	const file = path.join(iconDir, name + ".svg");
	if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== svg) fs.writeFileSync(file, svg);
}
let removed = 0;
for (const f of fs.readdirSync(iconDir)) {
	if (f.endsWith(".svg") && !used.has(f.slice(0, -4))) {
		fs.unlinkSync(path.join(iconDir, f));
		removed++;
	}
}

const license = `# Pictures: licence

The pictures of 7 Wonders' cards, leaders, gods and wonders and of Dale of Merchants' cards in \`icons/\` are icons of
**${info.name}** (https://game-icons.net), by ${info.author.name} — the
game-icons.net authors: Lorc, Delapouite and the other contributors credited
on https://game-icons.net and in ${info.author.url}.

They are licensed under **${info.license.title}** (Creative Commons
Attribution 3.0 Unported, SPDX \`${info.license.spdx}\`):
${info.license.url} — https://creativecommons.org/licenses/by/3.0/

They were extracted unchanged (Iconify JSON body wrapped in an SVG root) from
the npm package \`@iconify-json/game-icons\` ${version} by
\`scripts/pictures.sh\`; Agora recolours them when it draws them.
The manifests (\`*.json\` here) say which item shows which icon.
`;
fs.writeFileSync(path.join(outDir, "LICENSE.md"), license);
console.log(`pictures: ${used.size} icons from ${manifests.length} manifest(s), ${removed} removed`);
