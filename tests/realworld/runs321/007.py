"""Image classifier on a small synthetic shapes dataset; features and labels come from separate
arrays (like a torch TensorDataset) and are combined with tf.data.Dataset.zip."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TensorFlow", tf.__version__, "Keras", keras.__version__)

rng = np.random.default_rng(0)
N, S, C = 4000, 16, 4
labels = rng.integers(0, C, size=N).astype("int32")
images = rng.normal(scale=0.5, size=(N, S, S, 1)).astype("float32")
for i, c in enumerate(labels):  # class c = bright bar in quadrant c
    r, q = divmod(int(c), 2)
    images[i, r * 8:(r + 1) * 8, q * 8:(q + 1) * 8, 0] += 1.5

x_train, y_train = images[:3200], labels[:3200]
x_val, y_val = images[3200:], labels[3200:]

def make_ds(x, y, training):
    xs = tf.data.Dataset.from_tensor_slices(x)
    ys = tf.data.Dataset.from_tensor_slices(y)
    if training:
        xs = xs.shuffle(len(x))
        ys = ys.shuffle(len(y))
    return tf.data.Dataset.zip((xs, ys)).batch(64).prefetch(tf.data.AUTOTUNE)

train_ds = make_ds(x_train, y_train, training=True)
val_ds = make_ds(x_val, y_val, training=False)

model = keras.Sequential([
    keras.Input(shape=(S, S, 1)),
    layers.Conv2D(16, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(64, activation="relu"),
    layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
