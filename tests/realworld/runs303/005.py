# Keras port of a small CNN image classifier (healthy reference run)
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)

def make_images(n, seed):
    r = np.random.default_rng(seed)
    protos = np.random.default_rng(123).normal(size=(10, 16, 16, 3)).astype("float32")
    y = r.integers(0, 10, size=n)
    x = protos[y] + 0.8 * r.normal(size=(n, 16, 16, 3)).astype("float32")
    return x, y

x_train, y_train = make_images(3000, 0)
x_val, y_val = make_images(600, 1)
train = (tf.data.Dataset.from_tensor_slices((x_train, y_train))
         .shuffle(3000, seed=0).batch(64).prefetch(tf.data.AUTOTUNE))
val = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(256)

model = keras.Sequential([
    keras.Input((16, 16, 3)),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.BatchNormalization(),
    layers.MaxPooling2D(),
    layers.Conv2D(64, 3, padding="same", activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dropout(0.2),
    layers.Dense(10),
])
model.summary()
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2,
          callbacks=[keras.callbacks.ReduceLROnPlateau(patience=2, factor=0.5)])
loss, acc = model.evaluate(val, verbose=0)
print(f"final val_loss={loss:.4f} val_acc={acc:.4f}")
