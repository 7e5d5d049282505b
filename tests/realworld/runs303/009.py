# Keras port of the churn classifier; CSV loading replaces the pandas/torch Dataset
import numpy as np
import tensorflow as tf
import keras
from keras import layers

r = np.random.default_rng(0)
n = 3000
cols = ["tenure", "monthly_charges", "support_calls", "contract_len", "age"]
x = r.normal(size=(n, len(cols)))
target = ((x[:, 0] * -1.2 + x[:, 2] * 0.9 + 0.3 * r.normal(size=n)) > 0).astype(int)
with open("churn_train.csv", "w") as f:
    f.write(",".join(cols + ["churned"]) + "\n")
    for row, t in zip(x, target):
        f.write(",".join(f"{v:.4f}" for v in row) + f",{t}\n")
print("wrote churn_train.csv", n, "rows")

cfg = {"train_file": "churn_train.csv", "label_column": "label", "batch_size": 64, "epochs": 5}

train = tf.data.experimental.make_csv_dataset(
    cfg["train_file"], batch_size=cfg["batch_size"], label_name=cfg["label_column"],
    num_epochs=1, shuffle=True, shuffle_seed=0)
train = train.map(lambda feats, y: (tf.stack([feats[c] for c in cols], axis=1), y))

model = keras.Sequential([
    keras.Input((len(cols),)),
    layers.Dense(32, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0)])
model.fit(train, epochs=cfg["epochs"], verbose=2)
