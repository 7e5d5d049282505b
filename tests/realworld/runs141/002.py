"""Churn prediction on a tabular dataset with a Keras functional model.

Numeric features go through a Normalization layer adapted on the training
split; a categorical 'plan' column goes through an IntegerLookup one-hot.
"""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(42)
N = 2000
tenure = rng.integers(1, 72, N).astype("float32")
monthly = rng.normal(65, 20, N).astype("float32")
support_calls = rng.poisson(2, N).astype("float32")
plan = rng.integers(0, 3, N)
logit = -0.04 * tenure + 0.03 * (monthly - 65) + 0.5 * support_calls - 0.8 * (plan == 2)
churn = (rng.random(N) < 1 / (1 + np.exp(-logit))).astype("float32")

num = np.stack([tenure, monthly, support_calls], axis=1)
idx = rng.permutation(N)
tr, va = idx[:1600], idx[1600:]

norm = layers.Normalization(name="num_norm")
norm.adapt(num[tr])
lookup = layers.IntegerLookup(vocabulary=[0, 1, 2], output_mode="one_hot", name="plan_onehot")

num_in = keras.Input((3,), name="numeric")
plan_in = keras.Input((1,), dtype="int64", name="plan")
x = layers.Concatenate()([norm(num_in), lookup(plan_in)])
x = layers.Dense(32, activation="relu")(x)
x = layers.Dropout(0.2)(x)
x = layers.Dense(16, activation="relu")(x)
out = layers.Dense(1, activation="sigmoid", name="churn")(x)
model = keras.Model([num_in, plan_in], out)
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])

cb = [keras.callbacks.EarlyStopping(monitor="val_auc", mode="max", patience=3,
                                    restore_best_weights=True)]
hist = model.fit({"numeric": num[tr], "plan": plan[tr, None]}, churn[tr],
                 validation_data=({"numeric": num[va], "plan": plan[va, None]}, churn[va]),
                 batch_size=64, epochs=8, callbacks=cb, verbose=2)
res = model.evaluate({"numeric": num[va], "plan": plan[va, None]}, churn[va], verbose=0, return_dict=True)
print("validation:", {k: round(float(v), 4) for k, v in res.items()})
