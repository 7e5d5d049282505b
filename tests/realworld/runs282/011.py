"""Functional CNN with mixed precision, saved as .keras and reloaded for evaluation."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
print("policy:", keras.mixed_precision.global_policy().name)

rng = np.random.default_rng(10)
y = rng.integers(0, 4, size=2000)
X = rng.normal(size=(2000, 16, 16, 3)).astype("float32")
for c in range(4):
    X[y == c, :, :, c % 3] += 0.6 * (c + 1) / 4
train_ds = tf.data.Dataset.from_tensor_slices((X[:1600], y[:1600])).shuffle(1600).batch(64).prefetch(2)
val_ds = tf.data.Dataset.from_tensor_slices((X[1600:], y[1600:])).batch(200)

inp = keras.Input((16, 16, 3))
x = layers.Conv2D(16, 3, padding="same", activation="relu")(inp)
x = layers.BatchNormalization()(x)
x = layers.MaxPooling2D()(x)
x = layers.Conv2D(32, 3, padding="same", activation="relu")(x)
x = layers.GlobalAveragePooling2D()(x)
x = layers.Dense(4)(x)
out = layers.Activation("linear", dtype="float32")(x)
model = keras.Model(inp, out, name="small_cnn")
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2)
model.save("small_cnn.keras")

restored = keras.models.load_model("small_cnn.keras")
print("reloaded eval:", restored.evaluate(val_ds, verbose=0, return_dict=True))
