"""tf.data input pipeline for a 5-class tabular classifier; features and labels are read from
separate .npy files and each stream is shuffled before zipping (mirrors two torch DataLoaders)."""
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(5)
rng = np.random.default_rng(5)
N, D, C = 6000, 16, 5
centers = rng.normal(0, 2.0, size=(C, D))
labels = rng.integers(0, C, size=N)
feats = (centers[labels] + rng.normal(size=(N, D))).astype("float32")
np.save("/home/user/project/feats.npy", feats); np.save("/home/user/project/labels.npy", labels)

X = np.load("/home/user/project/feats.npy"); Y = np.load("/home/user/project/labels.npy")
X_tr, Y_tr, X_va, Y_va = X[:5000], Y[:5000], X[5000:], Y[5000:]

def make_ds(x, y, training):
    ds_x = tf.data.Dataset.from_tensor_slices(x)
    ds_y = tf.data.Dataset.from_tensor_slices(y)
    if training:
        ds_x = ds_x.shuffle(5000)
        ds_y = ds_y.shuffle(5000)
    return tf.data.Dataset.zip((ds_x, ds_y)).batch(64).prefetch(tf.data.AUTOTUNE)

train_ds, val_ds = make_ds(X_tr, Y_tr, True), make_ds(X_va, Y_va, False)
model = keras.Sequential([
    keras.Input(shape=(D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(C, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
