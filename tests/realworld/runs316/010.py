# Noisy regression-style classifier with early stopping and best-weights restore
import numpy as np
import keras

rng = np.random.default_rng(10)
N = 1200
X = rng.normal(size=(N, 40)).astype("float32")
y = ((X[:, 0] + 0.8 * rng.normal(size=N)) > 0).astype("int32")   # noisy labels, easy to overfit

model = keras.Sequential([keras.Input((40,)), keras.layers.Dense(256, activation="relu"),
                          keras.layers.Dense(256, activation="relu"), keras.layers.Dense(2)])
model.compile(keras.optimizers.Adam(3e-3),
              keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
early_stop = keras.callbacks.EarlyStopping(monitor="val_acc", mode="max", patience=3,
                                           restore_best_weights=True)
hist = model.fit(X, y, batch_size=32, epochs=25, validation_split=0.25, callbacks=[early_stop], verbose=2)
print("epochs run:", len(hist.history["loss"]))
print("final val_accuracy: %.4f  best val_accuracy: %.4f" % (hist.history["val_accuracy"][-1],
                                                           max(hist.history["val_accuracy"])))
