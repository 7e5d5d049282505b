"""Fashion-style MLP classifier with model.fit + callbacks; checkpoint setup copied from the team's TF 2.x training template."""
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(10)
rng = np.random.default_rng(10)

NUM_CLASSES = 10
protos = rng.uniform(0, 1, size=(NUM_CLASSES, 28, 28)).astype("float32")
y = rng.integers(0, NUM_CLASSES, size=12000).astype("int32")
x = np.clip(protos[y] + 0.35 * rng.normal(size=(12000, 28, 28)), 0, 1).astype("float32")
x_train, y_train, x_val, y_val = x[:10000], y[:10000], x[10000:], y[10000:]
print("train:", x_train.shape, y_train.shape, "val:", x_val.shape, y_val.shape)

train_ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(10000).batch(100).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).batch(500)

model = keras.Sequential([
    keras.Input((28, 28)),
    keras.layers.Flatten(),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dropout(0.2),
    keras.layers.Dense(NUM_CLASSES),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.summary()

checkpoint_path = "training_010/cp-{epoch:04d}.ckpt"
os.makedirs(os.path.dirname(checkpoint_path), exist_ok=True)
callbacks = [
    keras.callbacks.ModelCheckpoint(filepath=checkpoint_path, save_weights_only=True,
                                    monitor="val_accuracy", save_best_only=True, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
    keras.callbacks.CSVLogger("training_010/history.csv"),
]
history = model.fit(train_ds, validation_data=val_ds, epochs=10, callbacks=callbacks, verbose=2)
print("best val_accuracy:", max(history.history["val_accuracy"]))
