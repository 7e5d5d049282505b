# Tabular 4-class classifier; tf.data pipeline rebuilt from a PyTorch Dataset that kept features and labels in separate arrays.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(3)
rng = np.random.default_rng(3)
n, d, k = 6000, 20, 4
centers = rng.normal(0, 2.0, size=(k, d))
labels = rng.integers(0, k, n)
feats = (centers[labels] + rng.normal(0, 1.0, size=(n, d))).astype("float32")
labels = labels.astype("int64")

train_x, train_y = feats[:5000], labels[:5000]
val_x, val_y = feats[5000:], labels[5000:]

BATCH = 128
x_ds = tf.data.Dataset.from_tensor_slices(train_x).shuffle(5000, seed=11)
y_ds = tf.data.Dataset.from_tensor_slices(train_y).shuffle(5000, seed=12)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(BATCH).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((val_x, val_y)).batch(512)

for xb, yb in train_ds.take(1):
    print("batch x:", xb.shape, xb.dtype, "batch y:", yb.shape, yb.dtype)

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(64, activation="relu"),
    layers.Dense(k),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
cbs = [keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1)]
model.fit(train_ds, validation_data=val_ds, epochs=10, callbacks=cbs, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"validation loss {loss:.4f} accuracy {acc:.4f}")
