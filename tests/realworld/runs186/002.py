"""Shape classifier (circle / square / triangle) on synthetic 32x32 images."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
S = 32


def draw(kind):
    img = np.zeros((S, S), "float32")
    c, r = rng.integers(10, 22, 2), int(rng.integers(5, 9))
    yy, xx = np.mgrid[:S, :S]
    if kind == 0:
        img[(yy - c[0]) ** 2 + (xx - c[1]) ** 2 <= r * r] = 1
    elif kind == 1:
        img[c[0] - r:c[0] + r, c[1] - r:c[1] + r] = 1
    else:
        img[(yy >= c[0] - r) & (yy <= c[0] + r) & (np.abs(xx - c[1]) <= (yy - c[0] + r) / 2)] = 1
    return img + rng.normal(0, 0.1, (S, S)).astype("float32")


labels = rng.integers(0, 3, 1800)
images = np.stack([draw(k) for k in labels])[..., None]
ds = tf.data.Dataset.from_tensor_slices((images, labels))
train_ds = ds.take(1500).shuffle(1500, seed=0).batch(32).prefetch(tf.data.AUTOTUNE)
val_ds = ds.skip(1500).batch(64)

model = keras.Sequential([
    keras.Input((S, S, 1)),
    layers.RandomFlip("horizontal"),
    layers.Conv2D(16, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu", padding="same"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(3),
], name="shapes_cnn")
model.compile(keras.optimizers.Adam(2e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()
hist = model.fit(train_ds, validation_data=val_ds, epochs=6)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final val_loss={loss:.4f} val_accuracy={acc:.4f}")
