# Port of a PyTorch text-feature classifier; Dataset/DataLoader replaced by tf.data.
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
rng = np.random.default_rng(0)
N, D, C = 6000, 48, 5
centers = rng.normal(0, 1.5, size=(C, D))
labels = rng.integers(0, C, N)
feats = (centers[labels] + rng.normal(0, 1.0, size=(N, D))).astype("float32")

def make_ds(x, y, training):
    xs = tf.data.Dataset.from_tensor_slices(x)
    ys = tf.data.Dataset.from_tensor_slices(y)
    if training:   # DataLoader(shuffle=True)
        xs = xs.shuffle(len(x))
        ys = ys.shuffle(len(y))
    return tf.data.Dataset.zip((xs, ys)).batch(64).prefetch(tf.data.AUTOTUNE)

train = make_ds(feats[:5000], labels[:5000], True)
val = make_ds(feats[5000:], labels[5000:], False)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dropout(0.2),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train, validation_data=val, epochs=6, verbose=2)
