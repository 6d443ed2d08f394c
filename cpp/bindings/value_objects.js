// How embind converts value_objects, replaced for the package (linked with --js-library, which
// overrides the library function of the same name). Emscripten 3.1.6's own version lists a
// value_object's fields with `for ... in` over a plain object, so that an enumerable property
// added to Object.prototype (by any script on the page) is taken for a field, and every call
// returning a value_object fails with a TypeError; and it builds results by assignment, which a
// setter on Object.prototype would intercept. Here the fields are an array, and each result field
// is defined on the result as its own property.
mergeInto(LibraryManager.library, {
  _embind_finalize_value_object__deps: ['$structRegistrations', '$runDestructors', '$simpleReadValueFromPointer', '$whenDependentTypesAreResolved'],
  _embind_finalize_value_object: function (structType) {
    const reg = structRegistrations[structType];
    delete structRegistrations[structType];
    const records = reg.fields;
    const n = records.length;
    const types = [];
    for (let i = 0; i < n; i++) types[i] = records[i].getterReturnType;
    for (let i = 0; i < n; i++) types[n + i] = records[i].setterArgumentType;
    const defineProperty = Object.defineProperty;
    const hasOwn = Object.prototype.hasOwnProperty;
    whenDependentTypesAreResolved([structType], types, function (resolved) {
      return [
        {
          name: reg.name,
          fromWireType: function (ptr) {
            const result = {};
            for (let i = 0; i < n; i++) {
              const f = records[i];
              const value = resolved[i]['fromWireType'](f.getter(f.getterContext, ptr));
              defineProperty(result, f.fieldName, { value, writable: true, enumerable: true, configurable: true });
            }
            reg.rawDestructor(ptr);
            return result;
          },
          toWireType: function (destructors, o) {
            const ptr = reg.rawConstructor();
            for (let i = 0; i < n; i++) {
              const f = records[i];
              if (!hasOwn.call(o, f.fieldName)) throw new TypeError('Missing field: "' + f.fieldName + '"');
              const fieldDestructors = [];
              f.setter(f.setterContext, ptr, resolved[n + i]['toWireType'](fieldDestructors, o[f.fieldName]));
              runDestructors(fieldDestructors);
            }
            if (destructors !== null) destructors.push(reg.rawDestructor, ptr);
            return ptr;
          },
          argPackAdvance: 8,
          readValueFromPointer: simpleReadValueFromPointer,
          destructorFunction: reg.rawDestructor,
        },
      ];
    });
  },
});
