# Image classifier on generated 16x16 pattern images; tf.data pipeline with shuffling + augmentation
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)
N = 4000
labels = rng.integers(0, 4, N)
imgs = rng.normal(0, 0.3, size=(N, 16, 16, 1)).astype("float32")
for i, c in enumerate(labels):          # each class lights up one quadrant
    r, q = divmod(int(c), 2)
    imgs[i, r*8:(r+1)*8, q*8:(q+1)*8, 0] += 1.0

def augment(img):
    img = tf.image.random_flip_left_right(img)
    return img + tf.random.normal(tf.shape(img), stddev=0.05)

images_ds = tf.data.Dataset.from_tensor_slices(imgs[:3500]).shuffle(3500, seed=1).map(augment)
labels_ds = tf.data.Dataset.from_tensor_slices(labels[:3500]).shuffle(3500, seed=2)
train = tf.data.Dataset.zip((images_ds, labels_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val = tf.data.Dataset.from_tensor_slices((imgs[3500:], labels[3500:])).batch(128)

model = keras.Sequential([
    keras.Input(shape=(16, 16, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=5, verbose=2)
