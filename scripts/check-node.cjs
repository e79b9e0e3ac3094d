// Run first by `npm start`, before anything is installed: refuses a Node.js older than the one
// package.json's `engines` names, in one line, rather than a crash deep in a dependency. Written
// in the oldest syntax (CommonJS, `var`, no arrows) so that any old Node can parse it and say so.
var fs = require('fs');
var path = require('path');

var engines = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).engines;
var wanted = /(\d+)\.(\d+)/.exec(engines.node);
var minimum = [Number(wanted[1]), Number(wanted[2])];
var running = process.versions.node.split('.').map(Number);

if (running[0] < minimum[0] || (running[0] === minimum[0] && running[1] < minimum[1])) {
  var reason =
    'The clinic portal needs Node.js ' + minimum.join('.') + ' or later; this is Node.js ' + process.versions.node;
  process.stderr.write(reason + ' (docs/deploy.md says how to install Node.js 22).\n');
  process.exit(1);
}
