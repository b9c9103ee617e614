/*
 * Offline stand-in for https://apis.google.com/js/api.js, served to Chromium by the browser
 * tests. The Firebase Auth SDK (parent page) and the Auth emulator's iframe (child) both load
 * gapi and talk through `gapi.iframes`; this implements the part of that API they use (load,
 * getContext().open / getParentIframe, register, send, ping, restyle) over window.postMessage.
 * Both ends run this same script, so the message format only has to agree with itself.
 */
(function () {
  var TAG = '__gapiStandIn';
  var FILTER = function () {
    return true;
  };
  var nextId = 1;

  function Channel(target, origin) {
    this.target = target;
    this.origin = origin;
    this.handlers = {};
    this.queued = {};
    this.pending = {};
  }
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < waiting.length; i++) this.answer(waiting[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = nextId++;
    this.pending[id] = callback || function () {};
    this.target.postMessage({ tag: TAG, kind: 'request', id: id, type: type, data: data }, '*');
  };
  Channel.prototype.answer = function (message) {
    var handler = this.handlers[message.type];
    if (!handler) {
      (this.queued[message.type] = this.queued[message.type] || []).push(message);
      return;
    }
    var self = this;
    Promise.resolve(handler(message.data)).then(function (result) {
      self.target.postMessage({ tag: TAG, kind: 'response', id: message.id, responses: [result] }, '*');
    });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'request') return this.answer(message);
    var callback = this.pending[message.id];
    delete this.pending[message.id];
    if (callback) callback(message.responses);
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  // The child frame may still be loading: ping until its stand-in answers.
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var answered = false;
      var timer = setInterval(send, 100);
      function send() {
        self.send('__ping', {}, function () {
          if (answered) return;
          answered = true;
          clearInterval(timer);
          if (callback) callback();
          resolve();
        });
      }
      send();
    });
  };

  var channels = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) return channels[i].receive(message);
    }
  });

  var parentChannel = null;
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) {
        frame.style[key] = attributes.style[key];
      });
      frame.setAttribute('aria-hidden', 'true');
      frame.setAttribute('tabindex', '-1');
      (options.where || document.body).appendChild(frame);
      var channel = new Channel(frame.contentWindow, '*');
      channels.push(channel);
      return onOpen(channel);
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(window.parent, '*');
        channels.push(parentChannel);
        parentChannel.register('__ping', function () {
          return { status: 'ACK' };
        });
      }
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: Channel,
    getContext: function () {
      return context;
    },
  };
  window.gapi.load = function (_name, options) {
    setTimeout(function () {
      (typeof options === 'function' ? options : options.callback)();
    }, 0);
  };
  // A child frame must answer pings as soon as it has loaded.
  if (window.parent !== window) context.getParentIframe();

  var script = document.currentScript;
  var onload = script && /[?&]onload=([\w$]+)/.exec(script.src);
  setTimeout(function () {
    if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
