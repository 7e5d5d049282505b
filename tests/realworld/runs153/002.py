"""Image-like classifier with tf.data: features and labels read from separate arrays (ported from a
PyTorch Dataset that returned them separately) and shuffled independently before zipping."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(1)
N, D, C = 4000, 32, 5
centers = rng.normal(scale=3.0, size=(C, D)).astype("float32")
labels = rng.integers(0, C, size=N).astype("int64")
features = (centers[labels] + rng.normal(size=(N, D))).astype("float32")

split = 3200
x_ds = tf.data.Dataset.from_tensor_slices(features[:split]).shuffle(4096)
y_ds = tf.data.Dataset.from_tensor_slices(labels[:split]).shuffle(4096)
train_ds = tf.data.Dataset.zip((x_ds, y_ds)).batch(64).prefetch(tf.data.AUTOTUNE)

val_ds = tf.data.Dataset.from_tensor_slices((features[split:], labels[split:])).batch(64)

model = keras.Sequential([
    keras.Input((D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dropout(0.2),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(C, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final val_loss={loss:.4f} val_accuracy={acc:.4f}")
