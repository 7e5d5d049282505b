"""Tabular churn classifier: pandas-style features -> MLP, EarlyStopping + ReduceLROnPlateau."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(7)
N, D = 2400, 12
X = rng.normal(size=(N, D)).astype("float32")
w = rng.normal(size=(D,))
logits = X @ w + 0.5 * X[:, 0] * X[:, 1]
y = (logits + rng.normal(scale=0.8, size=N) > 0).astype("int32")

split = int(0.8 * N)
x_train, x_val = X[:split], X[split:]
y_train, y_val = y[:split], y[split:]

norm = layers.Normalization()
norm.adapt(x_train)

model = keras.Sequential([
    keras.Input(shape=(D,), name="features"),
    norm,
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
], name="churn_mlp")
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.summary()

callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
]
hist = model.fit(x_train, y_train, validation_data=(x_val, y_val),
                 epochs=8, batch_size=64, callbacks=callbacks, verbose=2)
loss, acc, auc = model.evaluate(x_val, y_val, verbose=0)
print(f"final val: loss={loss:.4f} accuracy={acc:.4f} auc={auc:.4f}")
