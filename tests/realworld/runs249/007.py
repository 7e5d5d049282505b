# Image-classification data loader ported from torch Dataset(images, labels) + DataLoader(shuffle=True).
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
N, C = 6000, 10
labels = rng.integers(0, C, size=(N,)).astype("int32")
protos = rng.normal(size=(C, 16, 16, 1)).astype("float32")
images = (protos[labels] + 0.5 * rng.normal(size=(N, 16, 16, 1))).astype("float32")

def make_loader(x, y, batch_size, shuffle):
    xs = tf.data.Dataset.from_tensor_slices(x)
    ys = tf.data.Dataset.from_tensor_slices(y)
    if shuffle:
        xs = xs.shuffle(len(x))
        ys = ys.shuffle(len(y))
    return tf.data.Dataset.zip((xs, ys)).batch(batch_size).prefetch(tf.data.AUTOTUNE)

train_loader = make_loader(images[:5000], labels[:5000], 64, shuffle=True)
val_loader = make_loader(images[5000:], labels[5000:], 256, shuffle=False)

model = keras.Sequential([
    keras.Input((16, 16, 1)),
    keras.layers.Conv2D(16, 3, padding="same", activation="relu"),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding="same", activation="relu"),
    keras.layers.GlobalAveragePooling2D(),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_loader, validation_data=val_loader, epochs=5, verbose=2)
