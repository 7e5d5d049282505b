# Binary defect classifier on tabular sensor features (ported from a torch model with a 1-unit head).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(6)
N, D = 4000, 20
x = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D,))
y = ((x @ w + 0.3 * rng.normal(size=N)) > 0).astype("float32")
x_tr, y_tr, x_va, y_va = x[:3200], y[:3200], x[3200:], y[3200:]
print("positive rate train=%.3f val=%.3f" % (y_tr.mean(), y_va.mean()))

train_ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(3200, seed=0).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)

model = keras.Sequential([
    keras.Input((D,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(64, activation="relu"),
    layers.Dense(1, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(),
              metrics=[keras.metrics.BinaryAccuracy(name="acc"), keras.metrics.AUC(name="auc")])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
