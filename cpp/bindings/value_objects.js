// How embind converts value_objects, replaced for the package (linked with --js-library, which
// overrides the library function of the same name). Emscripten 3.1.6's own version lists a
// value_object's fields with `for ... in` over a plain object, so that an enumerable property
// added to Object.prototype (by any script on the page) is taken for a field, and every call
// returning a value_object fails with a TypeError; and it builds results by assignment, which a
// setter on Object.prototype would intercept. Here the fields are an array, and a field whose name
// Object.prototype has is defined on the result as its own property.
mergeInto(LibraryManager.library, {
  // Embind's builtin bindings register std::wstring (and u16string, u32string) whatever a module
  // binds, and their registration pulls the UTF-16 and UTF-32 codecs into the glue (about 1 KB
  // gzipped of the download budget). goscore binds no wide string: the registration is a no-op, so
  // a binding that used one would fail at load, in the tests, with an unbound type.
  _embind_register_std_wstring: function () {},
  _embind_finalize_value_object__deps: ['$structRegistrations', '$simpleReadValueFromPointer', '$whenDependentTypesAreResolved'],
  _embind_finalize_value_object: function (structType) {
    const reg = structRegistrations[structType];
    delete structRegistrations[structType];
    const records = reg.fields;
    const n = records.length;
    const types = [...records.map((f) => f.getterReturnType), ...records.map((f) => f.setterArgumentType)];
    // Results are plain objects made by a constructor of their own, so that V8 keeps them in one
    // fast layout (an object literal grown by 20 computed assignments falls back to a dictionary).
    const typedArrays = new Map([Int8Array, Uint8Array, Int32Array, Float32Array].map((T) => [T.prototype, T]));
    const typedArrayBuffer = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'buffer').get;
    const isView = ArrayBuffer.isView;
    const getPrototypeOf = Object.getPrototypeOf;
    function Result() {}
    Result.prototype = Object.prototype;
    const defineProperty = Object.defineProperty;
    whenDependentTypesAreResolved([structType], types, function (resolved) {
      return [
        {
          name: reg.name,
          fromWireType: function (ptr) {
            const result = new Result();
            for (let i = 0; i < n; i++) {
              const f = records[i];
              let value = resolved[i]['fromWireType'](f.getter(f.getterContext, ptr));
              // A memory view (bindings.h Array) is copied into a typed array of its own, once,
              // before the struct it views is destroyed below.
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
