"""Churn prediction MLP (tabular), Keras 3. Binary target, BCE loss.
Features straight from the billing export (tenure, monthly and total charges, calls, contract)."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)
n = 4000
tenure = rng.uniform(0, 72, n)
monthly = rng.uniform(20, 120, n)
support_calls = rng.poisson(2, n)
contract = rng.integers(0, 3, n)
total = tenure * monthly
logit = -0.05 * tenure + 0.02 * monthly + 0.6 * support_calls - 1.0 * contract - 1.0
y = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype("float32")
X = np.stack([tenure, monthly, total, support_calls, contract], axis=1).astype("float32")
print("feature means:", X.mean(0).round(1))
print(f"samples={n} positive_rate={y.mean():.3f}")

split = 3200
model = keras.Sequential([
    keras.Input(shape=(5,)),
    layers.Dense(32, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01, momentum=0.9),
              loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(X[:split], y[:split], validation_data=(X[split:], y[split:]),
          batch_size=64, epochs=8, verbose=2)
