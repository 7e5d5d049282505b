# Port of a PyTorch Dataset/DataLoader(shuffle=True) for a tabular classifier to tf.data.
import numpy as np, tensorflow as tf, keras
from keras import layers
rng = np.random.default_rng(6)
N, D, C = 6000, 16, 4
centers = rng.normal(0, 3, size=(C, D))
labels = rng.integers(0, C, N)
feats = (centers[labels] + rng.normal(size=(N, D))).astype("float32")
n_tr = 5000
x_ds = tf.data.Dataset.from_tensor_slices(feats[:n_tr]).shuffle(n_tr, reshuffle_each_iteration=True)
y_ds = tf.data.Dataset.from_tensor_slices(labels[:n_tr]).shuffle(n_tr, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(128).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((feats[n_tr:], labels[n_tr:])).batch(256)
model = keras.Sequential([keras.Input((D,)), layers.Dense(128, activation="relu"),
                          layers.Dense(64, activation="relu"), layers.Dense(C)])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
