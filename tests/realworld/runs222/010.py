# Image classifier input pipeline: separate tf.data streams for images and labels, zipped for training.
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(10)
N = 6000
templates = rng.normal(size=(4, 16, 16, 1)).astype("float32")
labels = rng.integers(0, 4, size=N).astype("int32")
images = (templates[labels] + 0.8 * rng.normal(size=(N, 16, 16, 1))).astype("float32")
tr_img, tr_lab, va_img, va_lab = images[:5000], labels[:5000], images[5000:], labels[5000:]

def augment(img):
    img = tf.image.random_flip_left_right(img)
    return img

img_ds = tf.data.Dataset.from_tensor_slices(tr_img).map(augment, num_parallel_calls=tf.data.AUTOTUNE).shuffle(5000)
lab_ds = tf.data.Dataset.from_tensor_slices(tr_lab).shuffle(5000)
train_ds = tf.data.Dataset.zip((img_ds, lab_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((va_img, va_lab)).batch(256)

model = keras.Sequential([
    keras.Input(shape=(16, 16, 1)),
    keras.layers.Conv2D(16, 3, activation="relu", padding="same"), keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, activation="relu", padding="same"), keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
