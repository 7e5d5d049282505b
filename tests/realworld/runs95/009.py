"""Image classifier on 16x16 synthetic 'shapes' with a tf.data pipeline built from separate
image and label datasets (mirrors a torchvision ImageFolder + DataLoader(shuffle=True) setup)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
rng = np.random.default_rng(5)
N, C = 3000, 4
labels = rng.integers(0, C, size=N).astype("int32")
images = rng.normal(0, 0.3, size=(N, 16, 16, 1)).astype("float32")
for i, c in enumerate(labels):          # class c = bright bar in quadrant c
    r, q = divmod(c, 2)
    images[i, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8, 0] += 1.0

split = 2400
img_ds = tf.data.Dataset.from_tensor_slices(images[:split]).shuffle(2400)
lbl_ds = tf.data.Dataset.from_tensor_slices(labels[:split]).shuffle(2400)
train_ds = tf.data.Dataset.zip((img_ds, lbl_ds)).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((images[split:], labels[split:])).batch(128)

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(C),
])
model.compile(keras.optimizers.Adam(1e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
