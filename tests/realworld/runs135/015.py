"""Texture classifier on 32x32 RGB patches (uint8). The tf.data pipeline from the old PyTorch loader
(ToTensor() scaling to [0,1]) is kept; the model follows the Keras tutorial with a Rescaling layer."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(15)
rng = np.random.default_rng(15)
N_CLASSES = 6
n = 3000
y = rng.integers(0, N_CLASSES, n)
freqs = np.linspace(0.2, 1.2, N_CLASSES)
xx, yy = np.meshgrid(np.arange(32), np.arange(32))
imgs = np.empty((n, 32, 32, 3), dtype="uint8")
for i, k in enumerate(y):
    phase = rng.uniform(0, 2 * np.pi)
    pattern = 0.5 + 0.5 * np.sin(freqs[k] * xx + phase)
    noise = rng.normal(0, 0.25, (32, 32, 3))
    imgs[i] = np.clip((pattern[..., None] + noise) * 255, 0, 255).astype("uint8")

def to_float(image, label):          # torchvision ToTensor() equivalent
    return tf.cast(image, tf.float32) / 255.0, label

train_ds = (tf.data.Dataset.from_tensor_slices((imgs[:2400], y[:2400])).shuffle(2400)
            .map(to_float, num_parallel_calls=tf.data.AUTOTUNE).batch(64).prefetch(tf.data.AUTOTUNE))
val_ds = (tf.data.Dataset.from_tensor_slices((imgs[2400:], y[2400:]))
          .map(to_float).batch(256))

model = keras.Sequential([
    keras.Input(shape=(32, 32, 3)),
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(N_CLASSES),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
print("val:", model.evaluate(val_ds, verbose=0, return_dict=True))
