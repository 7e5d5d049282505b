"""Mixed-precision Keras training, then export a serving SavedModel and check it against the
in-memory model (deployment handoff)."""
import os, shutil
import numpy as np
import tensorflow as tf
import keras

keras.mixed_precision.set_global_policy("mixed_float16")
EXPORT = "/home/user/project/export_012"
shutil.rmtree(EXPORT, ignore_errors=True)

rng = np.random.default_rng(12)
x = rng.normal(size=(2000, 30)).astype("float32")
y = (x[:, :5].sum(1) > 0).astype("float32")
ds = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(2000).batch(64).prefetch(2)

model = keras.Sequential([
    keras.Input((30,)),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.BatchNormalization(),
    keras.layers.Dense(32, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid", dtype="float32"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=4)

model.export(EXPORT)
reloaded = tf.saved_model.load(EXPORT)
serve = reloaded.signatures["serving_default"]
out = serve(tf.constant(x[:8]))
key = list(out.keys())[0]
diff = np.abs(out[key].numpy() - model.predict(x[:8], verbose=0)).max()
print(f"serving_default output '{key}' max|diff| vs in-memory model = {diff:.2e}")
