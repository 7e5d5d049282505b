# Small CNN on synthetic 32x32 RGB images with a tf.data pipeline, checkpointing the best
# model to .keras and resuming evaluation from it.
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

os.makedirs("/home/user/project/005", exist_ok=True)
rng = np.random.default_rng(5)
n, n_cls = 2400, 3
y = rng.integers(0, n_cls, size=n)
x = rng.integers(0, 256, size=(n, 32, 32, 3)).astype("uint8")
for c in range(n_cls):
    x[y == c, :, :, c] = np.clip(x[y == c, :, :, c].astype(int) + 80, 0, 255)

def prep(img, label):
    return tf.cast(img, tf.float32) / 255.0, label

train = tf.data.Dataset.from_tensor_slices((x[:2000], y[:2000])).shuffle(2000, seed=0) \
    .map(prep, num_parallel_calls=tf.data.AUTOTUNE).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((x[2000:], y[2000:])).map(prep).batch(64)

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(n_cls, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
ckpt = "/home/user/project/005/best.keras"
model.fit(train, validation_data=val, epochs=3, verbose=2,
          callbacks=[keras.callbacks.ModelCheckpoint(ckpt, monitor="val_accuracy", save_best_only=True, verbose=1)])
restored = keras.models.load_model(ckpt)
print("restored model eval:", dict(zip(restored.metrics_names, restored.evaluate(val, verbose=0))))
