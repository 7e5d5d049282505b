"""Train a small tabular churn model, save it as .keras, reload in an eval step and check parity (healthy)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(9)
N = 5000
x = rng.normal(size=(N, 12)).astype("float32")
logit = 1.5 * x[:, 0] - x[:, 1] + 0.8 * x[:, 2] * x[:, 3]
y = (logit + rng.normal(0, 0.5, N) > 0).astype("float32")

norm = layers.Normalization()
norm.adapt(x[:4000])
model = keras.Sequential([keras.Input((12,)), norm, layers.Dense(64, activation="relu"),
                          layers.Dropout(0.1), layers.Dense(1, activation="sigmoid")])
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
ckpt = "/home/user/project/churn_best.keras"
model.fit(x[:4000], y[:4000], validation_split=0.1, epochs=6, batch_size=64, verbose=2,
          callbacks=[keras.callbacks.ModelCheckpoint(ckpt, monitor="val_auc", mode="max", save_best_only=True, verbose=1)])

best = keras.models.load_model(ckpt)
res = best.evaluate(x[4000:], y[4000:], verbose=0, return_dict=True)
print("reloaded best checkpoint, test:", {k: round(float(v), 4) for k, v in res.items()})
diff = np.abs(best.predict(x[4000:4100], verbose=0) - keras.models.load_model(ckpt).predict(x[4000:4100], verbose=0)).max()
print("reload determinism max|diff| = %.2e" % diff)
