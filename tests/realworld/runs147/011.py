"""Fashion-style image classifier with tf.data (features and labels built as two datasets)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(8)
num_classes = 5
protos = rng.random((num_classes, 28, 28)).astype("float32")
y = rng.integers(0, num_classes, size=3000)
x = np.clip(protos[y] + 0.3 * rng.normal(size=(3000, 28, 28)), 0, 1).astype("float32")

x_train, y_train, x_val, y_val = x[:2500], y[:2500], x[2500:], y[2500:]

# images and labels go through their own pipelines, then zipped
img_ds = tf.data.Dataset.from_tensor_slices(x_train).map(lambda im: tf.expand_dims(im, -1)).shuffle(2500)
lbl_ds = tf.data.Dataset.from_tensor_slices(y_train).shuffle(2500)
train_ds = tf.data.Dataset.zip((img_ds, lbl_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val[..., None], y_val)).batch(64)

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(64, activation="relu"),
    layers.Dense(num_classes, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
