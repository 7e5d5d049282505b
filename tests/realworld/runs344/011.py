# Baseline: MLP classifier with model.fit, validation split and early stopping
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(11)
C = 4
centers = rng.normal(scale=2.0, size=(C, 32)).astype("float32")
y = rng.integers(0, C, size=6000).astype("int64")
x = (centers[y] + rng.normal(size=(6000, 32))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)

model = keras.Sequential([keras.Input((32,)), keras.layers.Dense(128, activation="relu"),
                          keras.layers.Dropout(0.1), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(C)])
model.compile(keras.optimizers.AdamW(1e-3, weight_decay=1e-2),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(patience=2, restore_best_weights=True)])
loss, acc = model.evaluate(val, verbose=0)
print(f"final val loss {loss:.4f} val accuracy {acc:.4f}")
