"""Fashion-style image classifier on a pre-extracted feature set. Data loading was rewritten
from a PyTorch Dataset (separate feature/label arrays) into tf.data, with shuffling done per
component to "keep the pipeline simple"; trained with Keras fit."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(8)
rng = np.random.default_rng(8)

N, D, C = 12000, 64, 10
protos = rng.normal(scale=1.5, size=(C, D)).astype("float32")
labels = rng.integers(0, C, size=N).astype("int32")
feats = protos[labels] + rng.normal(size=(N, D)).astype("float32")
split = 10000

x_ds = tf.data.Dataset.from_tensor_slices(feats[:split]).shuffle(split)
y_ds = tf.data.Dataset.from_tensor_slices(labels[:split]).shuffle(split)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(128).prefetch(tf.data.AUTOTUNE)

val_x = tf.data.Dataset.from_tensor_slices(feats[split:]).shuffle(N - split)
val_y = tf.data.Dataset.from_tensor_slices(labels[split:]).shuffle(N - split)
val_ds = tf.data.Dataset.zip((val_x, val_y)).batch(256)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dropout(0.2),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(C, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final val loss {loss:.4f} acc {acc:.4f}")
