"""Keras 3 port of a PyTorch image classifier; the torch Dataset returned (img, label) from two arrays,
here images and labels get their own tf.data pipelines (augmentation only touches images)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(21)
N_CLASSES, IMG = 10, 28
BATCH = 128


def make_digits(n, rng):
    # "glyph" per class + noise, 28x28 grayscale like MNIST
    protos = np.random.default_rng(123).uniform(0, 1, size=(N_CLASSES, IMG, IMG)).astype("float32")
    y = rng.integers(0, N_CLASSES, size=n)
    x = 0.6 * protos[y] + 0.4 * rng.uniform(0, 1, size=(n, IMG, IMG)).astype("float32")
    return x[..., None].astype("float32"), y.astype("int32")


rng = np.random.default_rng(0)
x_train, y_train = make_digits(12000, rng)
x_val, y_val = make_digits(2000, rng)


def augment(img):
    img = tf.image.random_brightness(img, 0.1)
    img = tf.image.pad_to_bounding_box(img, 2, 2, IMG + 4, IMG + 4)
    img = tf.image.random_crop(img, (IMG, IMG, 1))
    return img


images = (tf.data.Dataset.from_tensor_slices(x_train)
          .shuffle(12000, reshuffle_each_iteration=True)
          .map(augment, num_parallel_calls=tf.data.AUTOTUNE))
labels = tf.data.Dataset.from_tensor_slices(y_train).shuffle(12000, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((images, labels)).batch(BATCH).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(BATCH)
print("train element_spec:", train_ds.element_spec)

model = keras.Sequential([
    keras.Input((IMG, IMG, 1)),
    layers.Conv2D(32, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.25),
    layers.Dense(N_CLASSES),
], name="lenet_like")
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_accuracy", patience=3,
                                                   restore_best_weights=True)])
print("final val:", model.evaluate(val_ds, verbose=0))
