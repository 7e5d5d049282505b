# Small-data classifier with early stopping that should restore the best weights (patience copied from the PyTorch trainer).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(9)
rng = np.random.default_rng(9)
d, k = 30, 5
w = rng.normal(size=(d, k))
def make(n, noise):
    x = rng.normal(size=(n, d)).astype("float32")
    y = np.argmax(x @ w, axis=1)
    flip = rng.random(n) < noise
    y[flip] = rng.integers(0, k, flip.sum())
    return x, y
xtr, ytr = make(400, 0.35)
xva, yva = make(2000, 0.0)
train_ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(400).batch(32)
val_ds = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(500)

model = keras.Sequential([
    keras.Input(shape=(d,)),
    layers.Dense(512, activation="relu"),
    layers.Dense(512, activation="relu"),
    layers.Dense(k),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
early = keras.callbacks.EarlyStopping(monitor="val_acc", mode="max", patience=5, restore_best_weights=True)
hist = model.fit(train_ds, validation_data=val_ds, epochs=60, callbacks=[early], verbose=2)
print("epochs run:", len(hist.history["loss"]))
best = int(np.argmax(hist.history["val_accuracy"]))
print(f"best epoch {best + 1}: val_accuracy {hist.history['val_accuracy'][best]:.4f}")
loss, acc = model.evaluate(val_ds, verbose=0)
print(f"final model: val_loss {loss:.4f} val_accuracy {acc:.4f}")
model.save_weights("classifier_best.weights.h5")
