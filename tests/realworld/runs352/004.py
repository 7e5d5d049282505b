"""Small CNN on synthetic 'blob position' images, tf.data input pipeline."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(1)
rng = np.random.default_rng(1)

def make_split(n):
    x = rng.normal(0, 0.3, size=(n, 24, 24, 1)).astype("float32")
    y = rng.integers(0, 4, size=(n,))
    for i, c in enumerate(y):
        r0, c0 = (c // 2) * 12 + 3, (c % 2) * 12 + 3
        x[i, r0:r0 + 6, c0:c0 + 6, 0] += 1.0
    return x, y.astype("int32")

x_train, y_train = make_split(3000)
x_val, y_val = make_split(600)

train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train))
            .shuffle(3000, seed=1).batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(128)

model = keras.Sequential([
    keras.Input(shape=(24, 24, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dropout(0.2),
    layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"val loss {loss:.4f}  val accuracy {acc:.4f}")
