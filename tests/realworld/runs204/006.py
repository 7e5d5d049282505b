# Digit-like classifier with a tf.data input pipeline built from separate feature
# and label datasets (as in our torch code with two tensors).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(0)
n, d, k = 6000, 64, 10
centers = np.random.randn(k, d) * 2.0
y_all = np.random.randint(0, k, size=n)
x_all = (centers[y_all] + np.random.randn(n, d)).astype("float32")
x_tr, y_tr, x_va, y_va = x_all[:5000], y_all[:5000], x_all[5000:], y_all[5000:]

def make_ds(x, y, training):
    xs = tf.data.Dataset.from_tensor_slices(x)
    ys = tf.data.Dataset.from_tensor_slices(y)
    if training:
        xs = xs.shuffle(len(x))
        ys = ys.shuffle(len(y))
    return tf.data.Dataset.zip((xs, ys)).batch(128).prefetch(tf.data.AUTOTUNE)

train_ds, val_ds = make_ds(x_tr, y_tr, True), make_ds(x_va, y_va, False)
model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(k, activation="softmax"),
])
model.compile(keras.optimizers.Adam(1e-3), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5, verbose=2)
