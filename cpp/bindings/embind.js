// Parts of embind replaced for the package (--js-library overrides the library function of the same
// name). 3.1.6's value_object conversion lists fields with `for ... in`, so that an enumerable
// property on Object.prototype (any script on the page may add one) is taken for a field and every
// call returning a value_object throws; and it assigns them, which a setter there intercepts. Here
// the fields are an array, and a field Object.prototype has is defined as the result's own property.
mergeInto(LibraryManager.library, {
  // Embind registers std::wstring (u16string, u32string) whatever a module binds, pulling the UTF-16
  // and UTF-32 codecs into the glue (about 1 KB gzipped). goscore binds no wide string: a no-op here,
  // so that a binding using one would fail at load, in the tests, with an unbound type.
  _embind_register_std_wstring: function () {},
  // A call's invoker without dynamic code (-sDYNAMIC_EXECUTION=0): 3.1.6's goes through `arguments`
  // and `apply` (90 ns a call without arguments; 30 here), the same steps in the same order.
  $craftInvokerFunction__deps: ['$throwBindingError', '$runDestructors'],
  $craftInvokerFunction: function (humanName, argTypes, classType, cppInvokerFunc, cppTargetFunc) {
    const method = argTypes[1] !== null && classType !== null;
    const params = argTypes.slice(method ? 1 : 2); // `this` first for a method
    const [n, returns] = [argTypes.length - 2, argTypes[0].name !== 'void'];
    const stack = argTypes.slice(1).some((t) => t !== null && t.destructorFunction === undefined);
    const count = (k) => k === n || throwBindingError(`function ${humanName} called with ${k} arguments, expected ${n} args!`);
    // Ints and doubles only (conversions that change nothing), as the hot ownershipOfSigns: fixed arity.
    if (!method && n <= 2 && [argTypes[0], ...params].every((t) => t.name === 'int' || t.name === 'double')) {
      return [function () { count(arguments.length); return cppInvokerFunc(cppTargetFunc); },
        function (a) { count(arguments.length); return cppInvokerFunc(cppTargetFunc, a); },
        function (a, b) { count(arguments.length); return cppInvokerFunc(cppTargetFunc, a, b); }][n];
    }
    return function (...args) {
      count(args.length);
      if (method) args.unshift(this);
      const destructors = stack ? [] : null;
      for (let i = 0; i < args.length; i++) args[i] = params[i].toWireType(destructors, args[i]);
      const rv = cppInvokerFunc(cppTargetFunc, ...args);
      if (stack) runDestructors(destructors);
      else for (let i = 0; i < args.length; i++) if (params[i].destructorFunction !== null) params[i].destructorFunction(args[i]);
      return returns ? argTypes[0].fromWireType(rv) : undefined;
    };
  },
  _embind_finalize_value_object__deps: ['$structRegistrations', '$simpleReadValueFromPointer', '$whenDependentTypesAreResolved'],
  _embind_finalize_value_object: function (structType) {
    const reg = structRegistrations[structType];
    delete structRegistrations[structType];
    const [records, n] = [reg.fields, reg.fields.length];
    const types = [...records.map((f) => f.getterReturnType), ...records.map((f) => f.setterArgumentType)];
    // Results are plain objects made by a constructor of their own, so that V8 keeps them in one
    // fast layout (an object literal grown by 20 computed assignments falls back to a dictionary).
    const typedArrays = new Map([Int8Array, Uint8Array, Int32Array, Float32Array].map((T) => [T.prototype, T]));
    const typedArrayBuffer = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'buffer').get;
    // Plain declarations: 3.1.6's JS optimizer drops an object pattern's as unused.
    const [isView, getPrototypeOf, defineProperty] = [ArrayBuffer.isView, Object.getPrototypeOf, Object.defineProperty];
    function Result() {}
    Result.prototype = Object.prototype;
    whenDependentTypesAreResolved([structType], types, function (resolved) {
      return [
        {
          name: reg.name,
          fromWireType: function (ptr) {
            const result = new Result();
            for (let i = 0; i < n; i++) {
              const f = records[i];
              let value = resolved[i]['fromWireType'](f.getter(f.getterContext, ptr));
              // A memory view (bindings.h Array): copied once, before the struct it views is destroyed.
              if (isView(value) && typedArrayBuffer.call(value) === HEAP8.buffer) value = new (typedArrays.get(getPrototypeOf(value)))(value);
              // A name Object.prototype has (whose setter an assignment would call) is defined.
              if (f.fieldName in result) defineProperty(result, f.fieldName, { value, writable: true, enumerable: true, configurable: true });
              else result[f.fieldName] = value;
            }
            reg.rawDestructor(ptr);
            return result;
          },
          // No binding takes a value_object (arguments are plain values): none is converted to C++.
          toWireType: null,
          argPackAdvance: 8,
          readValueFromPointer: simpleReadValueFromPointer,
          destructorFunction: reg.rawDestructor,
        },
      ];
    });
  },
});
