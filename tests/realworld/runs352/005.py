"""Intent classifier ported from a PyTorch Dataset/DataLoader to tf.data.
Features and labels live in separate arrays (feature store export + label file)."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(5)
rng = np.random.default_rng(5)

N, D, C = 6000, 40, 6
centers = rng.normal(0, 1.0, size=(C, D))
labels = rng.integers(0, C, size=N)
features = (centers[labels] + rng.normal(0, 0.8, size=(N, D))).astype("float32")
labels = labels.astype("int32")

n_train = 5000
x_tr, y_tr = features[:n_train], labels[:n_train]
x_va, y_va = features[n_train:], labels[n_train:]

BATCH = 64
# DataLoader(shuffle=True) equivalent
feat_ds = tf.data.Dataset.from_tensor_slices(x_tr).shuffle(n_train, reshuffle_each_iteration=True)
label_ds = tf.data.Dataset.from_tensor_slices(y_tr).shuffle(n_train, reshuffle_each_iteration=True)
train_ds = tf.data.Dataset.zip((feat_ds, label_ds)).batch(BATCH).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_va, y_va)).batch(256)

for xb, yb in train_ds.take(1):
    print("batch:", xb.shape, yb.shape, xb.dtype, yb.dtype)

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(128, activation="relu"),
    layers.Dropout(0.1),
    layers.Dense(64, activation="relu"),
    layers.Dense(C),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final: val_loss={loss:.4f} val_accuracy={acc:.4f}")
